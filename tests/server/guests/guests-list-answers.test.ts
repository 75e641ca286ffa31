import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { guest } from '../../../contract/guests';
import { signedInPerson } from '../../support/fixtures';
import { usePlannerWorld } from '../../support/planner-world';
import { seatGuest, tableOf } from './seats';

/**
 * Issue 23 item 8: the guest list is sent as the database writes it, kept while its rows are
 * unchanged, tagged so that an unchanged list costs a 304, and compressed as the browser
 * accepts. Each change that shows in the list must change what is sent, also when another
 * server on the same database made it.
 */
const world = usePlannerWorld();

const call = (method: InjectOptions['method'], url: string, payload?: object) =>
  world.server.inject({ method, url: `/api${url}`, headers: { cookie: world.cookie }, payload });
const list = (headers: Record<string, string> = {}) =>
  world.server.inject({ method: 'GET', url: `/api/guests/index?wedding_id=${world.weddingId}`, headers: { cookie: world.cookie, ...headers } });
const guestsOf = (response: { json(): { data: { guests: Array<Record<string, unknown>> } } }) => response.json().data.guests;

async function newGuest(name: string, fields: object = {}): Promise<number> {
  const response = await call('POST', '/guests/create', { wedding_id: world.weddingId, name, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

describe('the guest list as it is sent', () => {
  it('is the contract’s shape, no field more or less, seats and tables included', async () => {
    const id = await newGuest('Sofía Núñez', { companions: 1, phone: '+52 55 1234', comments: 'Vegan "no honey"' });
    await seatGuest(world.server.db, world.weddingId, await tableOf(world.server.db, world.weddingId, 7), id, 2);
    const response = await list();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const exact = z.object({ data: z.object({ guests: z.array(guest.strict()) }).strict() }).strict();
    expect(exact.safeParse(response.json()).success, response.body).toBe(true);
    expect(guestsOf(response).find((row) => row.id === id)).toEqual({
      id,
      wedding_id: world.weddingId,
      name: 'Sofía Núñez',
      companions: 1,
      category_id: null,
      status_id: 3,
      invitedBy_id: null,
      phone: '+52 55 1234',
      comments: 'Vegan "no honey"',
      tables: [7],
      seats: 2,
    });
  });

  it('carries a tag, is kept privately and asked about each time, and an unchanged list answers 304', async () => {
    const first = await list();
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers.etag as string;
    for (const ifNoneMatch of [tag, tag.slice(2), `"another", ${tag}`, '*']) {
      const again = await list({ 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await list({ 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
  });

  it('changes with every change the list shows, and answers the new list to the old tag', async () => {
    const id = await newGuest('Carmen Ruiz');
    const category = (await call('POST', '/categories/create', { wedding_id: world.weddingId, name: 'Family', color_r: 1, color_g: 2, color_b: 3 })).json().data
      .id;
    await call('PUT', '/guests/update', { id, category_id: category });
    const table = await tableOf(world.server.db, world.weddingId, 3);
    const changes: Array<[string, () => Promise<unknown>, (row: Record<string, unknown> | undefined) => void]> = [
      ['a new guest', () => newGuest('Rosa Gil'), () => {}],
      ['a renamed guest', () => call('PUT', '/guests/update', { id, name: 'Carmen Ruiz Gil' }), (row) => expect(row?.name).toBe('Carmen Ruiz Gil')],
      ['a status changed', () => call('PUT', '/guests/update_status', { id, status_id: 1 }), (row) => expect(row?.status_id).toBe(1)],
      ['a seat taken', () => seatGuest(world.server.db, world.weddingId, table, id, 1), (row) => expect(row).toMatchObject({ tables: [3], seats: 1 })],
      [
        'its table renumbered',
        () => call('PUT', '/tables/update', { wedding_id: world.weddingId, id: table, number: 12 }),
        (row) => expect(row?.tables).toEqual([12]),
      ],
      ['its category deleted', () => call('DELETE', `/categories/destroy?id=${category}`), (row) => expect(row?.category_id).toBeNull()],
      ['the guest deleted', () => call('DELETE', `/guests/destroy?id=${id}`), (row) => expect(row).toBeUndefined()],
    ];
    for (const [change, make, shows] of changes) {
      const before = await list();
      const answered = (await make()) as { statusCode?: number; body?: string } | undefined;
      if (answered?.statusCode) expect(answered.statusCode, `${change}: ${answered.body}`).toBe(200);
      const after = await list({ 'if-none-match': before.headers.etag as string });
      expect(after.statusCode, change).toBe(200);
      expect(after.headers.etag, change).not.toBe(before.headers.etag);
      shows(guestsOf(after).find((row) => row.id === id));
    }
  });

  it('shows a change another server on the same database made', async () => {
    const before = guestsOf(await list()).length;
    const twin = await world.server.twin();
    const added = await twin.inject({
      method: 'POST',
      url: '/api/guests/create',
      headers: { cookie: world.cookie },
      payload: { wedding_id: world.weddingId, name: 'From the twin' },
    });
    expect(added.statusCode).toBe(200);
    const after = guestsOf(await list());
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.name).toBe('From the twin');
  });

  it('is compressed as the browser accepts: brotli, else gzip, else plain', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => newGuest(`Guest number ${index}`)));
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await list({ 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await list({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    const unchanged = await list({ 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('keeps a refusal, and every answer that is not a list of the wedding, out of every cache', async () => {
    const stranger = await signedInPerson(world.server, 'Planner');
    const refused = await world.server.inject({ method: 'GET', url: `/api/guests/index?wedding_id=${world.weddingId}`, headers: { cookie: stranger.cookie } });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.etag).toBeUndefined();
    const me = await call('GET', '/me');
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
  });
});
