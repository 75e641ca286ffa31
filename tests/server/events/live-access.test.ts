import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actionId, moduleId } from '../../../contract/permissions';
import { modulePermissions } from '../../../server/modules/weddings/schema';
import { LiveClient } from '../../support/live-client';
import { weddingPayload } from '../../support/fixtures';
import { quickTimings, useLiveWorld } from './live-world';

/**
 * An open stream keeps to what its user may read now: access is checked again while it is
 * open, and the stream ends when the user, their grant or the wedding goes.
 */
const world = useLiveWorld();
let nextNumber = 0;

const createTable = async (weddingId: number) =>
  (
    await world.call('POST', '/tables/create', { wedding_id: weddingId, table_type: world.typeOf[weddingId], seats: 10, number: ++nextNumber, x: 0.5, y: 0.5 })
  ).json().data.id as number;
const createGuest = async (weddingId: number) =>
  (await world.call('POST', '/guests/create', { wedding_id: weddingId, name: `Guest ${++nextNumber}` })).json().data.id as number;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for every open stream to have checked its access again, even on a busy machine. */
const afterAccessCheck = () => pause(quickTimings.accessCheckMs * 5);

describe('a stream ends', () => {
  it('at once for a user removed from the wedding (their `permissions` event), and they cannot open another', async () => {
    const hostess = await world.member(world.weddingA, 'Hostess');
    const screen = await world.listen(world.weddingA, hostess.cookie);
    const removed = await world.call('DELETE', '/permissions/remove_user', { wedding_id: world.weddingA, user_id: hostess.id });
    expect(removed.statusCode).toBe(200);
    await screen.ended;
    expect(screen.changes).toEqual([]);
    // No longer one of the wedding's users: a stranger to it, who hears not_found (issue 28).
    expect((await LiveClient.open(world.base, world.weddingA, hostess.cookie)).status).toBe(422);
  });

  it('when the user signs out', async () => {
    const helper = await world.member(world.weddingA, 'Helper');
    const screen = await world.listen(world.weddingA, helper.cookie);
    await world.server.inject({ method: 'POST', url: '/api/logout', headers: { cookie: helper.cookie } });
    await screen.ended;
  });

  it('after wedding.archived when the wedding is archived; while archived a stream answers 204', async () => {
    const weddingId = (await world.call('POST', '/weddings/create', weddingPayload())).json().data.id;
    const screen = await world.listen(weddingId);
    expect((await world.call('PUT', '/weddings/archive', { id: weddingId })).statusCode).toBe(200);
    await screen.ended;
    expect(screen.changes).toEqual([{ kind: 'wedding.archived' }]);
    expect((await LiveClient.open(world.base, weddingId, world.cookie)).status).toBe(204);
    await world.call('PUT', '/weddings/restore', { id: weddingId });
    (await world.listen(weddingId)).close();
  });

  it('when the wedding is deleted; then a stream answers not_found', async () => {
    const weddingId = (await world.call('POST', '/weddings/create', weddingPayload())).json().data.id;
    const screen = await world.listen(weddingId);
    expect((await world.call('DELETE', '/weddings/destroy', { id: weddingId })).statusCode).toBe(200);
    await screen.ended;
    const refused = await LiveClient.open(world.base, weddingId, world.cookie);
    expect([refused.status, JSON.parse(refused.body).error.code]).toEqual([422, 'not_found']);
  });
});

describe('a revoked grant', () => {
  it('stops that module’s events within the access check, and the others go on', async () => {
    const helper = await world.member(world.weddingA, 'Helper');
    const screen = await world.listen(world.weddingA, helper.cookie);
    const before = await createGuest(world.weddingA);
    await screen.until((event) => event.kind === 'guests.saved' && event.guests[0]!.id === before);
    await world.server.db
      .delete(modulePermissions)
      .where(and(eq(modulePermissions.userId, helper.id), eq(modulePermissions.weddingId, world.weddingA), eq(modulePermissions.moduleId, moduleId('GUESTS'))));
    await afterAccessCheck();
    await createGuest(world.weddingA);
    const table = await createTable(world.weddingA);
    await screen.until((event) => event.kind === 'tables.saved' && event.tables[0]!.id === table);
    expect(screen.changes.map((event) => event.kind)).toEqual(['guests.saved', 'tables.saved']);
  });
});

describe('a change of grants through the permissions page', () => {
  // Issue 25: without it, a Helper whose module was taken away kept it in her menu until a reload.
  it('tells the user whose grants changed (module and action, granted and withdrawn), and nobody else', async () => {
    const helper = await world.member(world.weddingA, 'Helper');
    const other = await world.member(world.weddingA, 'Helper');
    const screen = await world.listen(world.weddingA, helper.cookie);
    const otherScreen = await world.listen(world.weddingA, other.cookie);
    const { modules } = (await world.call('GET', `/permissions/index?wedding_id=${world.weddingA}`)).json().data as {
      modules: Array<{ id: number; user_id: number; module_id: number }>;
    };
    const guests = modules.find((row) => row.user_id === helper.id && row.module_id === moduleId('GUESTS'))!;
    const calls = [
      ['DELETE', '/permissions/remove_module_permission', { id: guests.id }],
      ['POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: helper.id, module_id: moduleId('GUESTS') }],
      ['POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: helper.id, action_id: actionId('GUESTS', 'ADD') }],
    ] as const;
    let actionRow = 0;
    for (const [method, path, payload] of calls) {
      const answer = await world.call(method, path, payload);
      expect(answer.statusCode, path).toBe(200);
      if (path.endsWith('add_action_permission')) actionRow = answer.json().data.id;
    }
    expect((await world.call('DELETE', '/permissions/remove_action_permission', { id: actionRow })).statusCode).toBe(200);
    await screen.until(() => screen.changes.filter((event) => event.kind === 'permissions').length === 4);
    const guest = await createGuest(world.weddingA);
    await otherScreen.until((event) => event.kind === 'guests.saved' && event.guests[0]!.id === guest);
    expect(otherScreen.changes.map((event) => event.kind)).toEqual(['guests.saved']);
    screen.close();
    otherScreen.close();
  });
});

describe('who may open a stream', () => {
  it('refuses a malformed wedding id or resume position as a form error', async () => {
    const bad = await LiveClient.open(world.base, 0, world.cookie);
    expect([bad.status, JSON.parse(bad.body).validationErrors]).toEqual([422, { wedding_id: ['invalid'] }]);
    const position = await LiveClient.open(world.base, world.weddingA, world.cookie, { query: '&last_event_id=-1' });
    expect([position.status, JSON.parse(position.body).validationErrors]).toEqual([422, { last_event_id: ['invalid'] }]);
  });
});
