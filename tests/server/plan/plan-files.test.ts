import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { planElementTypeId } from '../../../contract/plan';
import { planElements } from '../../../server/modules/plan/schema';
import { multipart } from '../../support/multipart';
import { isStored } from '../../support/stored-files';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let planner: Awaited<ReturnType<typeof createPerson>>;
let cookie: string;
let fileElement: number;
let dateElement: number;

beforeAll(async () => {
  server = await startTestServer();
  planner = await createPerson(server.db, { type: 'Planner', password: 'planner-password' });
  cookie = await server.signIn(planner.email, 'planner-password');
  const sectionId = (await post('/api/plan_sections/create', { section: 'Documents', order: 0, person_id: planner.id })).json().data.id;
  fileElement = (await post('/api/plan_elements/create', { element: 'Contract', type_id: planElementTypeId('file'), section_id: sectionId, order: 0 })).json()
    .data.id;
  dateElement = (
    await post('/api/plan_elements/create', { element: 'Signing day', type_id: planElementTypeId('date'), section_id: sectionId, order: 1 })
  ).json().data.id;
  await post('/api/plan_elements/update_value', { id: dateElement, value: '2027-03-09' });
});
afterAll(() => server.close());

function post(url: string, payload: object) {
  return server.inject({ method: 'POST', url, headers: { cookie }, payload });
}

const upload = (id: number, name: string, content: Buffer) => {
  const body = multipart({ id: String(id) }, { name, content });
  return server.inject({ method: 'POST', url: '/api/plan_elements/update_value', headers: { cookie, ...body.headers }, payload: body.payload });
};

describe('plan files', () => {
  it('uploads a file, stores it under a server-made name and downloads it back with its name', async () => {
    const content = Buffer.from('%PDF-1.4 the venue contract');
    const response = await upload(fileElement, 'Contrato salón.pdf', content);
    expect(response.statusCode, response.body).toBe(200);
    const { file_path } = response.json().data;
    expect(file_path).not.toContain('Contrato');
    expect(await isStored(server.db, file_path)).toBe(true);

    const download = await server.inject({ method: 'GET', url: `/api/plan_elements/get_file?element_id=${fileElement}`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Contrato%20sal%C3%B3n.pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file of 10 MB + 1 byte and keeps the previous one', async () => {
    const [before] = await server.db.select().from(planElements).where(eq(planElements.id, fileElement));
    const response = await upload(fileElement, 'huge.bin', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('file_too_large');
    const [after] = await server.db.select().from(planElements).where(eq(planElements.id, fileElement));
    expect(after!.extra).toBe(before!.extra);
  });

  it('accepts exactly 10 MB', async () => {
    expect((await upload(fileElement, 'exact.bin', Buffer.alloc(10 * 1024 * 1024))).statusCode).toBe(200);
    await upload(fileElement, 'Contrato salón.pdf', Buffer.from('%PDF-1.4 the venue contract'));
  });

  it('refuses a file for an element that is not of type file, and anyone else', async () => {
    expect((await upload(dateElement, 'a.txt', Buffer.from('x'))).statusCode).toBe(422);
    const other = await createPerson(server.db, { type: 'Planner', password: 'other-password' });
    const otherCookie = await server.signIn(other.email, 'other-password');
    const body = multipart({ id: String(fileElement) }, { name: 'evil.txt', content: Buffer.from('x') });
    const response = await server.inject({
      method: 'POST',
      url: '/api/plan_elements/update_value',
      headers: { cookie: otherCookie, ...body.headers },
      payload: body.payload,
    });
    // Another's plan answers as one nobody has (issue 28).
    expect(response.statusCode).toBe(422);
    expect(
      (await server.inject({ method: 'GET', url: `/api/plan_elements/get_file?element_id=${fileElement}`, headers: { cookie: otherCookie } })).statusCode,
    ).toBe(422);
  });

  it('exports plan.xlsx in the requested language, readable by read-excel-file', async () => {
    const response = await server.inject({
      method: 'GET',
      url: `/api/plan_elements/export?person_id=${planner.id}&attach_files=0&language=es`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('plan.xlsx');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(['Sección', 'Elemento', 'Tipo', 'Valor']);
    expect(rows).toContainEqual(['Documents', 'Signing day', 'Fecha', '09/03/2027']);
    expect(rows).toContainEqual(['Documents', 'Contract', 'Archivo', 'Contrato salón.pdf']);
  });

  it('exports plan.zip with the spreadsheet and the files', async () => {
    const response = await server.inject({
      method: 'GET',
      url: `/api/plan_elements/export?person_id=${planner.id}&attach_files=1&language=en`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('plan.zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['files/Documents/Contrato salón.pdf', 'plan.xlsx']);
    expect(Buffer.from(entries['files/Documents/Contrato salón.pdf']!).toString()).toBe('%PDF-1.4 the venue contract');
  });
});
