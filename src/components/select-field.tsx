import { useId, type SelectHTMLAttributes } from 'react';
import { controlClasses, describedBy, FieldFrame } from './field-frame';
import { ChevronDownIcon } from './icons';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown as the first, empty choice while nothing is chosen. */
  placeholder?: string;
  error?: string;
}

/** A native select (the phone's own picker), styled like the text fields. */
export function SelectField({ label, name, options, placeholder, error, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} message={error} isError={Boolean(error)} className={className}>
      <div className="relative">
        <select
          id={id}
          name={name}
          {...describedBy(id, error, Boolean(error))}
          className={controlClasses(
            Boolean(error),
            'cursor-pointer appearance-none py-2.5 pr-10 pl-3 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600',
          )}
          {...select}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-caption" />
      </div>
    </FieldFrame>
  );
}
