import { expect } from 'vitest';
import type { Table, TableType } from '../../../contract/tables';
import type { FakeBackend, RecordedRequest } from '../../support/ui/fake-backend';

type TableFields = Pick<Table, 'number' | 'seats' | 'table_type' | 'x' | 'y'>;

const isTablesWrite = (request: RecordedRequest) => request.path.startsWith('/tables/') && request.method !== 'GET';
/** `ids=3,7,10-12` as the mass calls send them. */
const idsOf = (list: string) =>
  list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: to! - from + 1 }, (_, index) => from + index);
  });

/**
 * The server behind the layout editor's walk: it stores every tables call the way the real
 * endpoints do (contract/tables.ts) and answers it at once, and keeps what it stored and the
 * calls it was sent, so a walk checks the screen against it, a truth of its own.
 */
export class StoredTables {
  private readonly rows: Map<number, Table>;
  private nextId = 100;
  /** Every change sent, as `METHOD /path`, in order. */
  readonly calls: string[] = [];

  constructor(
    backend: FakeBackend,
    tables: readonly Table[],
    private readonly types: readonly TableType[],
  ) {
    this.rows = new Map(tables.map((table) => [table.id, table]));
    backend.always(isTablesWrite, (request: RecordedRequest) => this.store(request));
  }

  /** What the server has stored, by number. */
  tables(): TableFields[] {
    return [...this.rows.values()].map(({ number, seats, table_type, x, y }) => ({ number, seats, table_type, x, y })).sort((a, b) => a.number - b.number);
  }

  /** The table stored with this number. */
  table(number: number): TableFields | undefined {
    return this.tables().find((table) => table.number === number);
  }

  private store(request: RecordedRequest): unknown {
    const body = request.body as Record<string, unknown> & { wedding_id: number };
    expect(body?.wedding_id ?? Number(request.query.wedding_id)).toBe(7);
    const call = `${request.method} ${request.path}`;
    this.calls.push(call);
    switch (call) {
      case 'POST /tables/create':
        return { id: this.create(body as unknown as TableFields) };
      case 'POST /tables/massCreate':
        return { ids: (body.tables as TableFields[]).map((fields) => this.create(fields)) };
      case 'PUT /tables/update': {
        const { id, wedding_id: _wedding, ...patch } = body as unknown as Table;
        const table = this.update(id, patch);
        return { table, tableType: this.types.find((type) => type.id === table.table_type) };
      }
      case 'PUT /tables/massUpdate':
        for (const { id, ...patch } of body.tables as Table[]) this.update(id, patch);
        return {};
      case 'DELETE /tables/destroy':
        this.remove([Number(request.query.id ?? (body as { id?: number }).id)]);
        return {};
      case 'DELETE /tables/massDestroy':
        this.remove(idsOf(request.query.ids!));
        return {};
      default:
        throw new Error(`the walk's server does not know ${call}`);
    }
  }

  private create(fields: TableFields): number {
    const id = this.nextId++;
    this.rows.set(id, { ...fields, id, wedding_id: 7, seats_taken: 0 });
    return id;
  }

  private update(id: number, patch: Partial<Table>): Table {
    const row = this.rows.get(id);
    if (!row) throw new Error(`the screen changed table ${id}, which the server does not have`);
    const updated = { ...row, ...patch };
    this.rows.set(id, updated);
    return updated;
  }

  private remove(ids: number[]) {
    for (const id of ids) {
      if (!this.rows.delete(id)) throw new Error(`the screen deleted table ${id}, which the server does not have`);
    }
  }
}
