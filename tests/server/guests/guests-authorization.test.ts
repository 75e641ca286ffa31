import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { moduleId, type ModuleCode } from '../../../contract/permissions';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { modulePermissions } from '../../../server/modules/weddings/schema';
import { statusTable } from '../../support/authorization-rows';
import { multipart } from '../../support/multipart';
import { useGuestWorld, type GuestWorld } from './guest-world';

/**
 * Each guests change with its own GUESTS action alone, the ones that take either of two, and
 * the summary HOME's GUESTS_SUMMARY opens. Who else may call these routes (signed out, other
 * planners and spouses, default grants, an archived wedding), and guests, categories or inviters
 * of another wedding or of nobody (alone or mixed into a list), are the generated matrix's
 * (tests/server/route-matrix.test.ts); it cannot tell which action a change ought to need.
 */
let world: GuestWorld;
let weddingA: number;

useGuestWorld(async (started) => {
  world = started;
  weddingA = world.weddingA.id;
});

async function freshGuest() {
  const [row] = await world.server.db.insert(guests).values({ weddingId: weddingA, name: 'Matrix guest', statusId: 3 }).returning();
  return row!.id;
}

async function freshCategory() {
  const [row] = await world.server.db
    .insert(guestCategories)
    .values({ weddingId: weddingA, name: `Category ${Math.random()}`, colorR: 1, colorG: 2, colorB: 3 })
    .returning();
  return row!.id;
}

const csv = Buffer.from('Name,Companions\nAna,1\n');

describe('each change with its own action alone', () => {
  const calls: Record<string, () => InjectOptions | Promise<InjectOptions>> = {
    create: () => ({ method: 'POST', url: '/api/guests/create', payload: { wedding_id: weddingA, name: 'New' } }),
    update: async () => ({ method: 'PUT', url: '/api/guests/update', payload: { id: await freshGuest(), name: 'Changed' } }),
    massUpdate: async () => ({
      method: 'PUT',
      url: '/api/guests/massUpdate',
      payload: { wedding_id: weddingA, ids: [await freshGuest()], column: 'status_id', status_id: 2 },
    }),
    destroy: async () => ({ method: 'DELETE', url: `/api/guests/destroy?id=${await freshGuest()}` }),
    massDestroy: async () => ({ method: 'DELETE', url: `/api/guests/massDestroy?wedding_id=${weddingA}&ids=${await freshGuest()}` }),
    categoryDestroy: async () => ({ method: 'DELETE', url: `/api/categories/destroy?id=${await freshCategory()}` }),
    importValidate: () => {
      const form = multipart({ wedding_id: String(weddingA), language: 'en' }, { name: 'guests.csv', content: csv, field: 'file' });
      return { method: 'POST', url: '/api/guests/import_validate', headers: form.headers, payload: form.payload };
    },
  };

  it('ADD creates and imports, EDIT updates, DELETE deletes guests and categories; RSVP alone does none of it', async () => {
    const actions = ['ADD', 'EDIT', 'DELETE', 'RSVP'] as const;
    const holders = await Promise.all(actions.map((action) => world.helperWith([action])));
    expect(await statusTable(world.server, calls, holders)).toEqual({
      //      ADD  EDIT DELETE RSVP
      create: [200, 403, 403, 403],
      update: [403, 200, 403, 403],
      massUpdate: [403, 200, 403, 403],
      destroy: [403, 403, 200, 403],
      massDestroy: [403, 403, 200, 403],
      categoryDestroy: [403, 403, 200, 403],
      importValidate: [200, 403, 403, 403],
    });
  });
});

describe('actions that accept one of two', () => {
  it('update_status takes RSVP or EDIT; a category is created with ADD or EDIT', async () => {
    const rsvpOnly = await world.helperWith(['RSVP']);
    const editOnly = await world.helperWith(['EDIT']);
    const addOnly = await world.helperWith(['ADD']);
    const deleteOnly = await world.helperWith(['DELETE']);
    const status = async (cookie: string) =>
      (await world.server.inject({ method: 'PUT', url: '/api/guests/update_status', headers: { cookie }, payload: { id: await freshGuest(), status_id: 1 } }))
        .statusCode;
    expect([await status(rsvpOnly), await status(editOnly), await status(addOnly)]).toEqual([200, 200, 403]);
    const rsvpUpdate = await world.server.inject({
      method: 'PUT',
      url: '/api/guests/update',
      headers: { cookie: rsvpOnly },
      payload: { id: await freshGuest(), name: 'X' },
    });
    expect(rsvpUpdate.statusCode).toBe(403);

    const category = async (cookie: string) =>
      (
        await world.server.inject({
          method: 'POST',
          url: '/api/categories/create',
          headers: { cookie },
          payload: { wedding_id: weddingA, name: `C ${Math.random()}`, color_r: 1, color_g: 1, color_b: 1 },
        })
      ).statusCode;
    expect([await category(addOnly), await category(editOnly), await category(rsvpOnly), await category(deleteOnly)]).toEqual([200, 200, 403, 403]);
  });

  it('the summary is open to HOME’s GUESTS_SUMMARY without the GUESTS module, and closed without either', async () => {
    const helper = await world.helperWithPerson([]);
    const withoutModule = (code: ModuleCode) =>
      world.server.db.delete(modulePermissions).where(and(eq(modulePermissions.userId, helper.id), eq(modulePermissions.moduleId, moduleId(code))));
    const as = (url: string) => world.server.inject({ method: 'GET', url, headers: { cookie: helper.cookie } });
    await withoutModule('GUESTS');
    expect((await as(`/api/guests/summary?wedding_id=${weddingA}`)).statusCode).toBe(200);
    expect((await as(`/api/guests/index?wedding_id=${weddingA}`)).statusCode).toBe(403);
    await withoutModule('HOME');
    expect((await as(`/api/guests/summary?wedding_id=${weddingA}`)).statusCode).toBe(403);
  });
});
