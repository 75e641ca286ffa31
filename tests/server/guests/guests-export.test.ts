import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { formatIdList, guestColumns, guestStatuses, recognizeColumn, recognizeStatus } from '../../../contract/guests';
import { locales } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';
import { createPerson } from '../../support/people';
import { seatGuest, tableOf } from './seats';
import { guests } from '../../../server/modules/guests/schema';
import { useGuestWorld, type Caller, type GuestWorld } from './guest-world';
import { validateUpload } from './import-upload';

let world: GuestWorld;
let weddingA: number;

const formulaLooking = ['=HYPERLINK("http://evil.example","click")', '+34 600 000 000', '-Minus', '@mention'];

useGuestWorld(async (started) => {
  world = started;
  weddingA = world.weddingA.id;
  const post = (url: string, payload: object) => world.call('owner', 'POST', `/api${url}`, payload);
  const family = (await post('/categories/create', { wedding_id: weddingA, name: 'Familia', color_r: 1, color_g: 2, color_b: 3 })).json().data.id;
  const bea = (
    await post('/guests/create', {
      wedding_id: weddingA,
      name: 'Beatriz Soto',
      companions: 2,
      category_id: family,
      status_id: 1,
      invitedBy_id: world.weddingA.spouseIds[1],
      phone: '555 0199',
      comments: 'Celiac',
    })
  ).json().data.id;
  await post('/guests/create', { wedding_id: weddingA, name: 'Álvaro Díaz', status_id: 2 });
  for (const name of formulaLooking) await post('/guests/create', { wedding_id: weddingA, name, comments: name });
  await seatGuest(world.server.db, weddingA, await tableOf(world.server.db, weddingA, 12), bea, 2);
  await seatGuest(world.server.db, weddingA, await tableOf(world.server.db, weddingA, 3), bea, 1);
});

const download = (url: string) => world.call('owner', 'GET', `/api${url}`);
const exportShown = (caller: Caller, payload: object) => world.call(caller, 'POST', '/api/guests/export', payload);

describe('export', () => {
  it('writes guests.xlsx with every column by default, the name first, in English, sorted by name', async () => {
    const response = await download(`/guests/export?wedding_id=${weddingA}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="guests.xlsx"');
    const rows = await readSheet(response.rawPayload, { trim: false });
    expect(rows[0]).toEqual(['Name', 'Companions', 'Status', 'Category', 'Table', 'Invited by', 'Phone', 'Comments']);
    const names = rows.slice(1).map((row) => String(row[0]));
    expect(names).toEqual([...formulaLooking, 'Álvaro Díaz', 'Beatriz Soto'].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Álvaro Díaz')).toBeLessThan(names.indexOf('Beatriz Soto'));
    expect(rows.find((row) => row[0] === 'Beatriz Soto')).toEqual(['Beatriz Soto', 2, 'Attending', 'Familia', '3, 12', 'Luis', '555 0199', 'Celiac']);
    expect(rows.find((row) => row[0] === 'Álvaro Díaz')).toEqual(['Álvaro Díaz', 0, 'Not attending', null, null, null, null, null]);
  });

  it('writes the chosen columns in Spanish, in the fixed order', async () => {
    const response = await download(`/guests/export?wedding_id=${weddingA}&columns=phone,status,name&language=es`);
    const rows = await readSheet(response.rawPayload, { trim: false });
    expect(rows[0]).toEqual(['Nombre', 'Estado', 'Teléfono']);
    expect(rows.find((row) => row[0] === 'Beatriz Soto')).toEqual(['Beatriz Soto', 'Asistirá', '555 0199']);
    expect(rows.find((row) => row[0] === '@mention')).toEqual(['@mention', 'Pendiente', null]);
  });

  it('keeps names that look like formulas as text: no formula in the sheet', async () => {
    const response = await download(`/guests/export?wedding_id=${weddingA}&columns=comments`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheetXml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/worksheets/'))
      .map(([, content]) => strFromU8(content))
      .join('');
    expect(sheetXml).not.toMatch(/<f[\s>]/);
    const rows = await readSheet(response.rawPayload, { trim: false });
    for (const name of formulaLooking) expect(rows.find((row) => row[0] === name)).toEqual([name, name]);
  });

  it('writes only the guests a filtered list shows, named in a body; one of another wedding refuses the call (issue 23 item 21, issue 28)', async () => {
    const index = await world.call('owner', 'GET', `/api/guests/index?wedding_id=${weddingA}`);
    const idOf = (name: string) => (index.json().data.guests as Array<{ id: number; name: string }>).find((guest) => guest.name === name)!.id;
    const other = await world.call('otherPlanner', 'POST', '/api/guests/create', { wedding_id: world.weddingB.id, name: 'Of wedding B' });
    expect(other.statusCode, other.body).toBe(200);
    const otherId: number = other.json().data.id;
    const shown = [idOf('Beatriz Soto'), idOf('@mention')];
    const refused = await exportShown('owner', { wedding_id: weddingA, columns: 'status', ids: [...shown, otherId] });
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'not_found']);
    const response = await exportShown('owner', { wedding_id: weddingA, columns: 'status', ids: shown });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="guests.xlsx"');
    const rows = await readSheet(response.rawPayload, { trim: false });
    expect(rows).toEqual([
      ['Name', 'Status'],
      ['@mention', 'Pending'],
      ['Beatriz Soto', 'Attending'],
    ]);
  });

  it('writes any selection: 5,000 scattered guests of 10,000, which as ranges in an address passed the 16 KB a request head may take', async () => {
    const weddingB = world.weddingB.id;
    const everyone = await world.server.db
      .insert(guests)
      .values(Array.from({ length: 10_000 }, (_, index) => ({ weddingId: weddingB, name: `Scattered ${String(index).padStart(5, '0')}`, statusId: 3 })))
      .returning({ id: guests.id, name: guests.name });
    const shown = everyone.filter((_, index) => index % 2 === 0);
    expect(formatIdList(shown.map((guest) => guest.id)).length).toBeGreaterThan(16 * 1024);
    const response = await exportShown('otherPlanner', { wedding_id: weddingB, columns: 'status', ids: shown.map((guest) => guest.id) });
    expect(response.statusCode, response.body).toBe(200);
    const names = (await readSheet(response.rawPayload)).slice(1).map((row) => row[0]);
    expect(names).toEqual(shown.map((guest) => guest.name));
  });

  it('imports back what it exported, in both languages', async () => {
    for (const language of locales) {
      const exported = await download(`/guests/export?wedding_id=${weddingA}&language=${language}`);
      const response = await validateUpload(world, 'owner', weddingA, { name: 'guests.xlsx', content: exported.rawPayload });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.columns).toEqual(['name', 'companions', 'status', 'category', 'table', 'invitedBy', 'phone', 'comments']);
      expect(data.duplicates.total).toBe(6);
    }
  });
});

describe('import template', () => {
  it('offers the headers and one example row in the caller’s language, and passes validation itself', async () => {
    const response = await download('/guests/import_template?language=es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('plantilla-invitados.xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows).toEqual([
      ['Nombre', 'Acompañantes', 'Categoría', 'Estado', 'Invitado por', 'Teléfono', 'Comentarios'],
      ['Ana García', 1, 'Amigos', 'Asistirá', null, '+52 55 1234 5678', 'Vegetariana'],
    ]);
    const validated = await validateUpload(world, 'owner', weddingA, { name: 'plantilla.xlsx', content: response.rawPayload });
    expect(validated.statusCode, validated.body).toBe(200);
    expect((await download('/guests/import_template')).headers['content-disposition']).toContain('guests-template.xlsx');
  });

  it('speaks the signed-in user’s language when the call names none', async () => {
    const spanish = await createPerson(world.server.db, { type: 'Planner', password: 'spanish-password', language: 'es' });
    const cookie = await world.server.signIn(spanish.email, 'spanish-password');
    const response = await world.server.inject({ method: 'GET', url: '/api/guests/import_template', headers: { cookie } });
    expect((await readSheet(response.rawPayload))[0]![0]).toBe('Nombre');
  });
});

describe('spreadsheet texts and import recognition stay in step', () => {
  it('recognises every header and status name the server writes, in both languages', () => {
    loadAllLocales();
    for (const locale of locales) {
      const t = i18nObject(locale).guestsExport;
      for (const column of guestColumns) expect(recognizeColumn(t.columns[column]()), `${locale} ${column}`).toBe(column);
      for (const status of guestStatuses) expect(recognizeStatus(t.statuses[status.key]()), `${locale} ${status.key}`).toBe(status.id);
    }
  });
});
