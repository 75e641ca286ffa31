import type { ComponentProps } from 'react';
import { tableLimits } from '../../../contract/tables';
import { compactInputClasses } from './compact-field';

/** A table's number field (spec §5: 0 to 999), as the add-table popover and the selection panel show it. */
export function TableNumberInput({ className = '', ...rest }: Omit<ComponentProps<'input'>, 'type' | 'min' | 'max'>) {
  return <input type="number" min={tableLimits.numberMin} max={tableLimits.numberMax} className={`${compactInputClasses} ${className}`} {...rest} />;
}
