import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { formatIdList, guestColors, guestStatuses } from '../../../contract/guests';
import { guests } from '../../../server/modules/guests/schema';
import { tablesGuests } from '../../../server/modules/tables/schema';
import { seatGuest, tableOf } from './seats';
import { useGuestWorld, type GuestWorld } from './guest-world';

let world: GuestWorld;
let weddingA: number;

useGuestWorld(async (started) => {
  world = started;
  weddingA = world.weddingA.id;
});

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => world.call('owner', method, `/api${url}`, payload);

async function createGuest(fields: object = {}, caller: 'owner' | 'spouse' = 'owner') {
  const response = await world.call(caller, 'POST', '/api/guests/create', { wedding_id: weddingA, name: 'Carmen Ruiz', ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; invitedBy_id: number | null; status_id: number };
}

async function createCategory(name: string, wedding = weddingA) {
  const response = await world.call(wedding === weddingA ? 'owner' : 'otherPlanner', 'POST', '/api/categories/create', {
    wedding_id: wedding,
    name,
    color_r: 1,
    color_g: 2,
    color_b: 3,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

const listed = async () => (await asOwner('GET', `/guests/index?wedding_id=${weddingA}`)).json().data.guests as Array<Record<string, unknown>>;

describe('guests: create, list, update, delete', () => {
  it('creates a guest with defaults and lists it with its seating', async () => {
    const response = await asOwner('POST', '/guests/create', { wedding_id: weddingA, name: '  Sofía   Núñez ' });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      wedding_id: weddingA,
      name: 'Sofía   Núñez',
      companions: 0,
      category_id: null,
      status_id: 3,
      invitedBy_id: null,
      phone: null,
      comments: null,
      tables: [],
      seats: 0,
    });
    const table = await tableOf(world.server.db, weddingA, 7);
    await seatGuest(world.server.db, weddingA, table, created.id, 1);
    expect((await listed()).find((guest) => guest.id === created.id)).toEqual({ ...created, tables: [7], seats: 1 });
  });

  it('stores every field and answers the stored guest on update; left-out fields stay, null clears', async () => {
    const categoryId = await createCategory('Family');
    const { id } = await createGuest({
      companions: 2,
      category_id: categoryId,
      status_id: 1,
      invitedBy_id: world.weddingA.spouseIds[1],
      phone: ' +52 55 1234 5678 ',
      comments: 'Vegetarian',
    });
    const [row] = await world.server.db.select().from(guests).where(eq(guests.id, id));
    expect(row).toMatchObject({
      companions: 2,
      categoryId,
      statusId: 1,
      invitedById: world.weddingA.spouseIds[1],
      phone: '+52 55 1234 5678',
      comments: 'Vegetarian',
    });

    const updated = await asOwner('PUT', '/guests/update', { id, name: 'Carmen Ruiz Díaz', phone: '', category_id: null });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      id,
      name: 'Carmen Ruiz Díaz',
      phone: null,
      category_id: null,
      companions: 2,
      status_id: 1,
      comments: 'Vegetarian',
    });
  });

  it('changes a status alone', async () => {
    const { id } = await createGuest();
    expect((await asOwner('PUT', '/guests/update_status', { id, status_id: 2 })).json()).toEqual({ data: {} });
    const [row] = await world.server.db.select().from(guests).where(eq(guests.id, id));
    expect(row!.statusId).toBe(2);
  });

  it('deletes a guest and their seats', async () => {
    const { id } = await createGuest();
    const table = await tableOf(world.server.db, weddingA, 8);
    await seatGuest(world.server.db, weddingA, table, id, 1);
    expect((await asOwner('DELETE', `/guests/destroy?id=${id}`)).json()).toEqual({ data: {} });
    expect(await world.server.db.select().from(guests).where(eq(guests.id, id))).toEqual([]);
    expect(await world.server.db.select().from(tablesGuests).where(eq(tablesGuests.guestId, id))).toEqual([]);
  });

  it('records a spouse’s new guest as invited by that spouse, whatever they send', async () => {
    const [ana, luis] = world.weddingA.spouseIds;
    expect((await createGuest({ invitedBy_id: luis }, 'spouse')).invitedBy_id).toBe(ana);
    expect((await createGuest({ invitedBy_id: null }, 'spouse')).invitedBy_id).toBe(ana);
    expect((await createGuest({ invitedBy_id: luis })).invitedBy_id).toBe(luis);
  });
});

describe('mass calls', () => {
  it('sets a category, a status and an inviter on many guests, and clears them', async () => {
    const ids = [(await createGuest()).id, (await createGuest()).id, (await createGuest()).id];
    const categoryId = await createCategory('Work');
    const mass = (column: string, value: number | null) => asOwner('PUT', '/guests/massUpdate', { wedding_id: weddingA, ids, column, [column]: value });
    expect((await mass('category_id', categoryId)).json()).toEqual({ data: { updated: 3 } });
    expect((await mass('status_id', 1)).json().data.updated).toBe(3);
    expect((await mass('invitedBy_id', world.weddingA.spouseIds[0])).json().data.updated).toBe(3);
    const rows = await world.server.db.select().from(guests).where(eq(guests.categoryId, categoryId));
    expect(rows.map((row) => [row.statusId, row.invitedById])).toEqual(ids.map(() => [1, world.weddingA.spouseIds[0]]));
    expect((await mass('invitedBy_id', null)).statusCode).toBe(200);
    expect((await mass('category_id', null)).statusCode).toBe(200);
    expect(await world.server.db.select().from(guests).where(eq(guests.categoryId, categoryId))).toEqual([]);
  });

  it('deletes many guests given as ids and ranges', async () => {
    const ids = [(await createGuest()).id, (await createGuest()).id, (await createGuest()).id, (await createGuest()).id];
    expect(formatIdList(ids)).toBe(`${ids[0]}-${ids[3]}`);
    const response = await asOwner('DELETE', `/guests/massDestroy?wedding_id=${weddingA}&ids=${formatIdList(ids)}`);
    expect(response.json()).toEqual({ data: { deleted: 4 } });
    const left = await listed();
    expect(left.filter((guest) => ids.includes(guest.id as number))).toEqual([]);
  });
});

describe('mass calls on thousands of guests', () => {
  it('updates and deletes 3,000 guests in one call each', async () => {
    const rows = await world.server.db
      .insert(guests)
      .values(Array.from({ length: 3000 }, (_, index) => ({ weddingId: weddingA, name: `Bulk ${index}`, statusId: 3 })))
      .returning({ id: guests.id });
    const ids = rows.map((row) => row.id);
    const updated = await asOwner('PUT', '/guests/massUpdate', { wedding_id: weddingA, ids, column: 'status_id', status_id: 2 });
    expect(updated.json()).toEqual({ data: { updated: 3000 } });
    const deleted = await asOwner('DELETE', `/guests/massDestroy?wedding_id=${weddingA}&ids=${formatIdList(ids)}`);
    expect(deleted.json()).toEqual({ data: { deleted: 3000 } });
  });

  it('deletes 5,000 scattered guests named in a JSON body, as the SPA sends a selection (issue 23 item 21)', async () => {
    const rows = await world.server.db
      .insert(guests)
      .values(Array.from({ length: 10_000 }, (_, index) => ({ weddingId: weddingA, name: `Scattered ${index}`, statusId: 3 })))
      .returning({ id: guests.id });
    const selected = rows.filter((_, index) => index % 2 === 0).map((row) => row.id);
    // Too long for an address even as ranges: the body carries it.
    expect(formatIdList(selected).length).toBeGreaterThan(16 * 1024);
    const deleted = await asOwner('DELETE', '/guests/massDestroy', { wedding_id: weddingA, ids: selected });
    expect(deleted.json()).toEqual({ data: { deleted: 5000 } });
    expect((await listed()).filter((guest) => (guest.name as string).startsWith('Scattered'))).toHaveLength(5000);
  });
});

describe('companions reduced below the seats held (part 2 §4)', () => {
  it('frees the surplus seats, those of people not inside first, in the same call', async () => {
    const { id } = await createGuest({ companions: 4 });
    const nine = await tableOf(world.server.db, weddingA, 9);
    const ten = await tableOf(world.server.db, weddingA, 10);
    const seats = [
      await seatGuest(world.server.db, weddingA, nine, id, 1, true),
      await seatGuest(world.server.db, weddingA, nine, id, 1, false),
      await seatGuest(world.server.db, weddingA, ten, id, 1, true),
      await seatGuest(world.server.db, weddingA, ten, id, 1, false),
      await seatGuest(world.server.db, weddingA, ten, id, 1, false),
    ].flat();

    const answer = (await asOwner('PUT', '/guests/update', { id, companions: 2 })).json().data;
    const kept = await world.server.db.select().from(tablesGuests).where(eq(tablesGuests.guestId, id)).orderBy(asc(tablesGuests.id));
    expect(kept.map((seat) => seat.id)).toEqual([seats[0], seats[1], seats[2]]);
    expect(answer).toMatchObject({ companions: 2, seats: 3, tables: [9, 10] });

    await asOwner('PUT', '/guests/update', { id, companions: 0 });
    const insideOnly = await world.server.db.select().from(tablesGuests).where(eq(tablesGuests.guestId, id));
    expect(insideOnly.map((seat) => seat.id)).toEqual([seats[0]]);
  });

  it('leaves seats alone when companions grow or stay', async () => {
    const { id } = await createGuest({ companions: 1 });
    const table = await tableOf(world.server.db, weddingA, 11);
    await seatGuest(world.server.db, weddingA, table, id, 2);
    await asOwner('PUT', '/guests/update', { id, companions: 1, name: 'Renamed' });
    await asOwner('PUT', '/guests/update', { id, companions: 3 });
    expect(await world.server.db.select().from(tablesGuests).where(eq(tablesGuests.guestId, id))).toHaveLength(2);
  });
});

describe('categories and catalogues', () => {
  it('creates, lists and deletes a category; its guests stay without category', async () => {
    const response = await asOwner('POST', '/categories/create', { wedding_id: weddingA, name: ' Neighbours ', color_r: 0, color_g: 150, color_b: 255 });
    expect(response.statusCode, response.body).toBe(200);
    const category = response.json().data;
    expect(category).toEqual({ id: expect.any(Number), wedding_id: weddingA, name: 'Neighbours', color_r: 0, color_g: 150, color_b: 255 });
    const categories = (await asOwner('GET', `/categories/index?wedding_id=${weddingA}`)).json().data.categories;
    expect(categories).toContainEqual(category);

    const { id } = await createGuest({ category_id: category.id });
    expect((await asOwner('DELETE', `/categories/destroy?id=${category.id}`)).json()).toEqual({ data: {} });
    const [row] = await world.server.db.select().from(guests).where(eq(guests.id, id));
    expect(row!.categoryId).toBeNull();
  });

  it('refuses a name the wedding already has, in any case, but not another wedding’s', async () => {
    await createCategory('Cousins');
    const duplicate = await asOwner('POST', '/categories/create', { wedding_id: weddingA, name: 'COUSINS', color_r: 1, color_g: 1, color_b: 1 });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.code).toBe('duplicate_category');
    await createCategory('Cousins', world.weddingB.id);
  });

  it('answers the colours catalogue and the three statuses in display order', async () => {
    const colors = (await asOwner('GET', '/catalog/colors')).json().data.colors;
    expect(colors).toEqual(guestColors);
    const statuses = (await asOwner('GET', '/catalog/statuses')).json().data.statuses;
    expect(statuses.map((status: { name: string; key: string; order: number }) => [status.name, status.key, status.order])).toEqual([
      ['Attending', 'attending', 1],
      ['Not Attending', 'notAttending', 2],
      ['Unknown', 'pending', 3],
    ]);
    expect(statuses).toEqual(guestStatuses);
  });
});

describe('summary for the home card', () => {
  it('counts attending, pending and all guests with their companions', async () => {
    const wedding = world.weddingB.id;
    const add = (name: string, companions: number, status_id: number) =>
      world.call('otherPlanner', 'POST', '/api/guests/create', { wedding_id: wedding, name, companions, status_id });
    await add('A', 2, 1);
    await add('B', 0, 1);
    await add('C', 1, 2);
    await add('D', 3, 3);
    await add('E', 0, 3);
    const response = await world.call('otherPlanner', 'GET', `/api/guests/summary?wedding_id=${wedding}`);
    expect(response.json()).toEqual({ data: { attending: 4, pending: 5, total: 11 } });
  });
});
