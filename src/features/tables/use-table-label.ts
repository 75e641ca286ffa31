import { useCallback } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Table } from '../../../contract/tables';

/** "Table 4, 10 seats": how a table is named to assistive technology and in tests. */
export function useTableLabel() {
  const { LL } = useI18nContext();
  return useCallback((table: Pick<Table, 'number' | 'seats'>) => LL.tables.plan.table({ number: table.number, seats: table.seats }), [LL]);
}
