import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables, tablesGuests, tableTypes } from '../../../server/modules/tables/schema';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, createWedding, plannerWithWedding, seatGuests } from './support';

let server: TestServer;
let call: ReturnType<typeof caller>;
let weddingId: number;
let otherWeddingId: number;
let round: number;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  call = caller(server, owner.cookie);
  weddingId = owner.weddingId;
  // The same planner's other wedding: the caller may act there, but not with this wedding's ids.
  otherWeddingId = await createWedding(server, owner.cookie);
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.db.delete(tables).where(eq(tables.weddingId, weddingId));
  await server.db.delete(tableTypes).where(eq(tableTypes.weddingId, weddingId));
  round = await createType({ name: 'Round 10', shape: 'round', width: 90, height: 90 });
});

async function createType(fields: object) {
  const response = await call('POST', '/table_types/create', { wedding_id: weddingId, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

async function createTable(fields: object = {}) {
  const response = await call('POST', '/tables/create', { wedding_id: weddingId, table_type: round, seats: 10, number: 1, x: 0.5, y: 0.5, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

const storedTables = () => server.db.select().from(tables).where(eq(tables.weddingId, weddingId)).orderBy(tables.id);
const index = async () => (await call('GET', '/tables/index', { wedding_id: weddingId })).json().data;
const errorOf = (response: { json(): { error: { code: string } } }) => response.json().error.code;

describe('table types', () => {
  it('creates a type and answers it as stored', async () => {
    const response = await call('POST', '/table_types/create', { wedding_id: weddingId, name: ' Head table ', shape: 'rectangular', width: 240, height: 60 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: expect.any(Number), name: 'Head table', shape: 'rectangular', width: 240, height: 60, wedding_id: weddingId });
  });

  it('keeps a round type round: width = height, the average of both sides', async () => {
    const response = await call('POST', '/table_types/create', { wedding_id: weddingId, name: 'Oval?', shape: 'round', width: 60, height: 81 });
    expect(response.json().data).toMatchObject({ shape: 'round', width: 71, height: 71 });
  });

  it('switching to round stores the average; a round type changed on one side takes it as its diameter', async () => {
    const rectangle = await createType({ name: 'Long', shape: 'rectangular', width: 200, height: 100 });
    const switched = await call('PUT', '/table_types/update', { wedding_id: weddingId, id: rectangle, shape: 'round' });
    expect(switched.json().data).toMatchObject({ shape: 'round', width: 150, height: 150 });
    const resized = await call('PUT', '/table_types/update', { wedding_id: weddingId, id: rectangle, height: 120 });
    expect(resized.json().data).toMatchObject({ shape: 'round', width: 120, height: 120 });
    const back = await call('PUT', '/table_types/update', { wedding_id: weddingId, id: rectangle, shape: 'rectangular', width: 220 });
    expect(back.json().data).toMatchObject({ shape: 'rectangular', width: 220, height: 120 });
    const renamed = await call('PUT', '/table_types/update', { wedding_id: weddingId, id: rectangle, name: 'Banquet' });
    expect(renamed.json().data).toEqual({ id: rectangle, name: 'Banquet', shape: 'rectangular', width: 220, height: 120, wedding_id: weddingId });
  });

  it('refuses sizes outside 10–300, a missing name or shape, and an unknown shape', async () => {
    const refused = async (fields: object) => {
      const response = await call('POST', '/table_types/create', { wedding_id: weddingId, name: 'T', shape: 'round', width: 45, height: 45, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      return response.json().validationErrors;
    };
    expect(await refused({ width: 9 })).toEqual({ width: ['min'] });
    expect(await refused({ height: 301 })).toEqual({ height: ['max'] });
    expect(await refused({ width: 45.5 })).toEqual({ width: ['numeric'] });
    expect(await refused({ name: '   ' })).toEqual({ name: ['required'] });
    expect(await refused({ name: undefined, shape: undefined })).toEqual({ name: ['required'], shape: ['required'] });
    expect(await refused({ shape: 'oval' })).toEqual({ shape: ['invalid'] });
    expect(await refused({ name: 'a\u0000b' })).toEqual({ name: ['invalid'] });
    const update = await call('PUT', '/table_types/update', { wedding_id: weddingId, id: round, width: 5 });
    expect(update.json().validationErrors).toEqual({ width: ['min'] });
    expect((await call('PUT', '/table_types/update', { wedding_id: weddingId, id: round })).statusCode).toBe(422);
  });

  it('refuses to delete a type still in use, then deletes it once its tables are gone', async () => {
    const table = await createTable();
    const refused = await call('DELETE', '/table_types/destroy', { wedding_id: weddingId, id: round });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe('table_type_in_use');
    expect(await server.db.select().from(tableTypes).where(eq(tableTypes.id, round))).toHaveLength(1);

    await call('DELETE', '/tables/destroy', { wedding_id: weddingId, id: table });
    expect((await call('DELETE', '/table_types/destroy', { wedding_id: weddingId, id: round })).statusCode).toBe(200);
    expect(await server.db.select().from(tableTypes).where(eq(tableTypes.id, round))).toHaveLength(0);
    expect((await call('DELETE', '/table_types/destroy', { wedding_id: weddingId, id: round })).statusCode).toBe(422);
  });
});

describe('tables', () => {
  it('creates tables and lists them with their types and the seats taken at each', async () => {
    const head = await createType({ name: 'Head', shape: 'rectangular', width: 240, height: 60 });
    const first = await createTable({ number: 2, x: 0.25, y: 0.75, id: 1_000_004 });
    const second = await createTable({ number: 1, table_type: head, seats: 8 });
    await seatGuests(server, weddingId, first, 3);

    const data = await index();
    expect(data.tables).toEqual([
      { id: second, number: 1, seats: 8, table_type: head, x: 0.5, y: 0.5, wedding_id: weddingId, seats_taken: 0 },
      { id: first, number: 2, seats: 10, table_type: round, x: 0.25, y: 0.75, wedding_id: weddingId, seats_taken: 3 },
    ]);
    expect(data.tableTypes.map((type: { id: number }) => type.id)).toEqual([round, head]);
  });

  it('massCreate answers the new ids in the order sent', async () => {
    const rows = [7, 3, 5].map((number, position) => ({ table_type: round, seats: 10, number, x: 0.1 + position / 10, y: 0.2 }));
    const response = await call('POST', '/tables/massCreate', { wedding_id: weddingId, tables: rows });
    expect(response.statusCode, response.body).toBe(200);
    const ids: number[] = response.json().data.ids;
    const stored = new Map((await storedTables()).map((row) => [row.id, row.number]));
    expect(ids.map((id) => stored.get(id))).toEqual([7, 3, 5]);
  });

  it('updates a table and its type in one call, answering both as stored', async () => {
    const id = await createTable();
    const response = await call('PUT', '/tables/update', {
      wedding_id: weddingId,
      id,
      number: 12,
      seats: 8,
      x: 0.3,
      type: { shape: 'round', width: 80, height: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      table: { id, number: 12, seats: 8, table_type: round, x: 0.3, y: 0.5, wedding_id: weddingId, seats_taken: 0 },
      tableType: { id: round, name: 'Round 10', shape: 'round', width: 90, height: 90, wedding_id: weddingId },
    });
  });

  it('moves a table to another type of the wedding and changes that type', async () => {
    const id = await createTable();
    const head = await createType({ name: 'Head', shape: 'rectangular', width: 240, height: 60 });
    const response = await call('PUT', '/tables/update', { wedding_id: weddingId, id, table_type: head, type: { width: 260 } });
    expect(response.json().data.table.table_type).toBe(head);
    expect(response.json().data.tableType).toMatchObject({ id: head, width: 260, height: 60 });
  });

  it('massUpdate changes only the fields each row names (an align moves y, nothing else)', async () => {
    const a = await createTable({ number: 1, x: 0.2, y: 0.3 });
    const b = await createTable({ number: 2, x: 0.6, y: 0.7, seats: 6 });
    const response = await call('PUT', '/tables/massUpdate', {
      wedding_id: weddingId,
      tables: [
        { id: a, y: 0.5 },
        { id: b, y: 0.5, seats: 8 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({});
    expect((await storedTables()).map(({ number, seats, x, y }) => ({ number, seats, x, y }))).toEqual([
      { number: 1, seats: 10, x: 0.2, y: 0.5 },
      { number: 2, seats: 8, x: 0.6, y: 0.5 },
    ]);
  });

  it('deleting a table frees its seats; massDestroy takes ids=1,2,3', async () => {
    const [a, b, c] = [await createTable({ number: 1 }), await createTable({ number: 2 }), await createTable({ number: 3 })];
    await seatGuests(server, weddingId, a, 2);
    expect((await call('DELETE', '/tables/destroy', { wedding_id: weddingId, id: a })).statusCode).toBe(200);
    expect(await server.db.select().from(tablesGuests).where(eq(tablesGuests.tableId, a))).toEqual([]);
    const response = await call('DELETE', '/tables/massDestroy', { wedding_id: weddingId, ids: `${b},${c}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedTables()).toEqual([]);
  });

  it('refuses a list that is not comma-separated distinct ids', async () => {
    const id = await createTable();
    for (const ids of ['', `${id},`, `${id};${id}`, `${id},${id}`, '1,abc', `${id},2147483648`]) {
      const response = await call('DELETE', '/tables/massDestroy', { wedding_id: weddingId, ids });
      expect(response.statusCode, ids).toBe(422);
    }
    expect(await storedTables()).toHaveLength(1);
  });
});

describe('table numbers', () => {
  it('are unique in the wedding: a second table with the same number is refused', async () => {
    await createTable({ number: 4 });
    const response = await call('POST', '/tables/create', { wedding_id: weddingId, table_type: round, seats: 10, number: 4, x: 0.5, y: 0.5 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe('duplicate_table_number');
    expect(await storedTables()).toHaveLength(1);
  });

  it('may repeat across weddings', async () => {
    await createTable({ number: 4 });
    const type = (await call('POST', '/table_types/create', { wedding_id: otherWeddingId, name: 'R', shape: 'round', width: 45, height: 45 })).json().data.id;
    const response = await call('POST', '/tables/create', { wedding_id: otherWeddingId, table_type: type, seats: 10, number: 4, x: 0.5, y: 0.5 });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses two rows with the same number in one massCreate, and writes none of them', async () => {
    const row = { table_type: round, seats: 10, x: 0.5, y: 0.5 };
    const response = await call('POST', '/tables/massCreate', {
      wedding_id: weddingId,
      tables: [
        { ...row, number: 8 },
        { ...row, number: 9 },
        { ...row, number: 8 },
      ],
    });
    expect(errorOf(response)).toBe('duplicate_table_number');
    expect(await storedTables()).toEqual([]);
  });

  it('refuses a massUpdate that gives two tables one number, and keeps every row as it was', async () => {
    const a = await createTable({ number: 1 });
    const b = await createTable({ number: 2 });
    const before = await storedTables();
    const response = await call('PUT', '/tables/massUpdate', {
      wedding_id: weddingId,
      tables: [
        { id: a, number: 3, x: 0.9 },
        { id: b, number: 3 },
      ],
    });
    expect(errorOf(response)).toBe('duplicate_table_number');
    expect(await storedTables()).toEqual(before);
  });

  it('lets one massUpdate swap two numbers', async () => {
    const a = await createTable({ number: 1 });
    const b = await createTable({ number: 2 });
    const response = await call('PUT', '/tables/massUpdate', {
      wedding_id: weddingId,
      tables: [
        { id: a, number: 2 },
        { id: b, number: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedTables()).map((row) => [row.id, row.number])).toEqual([
      [a, 2],
      [b, 1],
    ]);
  });

  it('must be whole numbers from 0 to 999', async () => {
    for (const [number, rule] of [
      [-1, 'min'],
      [1000, 'max'],
      [2.5, 'numeric'],
      ['7', 'numeric'],
    ] as const) {
      const response = await call('POST', '/tables/create', { wedding_id: weddingId, table_type: round, seats: 10, number, x: 0.5, y: 0.5 });
      expect(response.json().validationErrors, String(number)).toEqual({ number: [rule] });
    }
    await createTable({ number: 0 });
    await createTable({ number: 999 });
  });
});

describe('seats', () => {
  it('go from 0 to 99', async () => {
    const id = await createTable();
    expect((await call('PUT', '/tables/update', { wedding_id: weddingId, id, seats: 100 })).json().validationErrors).toEqual({ seats: ['max'] });
    expect((await call('PUT', '/tables/update', { wedding_id: weddingId, id, seats: -1 })).json().validationErrors).toEqual({ seats: ['min'] });
    expect((await call('PUT', '/tables/update', { wedding_id: weddingId, id, seats: 0 })).statusCode).toBe(200);
    expect((await call('PUT', '/tables/update', { wedding_id: weddingId, id, seats: 99 })).statusCode).toBe(200);
  });

  it('never go below the guests seated, and the refusal says how many sit there', async () => {
    const id = await createTable({ seats: 10 });
    await seatGuests(server, weddingId, id, 6);
    const refused = await call('PUT', '/tables/update', { wedding_id: weddingId, id, seats: 5, x: 0.9 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'seats_below_guests' }, validationErrors: { seats: ['min:6'] } });
    expect((await storedTables())[0]).toMatchObject({ seats: 10, x: 0.5 });
    expect((await call('PUT', '/tables/update', { wedding_id: weddingId, id, seats: 6 })).statusCode).toBe(200);
  });

  it('in a massUpdate, names every refused row by its place in the list and changes nothing', async () => {
    const a = await createTable({ number: 1 });
    const b = await createTable({ number: 2 });
    const c = await createTable({ number: 3 });
    await seatGuests(server, weddingId, b, 4);
    await seatGuests(server, weddingId, c, 9);
    const before = await storedTables();
    const response = await call('PUT', '/tables/massUpdate', {
      wedding_id: weddingId,
      tables: [
        { id: a, seats: 2 },
        { id: b, seats: 3 },
        { id: c, seats: 8 },
      ],
    });
    expect(response.json()).toEqual({ error: { code: 'seats_below_guests' }, validationErrors: { 'tables.1.seats': ['min:4'], 'tables.2.seats': ['min:9'] } });
    expect(await storedTables()).toEqual(before);
  });
});

describe('positions', () => {
  it('must lie strictly inside the layout on both axes', async () => {
    const id = await createTable();
    for (const [field, value, rule] of [
      ['x', 0, 'min'],
      ['y', 1, 'max'],
      ['x', -0.2, 'min'],
      ['y', 1.5, 'max'],
      ['x', 'half', 'numeric'],
    ] as const) {
      const create = await call('POST', '/tables/create', { wedding_id: weddingId, table_type: round, seats: 10, number: 5, x: 0.5, y: 0.5, [field]: value });
      expect(create.json().validationErrors, `${field}=${value}`).toEqual({ [field]: [rule] });
      const move = await call('PUT', '/tables/massUpdate', { wedding_id: weddingId, tables: [{ id, [field]: value }] });
      expect(move.json().validationErrors, `${field}=${value}`).toEqual({ [`tables.0.${field}`]: [rule] });
    }
    expect((await storedTables()).map(({ x, y }) => [x, y])).toEqual([[0.5, 0.5]]);
    expect((await call('PUT', '/tables/update', { wedding_id: weddingId, id, x: 0.0001, y: 0.9999 })).statusCode).toBe(200);
  });
});

describe('ids of another wedding', () => {
  let foreignType: number;
  let foreignTable: number;
  beforeAll(async () => {
    const type = await call('POST', '/table_types/create', { wedding_id: otherWeddingId, name: 'Theirs', shape: 'round', width: 45, height: 45 });
    foreignType = type.json().data.id;
    const table = await call('POST', '/tables/create', { wedding_id: otherWeddingId, table_type: foreignType, seats: 10, number: 900, x: 0.5, y: 0.5 });
    foreignTable = table.json().data.id;
  });

  const foreignUntouched = async () => {
    const [row] = await server.db.select().from(tables).where(eq(tables.id, foreignTable));
    expect(row).toMatchObject({ number: 900, seats: 10, x: 0.5, y: 0.5, tableTypeId: foreignType, weddingId: otherWeddingId });
  };

  it('are refused in every call that names them, and nothing changes', async () => {
    const mine = await createTable({ number: 1 });
    const before = await storedTables();
    const calls: Array<[Parameters<typeof call>[0], string, Record<string, unknown>]> = [
      ['POST', '/tables/create', { wedding_id: weddingId, table_type: foreignType, seats: 10, number: 2, x: 0.5, y: 0.5 }],
      [
        'POST',
        '/tables/massCreate',
        {
          wedding_id: weddingId,
          tables: [
            { table_type: round, seats: 1, number: 3, x: 0.5, y: 0.5 },
            { table_type: foreignType, seats: 1, number: 4, x: 0.5, y: 0.5 },
          ],
        },
      ],
      ['PUT', '/tables/update', { wedding_id: weddingId, id: foreignTable, x: 0.1 }],
      ['PUT', '/tables/update', { wedding_id: weddingId, id: mine, table_type: foreignType }],
      ['PUT', '/tables/update', { wedding_id: weddingId, id: mine, x: 0.2, table_type: foreignType, type: { width: 50 } }],
      [
        'PUT',
        '/tables/massUpdate',
        {
          wedding_id: weddingId,
          tables: [
            { id: mine, x: 0.3 },
            { id: foreignTable, x: 0.3 },
          ],
        },
      ],
      ['PUT', '/tables/massUpdate', { wedding_id: weddingId, tables: [{ id: mine, table_type: foreignType }] }],
      ['DELETE', '/tables/destroy', { wedding_id: weddingId, id: foreignTable }],
      ['DELETE', '/tables/massDestroy', { wedding_id: weddingId, ids: `${mine},${foreignTable}` }],
      ['PUT', '/table_types/update', { wedding_id: weddingId, id: foreignType, name: 'Mine now' }],
      ['DELETE', '/table_types/destroy', { wedding_id: weddingId, id: foreignType }],
    ];
    for (const [method, url, input] of calls) {
      const response = await call(method, url, input);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(input)}`).toBe(422);
      expect(errorOf(response)).toBe('not_found');
    }
    expect(await storedTables()).toEqual(before);
    await foreignUntouched();
    const [type] = await server.db.select().from(tableTypes).where(eq(tableTypes.id, foreignType));
    expect(type).toMatchObject({ name: 'Theirs', width: 45 });
  });
});

describe('bad input', () => {
  it('refuses NUL, huge and non-numeric ids with a 422, never a 500', async () => {
    const id = await createTable();
    const inputs: Array<[Parameters<typeof call>[0], string, Record<string, unknown>]> = [
      ['GET', '/tables/index', { wedding_id: '1\u0000' }],
      ['GET', '/tables/index', { wedding_id: '2147483648' }],
      ['GET', '/tables/summary', { wedding_id: '99999999999999999999' }],
      ['DELETE', '/tables/destroy', { wedding_id: weddingId, id: '12\u0000' }],
      ['DELETE', '/tables/destroy', { wedding_id: weddingId, id: 2 ** 31 }],
      ['DELETE', '/table_types/destroy', { wedding_id: weddingId, id: 'abc' }],
      ['PUT', '/tables/update', { wedding_id: weddingId, id: 2 ** 31, x: 0.5 }],
      ['PUT', '/tables/update', { wedding_id: String(weddingId), id, x: 0.5 }],
      ['PUT', '/tables/massUpdate', { wedding_id: weddingId, tables: [{ id: 2 ** 40, x: 0.5 }] }],
      [
        'PUT',
        '/tables/massUpdate',
        {
          wedding_id: weddingId,
          tables: [
            { id, x: 0.5 },
            { id, y: 0.5 },
          ],
        },
      ],
      ['PUT', '/tables/massUpdate', { wedding_id: weddingId, tables: [] }],
      ['PUT', '/tables/massUpdate', { wedding_id: weddingId, tables: [{ id }] }],
      ['POST', '/tables/create', { wedding_id: weddingId, table_type: 2 ** 31, seats: 1, number: 1, x: 0.5, y: 0.5 }],
      [
        'POST',
        '/tables/massCreate',
        { wedding_id: weddingId, tables: Array.from({ length: 1001 }, () => ({ table_type: round, seats: 1, number: 1, x: 0.5, y: 0.5 })) },
      ],
      ['POST', '/table_types/create', { wedding_id: weddingId, name: 'x'.repeat(101), shape: 'round', width: 45, height: 45 }],
    ];
    for (const [method, url, input] of inputs) {
      const response = await call(method, url, input);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(input).slice(0, 80)}`).toBe(422);
      expect(errorOf(response)).toBe('form_validation_error');
    }
    expect(await storedTables()).toHaveLength(1);
  });

  it('answers an unknown wedding with not_found', async () => {
    const response = await call('GET', '/tables/index', { wedding_id: 2_147_483_647 });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toBe('not_found');
  });
});
