import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { count, eq, inArray } from 'drizzle-orm';
import { recoverAtStart } from '../../../server/maintenance';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { persons } from '../../../server/modules/users/schema';
import { Storage } from '../../../server/shared/storage';
import { backdateFile, isStored, plantFile, storedContent, storedPaths } from '../../support/stored-files';
import { useGuestWorld, type Caller, type GuestWorld } from './guest-world';
import { bareXlsx, csv, importHandle, validateUpload, xlsx } from './import-upload';

let world: GuestWorld;
let weddingA: number;
let ana: number;
let luis: number;

useGuestWorld(async (started) => {
  world = started;
  weddingA = world.weddingA.id;
  [ana, luis] = world.weddingA.spouseIds;
});

const guestCount = async (weddingId = weddingA) =>
  (await world.server.db.select({ total: count() }).from(guests).where(eq(guests.weddingId, weddingId)))[0]!.total;

async function validated(file: { name: string; content: Buffer }, caller: Caller = 'owner', weddingId = weddingA) {
  const response = await validateUpload(world, caller, weddingId, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Where a handle's file waits for its import (`.json`) or sits claimed by one (`.claimed`): in its owner's folder of the storage. */
async function handleFile(handle: string, state: '.json' | '.claimed') {
  const waiting = (await storedPaths(world.server.db)).find((path) => path.startsWith('guest-imports/') && path.endsWith(`/${handle}.json`))!;
  return `${waiting.slice(0, -'.json'.length)}${state}`;
}

async function refusal(file: { name: string; content: Buffer }) {
  const before = await guestCount();
  const response = await validateUpload(world, 'owner', weddingA, file);
  expect(response.statusCode, response.body).toBe(422);
  expect(await guestCount()).toBe(before);
  return response.json();
}

describe('a valid file', () => {
  it('imports an English .xlsx: statuses, spouses by first name in any case or accents, new categories once', async () => {
    const content = await xlsx([
      ['Name', 'Companions', 'Category', 'Status', 'Invited by', 'Phone', 'Comments', 'Shoe size'],
      ['Olivia Brown', 2, 'Friends', 'Attending', 'ana', '+1 555 0100', 'Vegetarian', 42],
      ['Noah Smith', null, 'FRIENDS', 'not attending', 'LUIS', null, null, null],
      [null, null, null, null, null, null, null, null],
      ['Mia Jones', 0, null, null, ' Ána López ', 5550101, null, null],
    ]);
    const data = await validated({ name: 'guests.xlsx', content });
    expect(data).toEqual({
      columns: ['name', 'companions', 'category', 'status', 'invitedBy', 'phone', 'comments'],
      ignored_columns: ['Shoe size'],
      rows: 3,
      validated_file_path: expect.stringMatching(/^[0-9a-f]{32}$/),
      new_categories: ['Friends'],
      new_categories_skipping_duplicates: ['Friends'],
      duplicates: { total: 0, rows: [] },
    });

    const response = await importHandle(world, 'owner', weddingA, data.validated_file_path);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer.skipped).toBe(0);
    expect(answer.categories).toEqual([{ id: expect.any(Number), wedding_id: weddingA, name: 'Friends', color_r: 233, color_g: 30, color_b: 99 }]);
    const friends = answer.categories[0].id;
    expect(answer.guests).toEqual([
      {
        id: expect.any(Number),
        wedding_id: weddingA,
        name: 'Olivia Brown',
        companions: 2,
        category_id: friends,
        status_id: 1,
        invitedBy_id: ana,
        phone: '+1 555 0100',
        comments: 'Vegetarian',
        tables: [],
        seats: 0,
      },
      expect.objectContaining({ name: 'Noah Smith', companions: 0, category_id: friends, status_id: 2, invitedBy_id: luis, phone: null }),
      expect.objectContaining({ name: 'Mia Jones', category_id: null, status_id: 3, invitedBy_id: ana, phone: '5550101' }),
    ]);
    const stored = await world.server.db
      .select()
      .from(guests)
      .where(
        inArray(
          guests.id,
          answer.guests.map((guest: { id: number }) => guest.id),
        ),
      );
    expect(stored).toHaveLength(3);
  });

  it('imports a Spanish CSV written by Excel: BOM, semicolons, CRLF, quotes, accents, headers in any case', async () => {
    const content = csv(
      [
        ' NOMBRE ;Acompañantes;categoría;ESTADO;Invitado por;Teléfono;Comentarios',
        'José Álvarez;1;Familia;Asistirá;Luis;55 1234 5678;"Llega tarde; después de la misa"',
        'Lucía Peña;0;familia;no asistira;;;"Dice ""gracias"""',
        'Ñoño Muñoz;;;Pendiente;;;',
      ],
      { bom: true },
    );
    const data = await validated({ name: 'invitados.csv', content });
    expect(data.columns).toEqual(['name', 'companions', 'category', 'status', 'invitedBy', 'phone', 'comments']);
    expect(data.rows).toBe(3);
    const answer = (await importHandle(world, 'owner', weddingA, data.validated_file_path)).json().data;
    expect(answer.categories.map((category: { name: string }) => category.name)).toEqual(['Familia']);
    expect(answer.guests.map((guest: Record<string, unknown>) => [guest.name, guest.companions, guest.status_id, guest.invitedBy_id, guest.comments])).toEqual([
      ['José Álvarez', 1, 1, luis, 'Llega tarde; después de la misa'],
      ['Lucía Peña', 0, 2, null, 'Dice "gracias"'],
      ['Ñoño Muñoz', 0, 3, null, null],
    ]);
  });

  it('reads a comma-separated CSV without BOM, with a quoted comma', async () => {
    const data = await validated({ name: 'guests.csv', content: csv(['name,comments', '"Smith, John","Table near the door, please"']) });
    const answer = (await importHandle(world, 'owner', weddingA, data.validated_file_path)).json().data;
    expect(answer.guests[0]).toMatchObject({ name: 'Smith, John', comments: 'Table near the door, please' });
  });

  it('uses the existing category whatever its case, and gives new ones unused catalogue colours', async () => {
    await world.call('owner', 'POST', '/api/categories/create', { wedding_id: weddingA, name: 'Work', color_r: 233, color_g: 30, color_b: 99 });
    const data = await validated({ name: 'g.csv', content: csv(['Name,Category', 'A,work', 'B,Neighbours', 'C,neighbours']) });
    expect(data.new_categories).toEqual(['Neighbours']);
    const answer = (await importHandle(world, 'owner', weddingA, data.validated_file_path)).json().data;
    expect(answer.categories).toHaveLength(1);
    expect([answer.categories[0].color_r, answer.categories[0].color_g, answer.categories[0].color_b]).not.toEqual([233, 30, 99]);
    const [work] = await world.server.db.select().from(guestCategories).where(eq(guestCategories.name, 'Work'));
    expect(answer.guests[0].category_id).toBe(work!.id);
    expect(answer.guests[1].category_id).toBe(answer.guests[2].category_id);
  });

  it('records a spouse’s imported guests as invited by that spouse', async () => {
    const data = await validated({ name: 'g.csv', content: csv(['Name,Invited by', 'Guest of Luis,Luis', 'Guest of nobody,']) }, 'spouse');
    const answer = (await importHandle(world, 'spouse', weddingA, data.validated_file_path)).json().data;
    expect(answer.guests.map((guest: { invitedBy_id: number }) => guest.invitedBy_id)).toEqual([ana, ana]);
  });
});

describe('rows that break the rules', () => {
  it('answers every error of each row with its sheet row number, and writes nothing', async () => {
    const content = await xlsx([
      ['Nombre', 'Acompañantes', 'Categoría', 'Estado', 'Invitado por', 'Teléfono', 'Comentarios'],
      ['Fine', 1, null, null, null, null, null],
      [null, 'dos', null, 'Maybe', 'Pedro', null, null],
      ['Too many', 101, 'c'.repeat(101), null, null, '1'.repeat(21), 'x'.repeat(501)],
      ['Negative', -1, null, null, null, null, null],
    ]);
    const body = await refusal({ name: 'guests.xlsx', content });
    expect(body.error.code).toBe('validation_error');
    expect(body.data).toEqual({
      columns: ['name', 'companions', 'category', 'status', 'invitedBy', 'phone', 'comments'],
      ignored_columns: [],
      rows: 4,
      more_rows: 0,
    });
    expect(body.validationErrors).toEqual([
      { row: 3, column: 'name', rule: 'required', value: '' },
      { row: 3, column: 'companions', rule: 'numeric', value: 'dos' },
      { row: 3, column: 'status', rule: 'unknownStatus', value: 'Maybe' },
      { row: 3, column: 'invitedBy', rule: 'unknownSpouse', value: 'Pedro' },
      { row: 4, column: 'companions', rule: 'max', value: '101', max: 100 },
      { row: 4, column: 'category', rule: 'maxLength', value: 'c'.repeat(50), max: 100 },
      { row: 4, column: 'phone', rule: 'maxLength', value: '1'.repeat(21), max: 20 },
      { row: 4, column: 'comments', rule: 'maxLength', value: 'x'.repeat(50), max: 500 },
      { row: 5, column: 'companions', rule: 'min', value: '-1' },
    ]);
  });

  it('lists the first 50 rows with errors and counts the rest', async () => {
    const lines = ['Name,Companions', ...Array.from({ length: 60 }, (_, index) => `Guest ${index},many`)];
    const body = await refusal({ name: 'g.csv', content: csv(lines) });
    expect(new Set(body.validationErrors.map((error: { row: number }) => error.row)).size).toBe(50);
    expect(body.data).toMatchObject({ rows: 60, more_rows: 10 });
  });

  it('asks for the full name when both spouses share a first name', async () => {
    await world.server.db
      .update(persons)
      .set({ firstName: 'Alex' })
      .where(inArray(persons.id, [ana, luis]));
    try {
      const body = await refusal({ name: 'g.csv', content: csv(['Name,Invited by', 'X,alex']) });
      expect(body.validationErrors).toEqual([{ row: 2, column: 'invitedBy', rule: 'ambiguousSpouse', value: 'alex' }]);
      const [spouse] = await world.server.db.select().from(persons).where(eq(persons.id, luis));
      const data = await validated({ name: 'g.csv', content: csv(['Name,Invited by', `X,alex ${spouse!.lastName}`]) });
      expect(data.rows).toBe(1);
    } finally {
      await world.server.db.update(persons).set({ firstName: 'Ana' }).where(eq(persons.id, ana));
      await world.server.db.update(persons).set({ firstName: 'Luis' }).where(eq(persons.id, luis));
    }
  });
});

describe('files that cannot be imported', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const cases: Array<[string, string, () => Promise<{ name: string; content: Buffer }> | { name: string; content: Buffer }]> = [
    ['a PNG renamed .xlsx', 'invalid_import_file', () => ({ name: 'guests.xlsx', content: png })],
    ['a PNG renamed .csv', 'invalid_import_file', () => ({ name: 'guests.csv', content: png })],
    ['text renamed .xlsx', 'invalid_import_file', () => ({ name: 'guests.xlsx', content: Buffer.from('Name\nAna\n') })],
    ['an .xlsx renamed .csv', 'invalid_import_file', async () => ({ name: 'guests.csv', content: await xlsx([['Name'], ['Ana']]) })],
    ['a zip that is no spreadsheet', 'invalid_import_file', () => ({ name: 'guests.xlsx', content: Buffer.from(zipSync({ 'a.txt': Buffer.from('hello') })) })],
    ['a CSV in Latin-1', 'invalid_import_file', () => ({ name: 'guests.csv', content: Buffer.from('Name\nJos\xe9\n', 'latin1') })],
    // Issue 23 item 19: an empty CSV answered no_name_column and an empty .xlsx invalid_import_file.
    ['an empty .csv', 'import_file_empty', () => ({ name: 'guests.csv', content: Buffer.alloc(0) })],
    ['an empty .xlsx', 'import_file_empty', () => ({ name: 'guests.xlsx', content: Buffer.alloc(0) })],
    ['a CSV of blank lines and separators', 'import_file_empty', () => ({ name: 'guests.csv', content: csv(['', ';;', ' ; ', '']) })],
    ['an .xlsx whose sheet holds nothing', 'import_file_empty', async () => ({ name: 'guests.xlsx', content: await xlsx([[null, null]]) })],
    ['a file without a name column', 'no_name_column', () => ({ name: 'guests.csv', content: csv(['Guest list,Phone', 'Ana,1']) })],
    ['headers below the first row', 'no_name_column', () => ({ name: 'guests.csv', content: csv(['', 'Name', 'Ana']) })],
    ['headers and no guests', 'import_empty', () => ({ name: 'guests.csv', content: csv(['Name,Phone', ',', '']) })],
    [
      '5 MB and one byte',
      'import_file_too_large',
      () => ({ name: 'guests.csv', content: Buffer.concat([csv(['Name']), Buffer.alloc(5 * 1024 * 1024 + 1 - 6, 0x41)]) }),
    ],
    [
      '10,001 guests',
      'import_too_many_rows',
      () => ({ name: 'guests.csv', content: csv(['Name', ...Array.from({ length: 10_001 }, (_, index) => `Guest ${index}`)]) }),
    ],
    ['10,001 guests in an .xlsx', 'import_too_many_rows', () => ({ name: 'guests.xlsx', content: bareXlsx(10_001) })],
    [
      'a CSV of 100,001 rows of separators',
      'import_too_many_rows',
      () => ({ name: 'guests.csv', content: csv(['Name', ...Array<string>(100_000).fill(';')]) }),
    ],
    [
      'an .xlsx whose sheet inflates past 64 MB',
      'invalid_import_file',
      () => ({ name: 'guests.xlsx', content: bareXlsx(3, { paddingBytes: 65 * 1024 * 1024 }) }),
    ],
    [
      'an .xlsx with a value 300 rows down in its last column',
      'invalid_import_file',
      () => ({ name: 'guests.xlsx', content: bareXlsx(3, { lastRows: '<row r="300"><c r="XFD300" t="inlineStr"><is><t>x</t></is></c></row>' }) }),
    ],
  ];

  it.each(cases)('%s → %s', async (_name, code, file) => {
    const body = await refusal(await file());
    expect(body.error.code).toBe(code);
  });

  it('accepts exactly 10,000 guests, blank rows and rows of separators among them', async () => {
    const names = Array.from({ length: 10_000 }, (_, index) => `Guest ${index}`);
    const data = await validated({ name: 'guests.csv', content: csv(['Name', ...names.slice(0, 5), '', ',', ...names.slice(5)]) });
    expect(data.rows).toBe(10_000);
    expect((await validated({ name: 'guests.xlsx', content: bareXlsx(10_000) })).rows).toBe(10_000);
  });

  it('names each row by its place in the sheet, blank lines and rows and a cell of two lines counted as a spreadsheet counts them', async () => {
    const lines = ['Name,Companions', '', 'Ana,one', ',', '"Luis, ""the second""",2', '"Two', 'lines",x'];
    const body = await refusal({ name: 'g.csv', content: csv(lines) });
    expect(body.validationErrors.map((error: { row: number }) => error.row)).toEqual([3, 6]);
  });

  it('needs the file and a wedding', async () => {
    const noFile = await world.server.inject({
      method: 'POST',
      url: '/api/guests/import_validate',
      headers: { cookie: world.cookies.owner!, 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="wedding_id"\r\n\r\n${weddingA}\r\n--x--\r\n`,
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().validationErrors).toEqual({ file: ['required'] });
    const noWedding = await validateUpload(world, 'owner', 0, { name: 'g.csv', content: csv(['Name', 'A']) });
    expect(noWedding.json().validationErrors.wedding_id).toBeDefined();
  });

  it('takes one file, not two', async () => {
    const file = (name: string) => `--x\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\nName\nAna\r\n`;
    const response = await world.server.inject({
      method: 'POST',
      url: '/api/guests/import_validate',
      headers: { cookie: world.cookies.owner!, 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="wedding_id"\r\n\r\n${weddingA}\r\n${file('a.csv')}${file('b.csv')}--x--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().validationErrors).toEqual({ file: ['invalid'] });
  });

  it('refuses a JSON body', async () => {
    const response = await world.call('owner', 'POST', '/api/guests/import_validate', { wedding_id: weddingA });
    expect(response.statusCode).toBe(415);
  });
});

describe('the handle', () => {
  const file = () => ({ name: 'g.csv', content: csv(['Name', 'Handle guest']) });
  const expectExpired = async (response: Awaited<ReturnType<typeof importHandle>>) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe('import_expired');
  };

  it('is single use', async () => {
    const { validated_file_path: handle } = await validated(file());
    expect((await importHandle(world, 'owner', weddingA, handle)).statusCode).toBe(200);
    await expectExpired(await importHandle(world, 'owner', weddingA, handle));
  });

  it('two imports racing with one handle: one wins, nothing is imported twice', async () => {
    const { validated_file_path: handle } = await validated(file());
    const before = await guestCount();
    const answers = await Promise.all([importHandle(world, 'owner', weddingA, handle), importHandle(world, 'owner', weddingA, handle)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await guestCount()).toBe(before + 1);
  });

  it('belongs to its wedding and its user', async () => {
    const { validated_file_path: ofAdmin } = await validated(file(), 'admin');
    await expectExpired(await importHandle(world, 'admin', world.weddingB.id, ofAdmin));
    await expectExpired(await importHandle(world, 'owner', weddingA, ofAdmin));
    expect((await importHandle(world, 'admin', weddingA, ofAdmin)).statusCode).toBe(200);
  });

  it('expires after 30 minutes, and expired handles are swept', async () => {
    const { validated_file_path: handle } = await validated(file());
    const past = new Date(Date.now() - 31 * 60_000);
    await backdateFile(world.server.db, await handleFile(handle, '.json'), past);
    await expectExpired(await importHandle(world, 'owner', weddingA, handle));

    const { validated_file_path: stale } = await validated(file());
    const staleFile = await handleFile(stale, '.json');
    await backdateFile(world.server.db, staleFile, past);
    await validated(file());
    expect(await isStored(world.server.db, staleFile)).toBe(false);
  });

  describe('after a crash (issue 23 item 5)', () => {
    const restart = () => recoverAtStart(world.server.db, world.server.config, { alone: true });

    it('a claim whose import never committed is given back at start, and the file imports without a new upload', async () => {
      const { validated_file_path: handle } = await validated(file());
      // Claimed, then the process died before the import's transaction committed.
      await new Storage(world.server.db).move(await handleFile(handle, '.json'), await handleFile(handle, '.claimed'));
      await expectExpired(await importHandle(world, 'owner', weddingA, handle));

      expect((await restart()).released).toEqual([handle]);
      const before = await guestCount();
      expect((await importHandle(world, 'owner', weddingA, handle)).statusCode).toBe(200);
      expect(await guestCount()).toBe(before + 1);
    });

    it('a claim whose import committed is removed at start, and the handle stays spent', async () => {
      const { validated_file_path: handle } = await validated(file());
      const [waiting, claimed] = [await handleFile(handle, '.json'), await handleFile(handle, '.claimed')];
      const content = await storedContent(world.server.db, waiting);
      expect((await importHandle(world, 'owner', weddingA, handle)).statusCode).toBe(200);
      // The import committed; the process died before it removed its claimed file.
      await plantFile(world.server.db, claimed, content);
      const before = await guestCount();

      expect((await restart()).removed).toEqual([handle]);
      expect([await isStored(world.server.db, waiting), await isStored(world.server.db, claimed)]).toEqual([false, false]);
      await expectExpired(await importHandle(world, 'owner', weddingA, handle));
      expect(await guestCount()).toBe(before);
    });

    it('a handle already imported is refused even when its file is back, as another server’s start may have put it', async () => {
      const { validated_file_path: handle } = await validated(file());
      const waiting = await handleFile(handle, '.json');
      const content = await storedContent(world.server.db, waiting);
      expect((await importHandle(world, 'owner', weddingA, handle)).statusCode).toBe(200);
      await plantFile(world.server.db, waiting, content);
      const before = await guestCount();

      await expectExpired(await importHandle(world, 'owner', weddingA, handle));
      expect(await guestCount()).toBe(before);
      expect(await isStored(world.server.db, waiting)).toBe(false);
    });
  });

  it('is a server-made name, never a path', async () => {
    const response = await importHandle(world, 'owner', weddingA, '../../../../etc/passwd');
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toEqual({ validated_file_path: ['invalid'] });
  });

  it('is checked again at import: rows that no longer pass write nothing, and the handle can be tried again', async () => {
    const { validated_file_path: handle } = await validated({ name: 'g.csv', content: csv(['Name,Invited by', 'Recheck guest,Luis']) });
    await world.server.db.update(persons).set({ firstName: 'Lucas' }).where(eq(persons.id, luis));
    const before = await guestCount();
    const refused = await importHandle(world, 'owner', weddingA, handle);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validationErrors).toEqual([{ row: 2, column: 'invitedBy', rule: 'unknownSpouse', value: 'Luis' }]);
    expect(await guestCount()).toBe(before);
    await world.server.db.update(persons).set({ firstName: 'Luis' }).where(eq(persons.id, luis));
    expect((await importHandle(world, 'owner', weddingA, handle)).statusCode).toBe(200);
  });
});

describe('duplicates', () => {
  it('lists rows that match a guest already in the wedding, and skips or keeps them', async () => {
    const existing = (await world.call('owner', 'POST', '/api/guests/create', { wedding_id: weddingA, name: 'Inés  de la Fuente' })).json().data.id;
    const content = csv(['Name', 'ines de la  FUENTE', 'Brand new guest']);
    const data = await validated({ name: 'g.csv', content });
    expect(data.duplicates).toEqual({ total: 1, rows: [{ row: 2, name: 'ines de la  FUENTE', guest_id: existing }] });

    const skipped = (await importHandle(world, 'owner', weddingA, data.validated_file_path, true)).json().data;
    expect(skipped.skipped).toBe(1);
    expect(skipped.guests.map((guest: { name: string }) => guest.name)).toEqual(['Brand new guest']);

    const again = await validated({ name: 'g.csv', content });
    expect(again.duplicates.total).toBe(2);
    const kept = (await importHandle(world, 'owner', weddingA, again.validated_file_path, false)).json().data;
    expect(kept.guests).toHaveLength(2);
  });

  it('names the categories only a duplicate needs apart, as skipping them creates none (issue 23 item 19)', async () => {
    await world.call('owner', 'POST', '/api/guests/create', { wedding_id: weddingA, name: 'Ramón Gil' });
    const content = csv(['Name,Category', 'Ramón Gil,Old friends', 'Sara Vidal,Cousins']);
    const data = await validated({ name: 'g.csv', content });
    expect(data).toMatchObject({ new_categories: ['Old friends', 'Cousins'], new_categories_skipping_duplicates: ['Cousins'] });
    const skipped = (await importHandle(world, 'owner', weddingA, data.validated_file_path, true)).json().data;
    expect(skipped.categories.map((category: { name: string }) => category.name)).toEqual(['Cousins']);
  });
});
