import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables, tableTypes } from '../../../server/modules/tables/schema';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding } from './support';

/**
 * Simultaneous calls on one wedding. On PGlite they queue on its one connection; CI runs this
 * file again on PostgreSQL (TEST_DATABASE_URL), where they truly overlap on a pool of ten.
 */
let server: TestServer;
let call: ReturnType<typeof caller>;
let weddingId: number;
let typeId: number;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  call = caller(server, owner.cookie);
  weddingId = owner.weddingId;
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.db.delete(tables).where(eq(tables.weddingId, weddingId));
  await server.db.delete(tableTypes).where(eq(tableTypes.weddingId, weddingId));
  typeId = (await call('POST', '/table_types/create', { wedding_id: weddingId, name: 'Round', shape: 'round', width: 90, height: 90 })).json().data.id;
});

const newTable = (number: number, x = 0.5) => ({ wedding_id: weddingId, table_type: typeId, seats: 10, number, x, y: 0.5 });
const storedTables = () => server.db.select().from(tables).where(eq(tables.weddingId, weddingId)).orderBy(tables.id);
const outcomes = (responses: Array<{ statusCode: number; json(): { error?: { code: string } } }>) =>
  responses.map((response) => (response.statusCode === 200 ? 'ok' : response.json().error?.code)).sort();

describe('simultaneous calls', () => {
  it('10 creates of the same number: exactly one wins, the others hear duplicate_table_number', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => call('POST', '/tables/create', newTable(7, 0.05 + index / 20))));
    expect(outcomes(responses)).toEqual(['duplicate_table_number', ...Array<string>(8).fill('duplicate_table_number'), 'ok'].sort());
    expect((await storedTables()).map((row) => row.number)).toEqual([7]);
  });

  it('two mass updates giving different tables one number: one wins', async () => {
    const ids = (await call('POST', '/tables/massCreate', { wedding_id: weddingId, tables: [newTable(1), newTable(2)] })).json().data.ids as number[];
    const responses = await Promise.all(ids.map((id) => call('PUT', '/tables/massUpdate', { wedding_id: weddingId, tables: [{ id, number: 50 }] })));
    expect(outcomes(responses)).toEqual(['duplicate_table_number', 'ok']);
    const numbers = (await storedTables()).map((row) => row.number);
    expect(numbers.filter((number) => number === 50)).toHaveLength(1);
    expect(numbers.some((number) => number === 1 || number === 2)).toBe(true);
  });

  it('10 table updates that each resize the same type all succeed (no lock waits in a circle)', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => newTable(index + 1));
    const ids = (await call('POST', '/tables/massCreate', { wedding_id: weddingId, tables: rows })).json().data.ids as number[];
    const responses = await Promise.all(
      ids.map((id, index) => call('PUT', '/tables/update', { wedding_id: weddingId, id, x: 0.3, type: { height: 50 + index } })),
    );
    expect(outcomes(responses)).toEqual(Array<string>(10).fill('ok'));
    const [type] = await server.db.select().from(tableTypes).where(eq(tableTypes.id, typeId));
    expect(type!.width).toBe(type!.height);
  });

  it('creating a table while its type is deleted: one of the two is refused, never both nor neither', async () => {
    const [create, destroy] = await Promise.all([
      call('POST', '/tables/create', newTable(1)),
      call('DELETE', '/table_types/destroy', { wedding_id: weddingId, id: typeId }),
    ]);
    const stored = await storedTables();
    if (create.statusCode === 200) {
      expect(destroy.json().error.code).toBe('table_type_in_use');
      expect(stored).toHaveLength(1);
    } else {
      expect(create.json().error.code).toBe('not_found');
      expect(destroy.statusCode).toBe(200);
      expect(stored).toEqual([]);
    }
  });
});
