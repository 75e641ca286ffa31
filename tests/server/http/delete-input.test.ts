import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { checklistEndpoints } from '../../../contract/checklist';
import { creditRequestEndpoints, creditsEndpoints } from '../../../contract/credits';
import type { Endpoint } from '../../../contract/endpoint';
import { guestEndpoints } from '../../../contract/guests';
import { permissionsEndpoints } from '../../../contract/permission-grants';
import { actionId, moduleId } from '../../../contract/permissions';
import { planEndpoints } from '../../../contract/plan';
import { seatingEndpoints } from '../../../contract/seating';
import { tablesEndpoints, tableTypesEndpoints } from '../../../contract/tables';
import { usersEndpoints } from '../../../contract/users';
import { weddingUsersEndpoints } from '../../../contract/wedding-users';
import { weddingsEndpoints } from '../../../contract/weddings';
import { authEndpoints } from '../../../contract/auth';
import { weddingPayload } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { usePlannerWorld } from '../../support/planner-world';

/**
 * Issue 23 item 8b: a DELETE takes its input from its query (as the SPA sends it) or from a JSON
 * body (as the spec writes several of them), one rule in route() for every DELETE; never from
 * both at once. Each DELETE of every contract is called both ways on a row made for it, and
 * must delete it: the same call made again no longer finds it.
 */
const world = usePlannerWorld(20);

async function post(path: string, payload: Record<string, unknown>): Promise<{ id: number }> {
  const response = await world.server.inject({ method: 'POST', url: `/api${path}`, headers: { cookie: world.cookie }, payload });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json().data;
}

let sequence = 0;
const next = () => ++sequence;

const tableType = () => post('/table_types/create', { wedding_id: world.weddingId, name: `Type ${next()}`, shape: 'round', width: 45, height: 45 });
const table = async () => post('/tables/create', { wedding_id: world.weddingId, table_type: (await tableType()).id, number: next(), seats: 8, x: 0.5, y: 0.5 });
const section = () => post('/plan_sections/create', { wedding_id: world.weddingId, section: `Section ${next()}`, order: 1 });

/** For each DELETE of the contracts: the input that deletes a row made for it. */
const deletions: Record<string, () => Promise<Record<string, unknown>>> = {
  [guestEndpoints.destroy.path]: async () => ({ id: (await post('/guests/create', { wedding_id: world.weddingId, name: `Guest ${next()}` })).id }),
  [guestEndpoints.massDestroy.path]: async () => {
    const guests = [
      await post('/guests/create', { wedding_id: world.weddingId, name: `Guest ${next()}` }),
      await post('/guests/create', { wedding_id: world.weddingId, name: 'Twin' }),
    ];
    return { wedding_id: world.weddingId, ids: guests.map((guest) => guest.id).join(',') };
  },
  [guestEndpoints.destroyCategory.path]: async () => ({
    id: (await post('/categories/create', { wedding_id: world.weddingId, name: `Category ${next()}`, color_r: 1, color_g: 2, color_b: 3 })).id,
  }),
  [tablesEndpoints.destroy.path]: async () => ({ wedding_id: world.weddingId, id: (await table()).id }),
  [tablesEndpoints.massDestroy.path]: async () => ({ wedding_id: world.weddingId, ids: `${(await table()).id},${(await table()).id}` }),
  [tableTypesEndpoints.destroy.path]: async () => ({ wedding_id: world.weddingId, id: (await tableType()).id }),
  [seatingEndpoints.destroy.path]: async () => {
    const [seated, guest] = [(await table()).id, (await post('/guests/create', { wedding_id: world.weddingId, name: `Guest ${next()}` })).id];
    await post('/tables_guests/massCreate', { wedding_id: world.weddingId, table_id: seated, guests: [{ id: guest, qty: 1 }] });
    return { wedding_id: world.weddingId, table_id: seated, guest_id: guest, qty: 1 };
  },
  [planEndpoints.deleteSection.path]: async () => ({ id: (await section()).id }),
  [planEndpoints.deleteElement.path]: async () => ({
    id: (await post('/plan_elements/create', { element: `Element ${next()}`, type_id: 1, section_id: (await section()).id, order: 1 })).id,
  }),
  [checklistEndpoints.destroy.path]: async () => ({
    id: (await post('/checklist/create', { wedding_id: world.weddingId, text: `Task ${next()}`, time: 3, time_unit: 'months' })).id,
  }),
  [weddingsEndpoints.destroy.path]: async () => ({ id: (await post('/weddings/create', weddingPayload())).id }),
  [usersEndpoints.destroy.path]: async () => ({ id: (await createPerson(world.server.db, { type: 'Helper', plannerId: world.plannerId })).id }),
  [weddingUsersEndpoints.remove.path]: async () => {
    const helper = await createPerson(world.server.db, { type: 'Helper', plannerId: world.plannerId });
    await post('/permissions/add_user', { wedding_id: world.weddingId, user_id: helper.id });
    return { wedding_id: world.weddingId, user_id: helper.id };
  },
  [permissionsEndpoints.removeModule.path]: async () => {
    const helper = await createPerson(world.server.db, { type: 'Helper', plannerId: world.plannerId });
    await post('/permissions/add_user', { wedding_id: world.weddingId, user_id: helper.id });
    return { id: (await post('/permissions/add_module_permission', { wedding_id: world.weddingId, user_id: helper.id, module_id: moduleId('BUDGET') })).id };
  },
  [permissionsEndpoints.removeAction.path]: async () => {
    const helper = await createPerson(world.server.db, { type: 'Helper', plannerId: world.plannerId });
    await post('/permissions/add_user', { wedding_id: world.weddingId, user_id: helper.id });
    return {
      id: (await post('/permissions/add_action_permission', { wedding_id: world.weddingId, user_id: helper.id, action_id: actionId('GUESTS', 'ADD') })).id,
    };
  },
};

const contracts = [
  authEndpoints,
  usersEndpoints,
  weddingsEndpoints,
  weddingUsersEndpoints,
  permissionsEndpoints,
  creditsEndpoints,
  creditRequestEndpoints,
  planEndpoints,
  checklistEndpoints,
  guestEndpoints,
  tablesEndpoints,
  tableTypesEndpoints,
  seatingEndpoints,
];
const deletes = contracts.flatMap((group): Endpoint[] => Object.values(group)).filter((endpoint) => endpoint.method === 'DELETE');

const asQuery = (path: string, input: Record<string, unknown>): InjectOptions => ({
  method: 'DELETE',
  url: `/api${path}?${new URLSearchParams(Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]))}`,
  headers: { cookie: world.cookie },
});
/** As the spec writes it: the fields in a JSON body, ids as numbers and id lists as arrays. */
const asBody = (path: string, input: Record<string, unknown>): InjectOptions => ({
  method: 'DELETE',
  url: `/api${path}`,
  headers: { cookie: world.cookie },
  payload: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.split(',').map(Number) : value])),
});

describe('DELETE input', () => {
  it('has a case below for every DELETE of the contracts', () => {
    expect(Object.keys(deletions).sort()).toEqual(deletes.map((endpoint) => endpoint.path).sort());
  });

  it.each(deletes.flatMap((endpoint) => [[endpoint.path, 'query', asQuery] as const, [endpoint.path, 'JSON body', asBody] as const]))(
    '%s deletes with its input in the %s',
    async (path, _, requestOf) => {
      const request = requestOf(path, await deletions[path]!());
      const response = await world.server.inject(request);
      expect(response.statusCode, response.body).toBe(200);
      const again = await world.server.inject(request);
      expect(again.statusCode, again.body).not.toBe(200);
    },
  );

  it('refuses a DELETE with both a query and a JSON body, and deletes nothing', async () => {
    const mine = await deletions[guestEndpoints.destroyCategory.path]!();
    const other = await deletions[guestEndpoints.destroyCategory.path]!();
    const response = await world.server.inject({ ...asQuery(guestEndpoints.destroyCategory.path, mine), payload: other });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { code: 'form_validation_error' }, validationErrors: { _: ['invalid'] } });
    for (const input of [mine, other]) expect((await world.server.inject(asQuery(guestEndpoints.destroyCategory.path, input))).statusCode).toBe(200);
  });

  it('checks a body like a query: a missing or malformed field is a 422 naming it', async () => {
    const response = await world.server.inject({ ...asBody(tablesEndpoints.massDestroy.path, {}), payload: { wedding_id: world.weddingId, ids: ['7', -1] } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().validationErrors)).toEqual(['ids']);
    const missing = await world.server.inject({ ...asBody(guestEndpoints.destroy.path, {}), payload: {} });
    expect(missing.json()).toEqual({ error: { code: 'form_validation_error' }, validationErrors: { id: ['required'] } });
  });
});
