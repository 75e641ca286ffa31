import { describe, expect, it } from 'vitest';
import { summarizeChecklist, type ChecklistItem, type TimeUnit } from '../../../contract/checklist';
import type { ActionPermission, ModulePermission } from '../../../contract/permission-grants';
import { actionId, moduleId } from '../../../contract/permissions';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { plannerWithWedding, signedInPerson } from '../../support/fixtures';
import { usePlannerWorld } from '../../support/planner-world';
import { caller } from '../tables/support';

/**
 * The checklist's home card (issue 25, part 2 §2 "Home"): completed over total and the next 3
 * open items in timeline order, for whoever holds HOME's CHECKLIST_SUMMARY or the CHECKLIST
 * module. Its authorisation rows are with the permissions routes' (grants-authorization).
 */
const world = usePlannerWorld();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, input: Record<string, unknown>) => caller(world.server, world.cookie)(method, url, input);
const summaryAs = (cookie: string) => caller(world.server, cookie)('GET', '/checklist/summary', { wedding_id: world.weddingId });

describe('summarizeChecklist', () => {
  const item = (id: number, time: number, time_unit: TimeUnit, completed = false): ChecklistItem => ({
    id,
    text: `Task ${id}`,
    time,
    time_unit,
    completed,
    category_id: null,
  });

  it('lists the open items months before weeks before days, the furthest from the wedding first, then in the order made', () => {
    const items = [item(1, 0, 'days'), item(2, 2, 'months'), item(3, 7, 'weeks'), item(4, 13, 'months', true), item(5, 2, 'months'), item(6, 9, 'months')];
    expect(summarizeChecklist(items)).toEqual({ completed: 1, total: 6, next: [item(6, 9, 'months'), item(2, 2, 'months'), item(5, 2, 'months')] });
  });

  it('has no next item when every one is done, and is zero for an empty checklist', () => {
    expect(summarizeChecklist([item(1, 3, 'weeks', true)])).toEqual({ completed: 1, total: 1, next: [] });
    expect(summarizeChecklist([])).toEqual({ completed: 0, total: 0, next: [] });
  });
});

describe('GET /checklist/summary', () => {
  it('answers the wedding’s own items: completed over total and the next three', async () => {
    const made: number[] = [];
    for (const [text, time, time_unit] of [
      ['Send the invitations', 3, 'months'],
      ['Book the band', 10, 'months'],
      ['Final fitting', 1, 'weeks'],
      ['Choose the flowers', 6, 'months'],
      ['Pick up the rings', 2, 'days'],
    ] as const) {
      const response = await call('POST', '/checklist/create', { wedding_id: world.weddingId, text, time, time_unit });
      made.push(response.json().data.id);
    }
    expect((await call('PUT', '/checklist/check_item', { id: made[1], completed: true })).statusCode).toBe(200);
    // Another wedding's checklist counts for nothing here.
    const other = await plannerWithWedding(world.server);
    await caller(world.server, other.cookie)('POST', '/checklist/create', { wedding_id: other.weddingId, text: 'Elsewhere', time: 13, time_unit: 'months' });

    const response = await call('GET', '/checklist/summary', { wedding_id: world.weddingId });
    expect(response.statusCode, response.body).toBe(200);
    const { completed, total, next } = response.json().data;
    expect([completed, total]).toEqual([1, 5]);
    expect(next.map((entry: ChecklistItem) => entry.text)).toEqual(['Choose the flowers', 'Send the invitations', 'Final fitting']);
    expect(next[0]).toEqual({ id: made[3], text: 'Choose the flowers', time: 6, time_unit: 'months', completed: false, category_id: null });
  });

  it("answers whoever holds HOME's CHECKLIST_SUMMARY or the CHECKLIST module, and nobody else", async () => {
    const { person: helper, cookie } = await signedInPerson(world.server, 'Helper', { plannerId: world.plannerId });
    await addWeddingUser(world.server.db, world.weddingId, helper.id, 'Helper');
    const index = await call('GET', '/permissions/index', { wedding_id: world.weddingId });
    const { modules, actions } = index.json().data as { modules: ModulePermission[]; actions: ActionPermission[] };
    const mine = <Row extends { id: number; user_id: number }>(rows: Row[], held: (row: Row) => boolean) =>
      rows.find((row) => row.user_id === helper.id && held(row))!.id;
    expect((await summaryAs(cookie)).statusCode).toBe(200);

    const checklist = mine(modules, (row) => row.module_id === moduleId('CHECKLIST'));
    expect((await call('DELETE', '/permissions/remove_module_permission', { id: checklist })).statusCode).toBe(200);
    expect((await summaryAs(cookie)).statusCode).toBe(200);

    const summary = mine(actions, (row) => row.action_id === actionId('HOME', 'CHECKLIST_SUMMARY'));
    expect((await call('DELETE', '/permissions/remove_action_permission', { id: summary })).statusCode).toBe(200);
    expect((await summaryAs(cookie)).statusCode).toBe(403);

    const granted = await call('POST', '/permissions/add_module_permission', {
      wedding_id: world.weddingId,
      user_id: helper.id,
      module_id: moduleId('CHECKLIST'),
    });
    expect(granted.statusCode).toBe(200);
    expect((await summaryAs(cookie)).statusCode).toBe(200);
  });

  it('still answers once the wedding is archived', async () => {
    expect((await call('PUT', '/weddings/archive', { id: world.weddingId })).statusCode).toBe(200);
    expect((await call('GET', '/checklist/summary', { wedding_id: world.weddingId })).json().data.total).toBe(5);
  });
});
