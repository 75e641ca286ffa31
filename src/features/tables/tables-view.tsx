import type { Table, TableType } from '../../../contract/tables';
import { LayoutPlan } from './layout-plan';
import { TableFigure } from './table-figure';
import { useTableLabel } from './use-table-label';

/** What the plan needs from the page: the image, its size, and the zoom. */
export type PlanProps = Omit<React.ComponentProps<typeof LayoutPlan>, 'children' | 'panDisabled'>;

interface TablesViewProps {
  plan: PlanProps;
  tables: readonly Table[];
  types: readonly TableType[];
}

/** DEFAULT mode: the plan with its tables, to look at, zoom and pan. */
export function TablesView({ plan, tables, types }: TablesViewProps) {
  const label = useTableLabel();
  return (
    <LayoutPlan {...plan}>
      {tables.map((table) => (
        <TableFigure
          key={table.id}
          role="img"
          table={table}
          type={types.find((type) => type.id === table.table_type)}
          layout={plan.layout}
          label={label(table)}
        />
      ))}
    </LayoutPlan>
  );
}
