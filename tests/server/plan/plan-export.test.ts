import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import readXlsxFile, { readSheet } from 'read-excel-file/node';
import { planElementTypeId } from '../../../contract/plan';
import { signedInPerson, weddingPayload } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';

/** Issue 8, item 12: the export names the wedding and writes times (and numbers) as the app shows them. */
let server: TestServer;
let cookie: string;
let weddingId: number;
const weddingName = 'Sofía & Mateo: la fiesta del año en Oaxaca';

beforeAll(async () => {
  server = await startTestServer();
  ({ cookie } = await signedInPerson(server, 'Planner', { credits: 1 }));
  const created = await call('POST', '/api/weddings/create', weddingPayload({ name: weddingName }));
  weddingId = created.json().data.id;
  const sectionId = (await call('POST', '/api/plan_sections/create', { section: 'Horario', order: 0, wedding_id: weddingId })).json().data.id;
  const element = async (element: string, type: Parameters<typeof planElementTypeId>[0], order: number, value: string, extra?: string) => {
    const { id } = (await call('POST', '/api/plan_elements/create', { element, type_id: planElementTypeId(type), section_id: sectionId, order })).json().data;
    const saved = await call('POST', '/api/plan_elements/update_value', { id, value, extra });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await element('Ceremonia', 'time', 100, '17:30');
  await element('Pista de baile', 'time_frame', 101, '21:00', '02:05');
  await element('Invitados por mesa', 'number', 102, '10.5');
});
afterAll(() => server.close());

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return server.inject({ method, url, headers: { cookie }, payload });
}

const exportOf = (language: 'en' | 'es', attach = 0) =>
  call('GET', `/api/plan_elements/export?wedding_id=${weddingId}&attach_files=${attach}&language=${language}`);

const rowOf = (rows: unknown[][], element: string) => rows.find((row) => row[1] === element)?.[3];

describe('plan export', () => {
  it('names the file and the sheet after the wedding', async () => {
    const response = await exportOf('en');
    expect(response.statusCode, response.body).toBe(200);
    // File systems refuse ':' in names; the wedding's own spelling is kept otherwise.
    const fileName = 'Plan - Sofía & Mateo la fiesta del año en Oaxaca.xlsx';
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    // Excel keeps sheet names to 31 characters without ':'.
    expect((await readXlsxFile(response.rawPayload)).map((sheet) => sheet.sheet)).toEqual(['Sofía & Mateo la fiesta del año']);

    const archive = await exportOf('en', 1);
    expect(archive.headers['content-disposition']).toContain(encodeURIComponent('Plan - Sofía & Mateo la fiesta del año en Oaxaca.zip'));
    expect(Object.keys(unzipSync(new Uint8Array(archive.rawPayload)))).toContain(fileName);
  });

  it('writes 12-hour times and numbers as the app shows them, in each language', async () => {
    const english = await readSheet((await exportOf('en')).rawPayload);
    expect(rowOf(english, 'Ceremonia')).toBe('5:30 PM');
    expect(rowOf(english, 'Pista de baile')).toBe('9:00 PM – 2:05 AM');
    expect(rowOf(english, 'Invitados por mesa')).toBe('10.5');

    const spanish = await readSheet((await exportOf('es')).rawPayload);
    expect(rowOf(spanish, 'Ceremonia')).toBe('5:30 p. m.');
    expect(rowOf(spanish, 'Pista de baile')).toBe('9:00 p. m. – 2:05 a. m.');
    expect(rowOf(spanish, 'Invitados por mesa')).toBe('10,5');
  });
});
