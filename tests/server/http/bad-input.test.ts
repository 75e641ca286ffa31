import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { authEndpoints } from '../../../contract/auth';
import { checklistEndpoints } from '../../../contract/checklist';
import { creditsEndpoints } from '../../../contract/credits';
import { permissionsEndpoints } from '../../../contract/permission-grants';
import type { Endpoint } from '../../../contract/endpoint';
import { planElementTypeId, planEndpoints } from '../../../contract/plan';
import { usersEndpoints } from '../../../contract/users';
import { weddingsEndpoints } from '../../../contract/weddings';
import { persons } from '../../../server/modules/users/schema';
import { plannerWithWedding } from '../../support/fixtures';
import { multipart } from '../../support/multipart';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

/**
 * Issue 8 item 6: a NUL character in any text and ids of 2^31 and more, sent to every route,
 * are a 4xx in the documented shape, never a 500; so are rows named that do not exist.
 */
let server: TestServer;
let cookie: string;
let adminCookie: string;
let plannerId: number;
let weddingId: number;

beforeAll(async () => {
  server = await startTestServer();
  let planner;
  ({ planner, cookie, weddingId } = await plannerWithWedding(server));
  plannerId = planner.id;
  adminCookie = await server.signIn(adminLogin.email, adminLogin.password);
});
afterAll(() => server.close());

const endpoints: Endpoint[] = [
  authEndpoints,
  usersEndpoints,
  weddingsEndpoints,
  creditsEndpoints,
  planEndpoints,
  checklistEndpoints,
  permissionsEndpoints,
].flatMap((group) => Object.values(group));
const tooBig = 2_147_483_648;
const fieldsOf = (endpoint: Endpoint) => Object.keys((endpoint.input as unknown as z.ZodObject).shape ?? {});
const isIdField = (field: string) => field === 'id' || field.endsWith('_id');

/** Who sends each call: a planner, or an Administrator where only one may call (others are refused before their input is read). */
const callerOf = (endpoint: Endpoint) => (endpoint === creditsEndpoints.addCredits ? adminCookie : cookie);

function request(endpoint: Endpoint, input: Record<string, unknown>): InjectOptions {
  const url = `/api${endpoint.path}`;
  const cookie = callerOf(endpoint);
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]));
    return { method: endpoint.method, url: `${url}?${query}`, headers: { cookie } };
  }
  return { method: endpoint.method, url, headers: { cookie }, payload: input };
}

async function expectRefused(options: InjectOptions) {
  const response = await server.inject(options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(500);
  expect(response.json().error.code).toEqual(expect.any(String));
  return response;
}

describe('every route', () => {
  it.each(endpoints.filter((endpoint) => fieldsOf(endpoint).length > 0).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses NUL in each field and ids of 2^31',
    async (_name, endpoint) => {
      for (const field of fieldsOf(endpoint)) {
        const refused = await expectRefused(request(endpoint, { [field]: 'a\u0000b' }));
        expect(refused.statusCode).toBe(422);
      }
      const ids = fieldsOf(endpoint).filter(isIdField);
      if (ids.length > 0) await expectRefused(request(endpoint, Object.fromEntries(ids.map((field) => [field, tooBig]))));
    },
  );

  it('the upload, the export and the file download refuse them too', async () => {
    const upload = (fields: Record<string, string>, name = 'a.pdf') => {
      const body = multipart(fields, { name, content: Buffer.from('x') });
      return { method: 'POST' as const, url: '/api/plan_elements/update_value', headers: { cookie, ...body.headers }, payload: body.payload };
    };
    await expectRefused(upload({ id: String(tooBig) }));
    await expectRefused(upload({ id: 'a\u0000b' }));
    await expectRefused({ method: 'GET', url: `/api/plan_elements/export?wedding_id=${tooBig}`, headers: { cookie } });
    await expectRefused({ method: 'GET', url: `/api/plan_elements/export?wedding_id=${weddingId}&language=e%00s`, headers: { cookie } });
    await expectRefused({ method: 'GET', url: `/api/plan_elements/get_file?element_id=${tooBig}`, headers: { cookie } });
  });
});

describe('the cases the issue names', () => {
  it('get_customization?host=a%00b and weddings/show?id=2147483648 are 422', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/get_customization?host=a%00b' })).statusCode).toBe(422);
    const show = await server.inject({ method: 'GET', url: `/api/weddings/show?id=${tooBig}`, headers: { cookie } });
    expect(show.statusCode).toBe(422);
    expect(show.json().validationErrors).toEqual({ id: ['max'] });
  });

  it('a section name with NUL, otherwise valid, is refused', async () => {
    const section = await server.inject({
      method: 'POST',
      url: '/api/plan_sections/create',
      headers: { cookie },
      payload: { section: 'Cere\u0000mony', order: 0, wedding_id: weddingId },
    });
    expect(section.statusCode).toBe(422);
    expect(section.json().validationErrors).toEqual({ section: ['invalid'] });
  });

  it('a checklist category_id of 2^31 is refused', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/checklist/create',
      headers: { cookie },
      payload: { text: 'Book the band', time: 2, time_unit: 'months', category_id: tooBig, wedding_id: weddingId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toEqual({ category_id: ['max'] });
  });

  it('an unknown customization_id (a foreign key the database refuses) is a 422 naming the field, and creates nobody', async () => {
    const email = 'with-unknown-brand@test.local';
    const response = await server.inject({
      method: 'POST',
      url: '/api/persons/create',
      headers: { cookie },
      payload: { first_name: 'Ana', last_name: 'Ruiz', type_id: 4, email, gender: 2, customization_id: 987654 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { code: 'form_validation_error' }, validationErrors: { customization_id: ['invalid'] } });
    expect(await server.db.select().from(persons).where(eq(persons.email, email))).toEqual([]);
  });

  it("a dropdown update naming another element's options is refused, and both dropdowns keep their options", async () => {
    const sectionId = (
      await server.inject({
        method: 'POST',
        url: '/api/plan_sections/create',
        headers: { cookie },
        payload: { section: 'Flowers', order: 0, person_id: plannerId },
      })
    ).json().data.id;
    const dropdown = (options: string[]) =>
      server.inject({
        method: 'POST',
        url: '/api/plan_elements/create',
        headers: { cookie },
        payload: { element: 'Colour', type_id: planElementTypeId('dropdown'), section_id: sectionId, order: 0, options },
      });
    const mine = (await dropdown(['Red', 'White'])).json().data;
    const theirs = (await dropdown(['Blue'])).json().data;
    const response = await server.inject({
      method: 'PUT',
      url: '/api/plan_elements/update',
      headers: { cookie },
      payload: { id: mine.id, element: 'Colour', type_id: planElementTypeId('dropdown'), options: [{ id: theirs.option_ids[0], option: 'Blue!' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toEqual({ options: ['invalid'] });
    const { options } = (await server.inject({ method: 'GET', url: `/api/plan_elements/index?person_id=${plannerId}`, headers: { cookie } })).json().data;
    expect(options.map((option: { option: string }) => option.option).sort()).toEqual(['Blue', 'Red', 'White']);
  });
});
