import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { planElementTypeId } from '../../../contract/plan';
import { guests } from '../../../server/modules/guests/schema';
import { planElements } from '../../../server/modules/plan/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { usePlannerWorld } from '../../support/planner-world';
import { storedUnder } from '../../support/stored-files';

/**
 * Issue 23 item 2: a multipart body that is not the form its header announces (no boundary, a
 * boundary the body never uses, a part cut off) was a 500 on every upload route. It is a 400
 * `bad_request` in the API's shape, and nothing is stored: no staged file, no validated import,
 * no layout, no plan file.
 */
const world = usePlannerWorld();

const part = (boundary: string, name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
const filePart = (boundary: string, field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.csv"\r\nContent-Type: application/octet-stream\r\n\r\n`;
/** A form whose one field names the target and whose file holds 64 KB (more than one chunk). */
const form = (boundary: string, field: { name: string; value: string }, fileField: string) =>
  `${part(boundary, field.name)}${field.value}\r\n${filePart(boundary, fileField)}Name\r\n${'Ana\r\n'.repeat(16_384)}`;

const malformed: Record<string, (field: { name: string; value: string }, fileField: string) => { type: string; body: string }> = {
  'no boundary in the header': (field, fileField) => ({ type: 'multipart/form-data', body: `${form('x', field, fileField)}\r\n--x--\r\n` }),
  'an empty boundary': (field, fileField) => ({ type: 'multipart/form-data; boundary=', body: `${form('x', field, fileField)}\r\n--x--\r\n` }),
  'a boundary over 256 characters': (field, fileField) => {
    const long = 'b'.repeat(300);
    return { type: `multipart/form-data; boundary=${long}`, body: `${form(long, field, fileField)}\r\n--${long}--\r\n` };
  },
  'a boundary the body never uses': (field, fileField) => ({ type: 'multipart/form-data; boundary=y', body: `${form('x', field, fileField)}\r\n--x--\r\n` }),
  'the file part cut off': (field, fileField) => ({ type: 'multipart/form-data; boundary=x', body: form('x', field, fileField) }),
  'a part head cut off': (field) => ({ type: 'multipart/form-data; boundary=x', body: `${part('x', field.name)}${field.value}\r\n--x\r\nContent-Disp` }),
};

const incoming = () => storedUnder(world.server.db, '.incoming');
const storedImports = () => storedUnder(world.server.db, 'guest-imports');

async function expectRefused(url: string, upload: { type: string; body: string }) {
  const response = await world.server.inject({
    method: 'POST',
    url,
    headers: { cookie: world.cookie, 'content-type': upload.type },
    payload: upload.body,
  });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ error: { code: 'bad_request' } });
  expect(await incoming()).toEqual([]);
}

describe.each(Object.entries(malformed))('%s', (_name, upload) => {
  it('guests/import_validate: 400, no validated file, no guest', async () => {
    await expectRefused('/api/guests/import_validate', upload({ name: 'wedding_id', value: String(world.weddingId) }, 'file'));
    expect(await storedImports()).toEqual([]);
    const [{ total }] = (await world.server.db.select({ total: count() }).from(guests).where(eq(guests.weddingId, world.weddingId))) as [{ total: number }];
    expect(total).toBe(0);
  });

  it('weddings/upload_layout: 400, no layout', async () => {
    await expectRefused('/api/weddings/upload_layout', upload({ name: 'wedding_id', value: String(world.weddingId) }, 'layout'));
    const [wedding] = await world.server.db.select({ layout: weddings.layout }).from(weddings).where(eq(weddings.id, world.weddingId));
    expect(wedding!.layout).toBeNull();
  });

  it('plan_elements/update_value: 400, no file value', async () => {
    const post = (url: string, payload: object) => world.server.inject({ method: 'POST', url, headers: { cookie: world.cookie }, payload });
    const section = (await post('/api/plan_sections/create', { section: 'Documents', order: 0, person_id: world.plannerId })).json().data.id;
    const element = (await post('/api/plan_elements/create', { element: 'Contract', type_id: planElementTypeId('file'), section_id: section, order: 0 })).json()
      .data.id;
    await expectRefused('/api/plan_elements/update_value', upload({ name: 'id', value: String(element) }, 'value'));
    const [stored] = await world.server.db.select({ value: planElements.value }).from(planElements).where(eq(planElements.id, element));
    expect(stored!.value).toBeNull();
  });
});

/** Found while checking the shapes above: two more forms that @fastify/multipart refuses were a 500. */
describe('a form the multipart plugin refuses', () => {
  const wedding = () => `${part('x', 'wedding_id')}${world.weddingId}\r\n`;

  it('guests/import_validate: a field declared JSON that is not is a 400', async () => {
    const body = `${wedding()}${part('x', 'notes').replace('\r\n\r\n', '\r\nContent-Type: application/json\r\n\r\n')}{not json\r\n${filePart('x', 'file')}Name\r\nAna\r\n--x--\r\n`;
    await expectRefused('/api/guests/import_validate', { type: 'multipart/form-data; boundary=x', body });
    expect(await storedImports()).toEqual([]);
  });

  it('weddings/upload_layout: more parts than a form may have is a 400', async () => {
    const fields = Array.from({ length: 12 }, (_, index) => `${part('x', `field${index}`)}-\r\n`).join('');
    await expectRefused('/api/weddings/upload_layout', {
      type: 'multipart/form-data; boundary=x',
      body: `${wedding()}${fields}${filePart('x', 'layout')}-\r\n--x--\r\n`,
    });
  });
});
