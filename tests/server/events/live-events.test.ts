import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../contract/live-events';
import { liveEvents } from '../../../server/modules/events/schema';
import { LiveClient } from '../../support/live-client';
import { multipart } from '../../support/multipart';
import { layoutUpload, pngImage } from '../tables/support';
import { useLiveWorld } from './live-world';

/**
 * The live-update stream (contract/live-events.ts) over real sockets: who hears what, resuming
 * after a reconnect, and what never goes out.
 */
const world = useLiveWorld();
let nextNumber = 0;

const newTable = (weddingId: number) => ({ wedding_id: weddingId, table_type: world.typeOf[weddingId], seats: 10, number: ++nextNumber, x: 0.5, y: 0.5 });
const createTable = async (weddingId: number) => (await world.call('POST', '/tables/create', newTable(weddingId))).json().data.id as number;
const createGuest = async (weddingId: number, companions = 0) =>
  (await world.call('POST', '/guests/create', { wedding_id: weddingId, name: `Guest ${++nextNumber}`, companions })).json().data.id as number;
const kinds = (events: LiveEvent[]) => events.map((event) => event.kind);
const isTableCreated = (id: number) => (event: LiveEvent) => event.kind === 'tables.saved' && event.tables.some((row) => row.id === id);

describe('opening a stream', () => {
  it('answers an uncompressed, unbuffered, uncached event stream that says how soon to reconnect and where it stands', async () => {
    await createTable(world.weddingA);
    const opened = await LiveClient.open(world.base, world.weddingA, world.cookie);
    try {
      expect(opened.status).toBe(200);
      expect(opened.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      expect(opened.headers['content-encoding']).toBeUndefined();
      const ready = await opened.client!.until((event) => event.kind === 'ready');
      const [head] = await world.server.db
        .execute(sql`select last_seq::int as last from live_event_heads where wedding_id = ${world.weddingA}`)
        .then((r) => r.rows);
      expect(ready.id).toBe((head as { last: number }).last);
      expect(opened.client!.retryMs).toBe(1000);
      const deadline = Date.now() + 3_000;
      while (opened.client!.heartbeats < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(opened.client!.heartbeats).toBeGreaterThanOrEqual(2);
    } finally {
      opened.client?.close();
    }
  });
});

describe('who hears a change', () => {
  it('every kind of change made through the API reaches a second screen, in order, in the contract’s shapes', async () => {
    const screen = await world.listen(world.weddingA);
    const w = world.weddingA;
    const table = await createTable(w);
    await world.call('POST', '/tables/massCreate', { wedding_id: w, tables: [newTable(w)] });
    await world.call('PUT', '/tables/update', { wedding_id: w, id: table, x: 0.25, type: { name: 'Renamed' } });
    await world.call('PUT', '/tables/massUpdate', { wedding_id: w, tables: [{ id: table, y: 0.75 }] });
    const type = (await world.call('POST', '/table_types/create', { wedding_id: w, name: 'Square', shape: 'rectangular', width: 80, height: 80 })).json().data
      .id;
    await world.call('PUT', '/table_types/update', { wedding_id: w, id: type, width: 90 });
    await world.call('DELETE', '/table_types/destroy', { wedding_id: w, id: type });
    await world.server.inject(layoutUpload(w, { name: 'plan.png', content: pngImage(400, 300) }, world.cookie));
    const category = (
      await world.call('POST', '/categories/create', { wedding_id: w, name: `Family ${++nextNumber}`, color_r: 1, color_g: 2, color_b: 3 })
    ).json().data.id;
    const guest = await createGuest(w, 2);
    await world.call('PUT', '/guests/update', { id: guest, category_id: category });
    await world.call('PUT', '/guests/update_status', { id: guest, status_id: 1 });
    await world.call('PUT', '/guests/massUpdate', { wedding_id: w, ids: [guest], column: 'invitedBy_id', invitedBy_id: null });
    await world.call('POST', '/tables_guests/massCreate', { wedding_id: w, table_id: table, guests: [{ id: guest, qty: 3 }] });
    await world.call('PUT', '/tables_guests/update_inside', { wedding_id: w, table_id: table, guest_id: guest, is_inside: true, qty: 2 });
    await world.call('DELETE', '/tables_guests/destroy', { wedding_id: w, table_id: table, guest_id: guest });
    await world.call('PUT', '/guests/update', { id: guest, companions: 0 });
    await world.call('DELETE', '/categories/destroy', { id: category });
    const file = multipart(
      { wedding_id: String(w), language: 'en' },
      { name: 'g.csv', content: Buffer.from('Name,Category\r\nImported,Cousins\r\n'), field: 'file' },
    );
    const validated = await world.server.inject({
      method: 'POST',
      url: '/api/guests/import_validate',
      headers: { ...file.headers, cookie: world.cookie },
      payload: file.payload,
    });
    await world.call('POST', '/guests/import', { wedding_id: w, validated_file_path: validated.json().data.validated_file_path });
    await world.call('DELETE', '/guests/massDestroy', { wedding_id: w, ids: String(guest) });
    await world.call('DELETE', '/guests/destroy', { id: await createGuest(w) });
    await world.call('DELETE', '/tables/destroy', { wedding_id: w, id: table });
    await world.call('DELETE', '/tables/massDestroy', { wedding_id: w, ids: String(await createTable(w)) });
    await screen.until((event) => event.kind === 'tables.deleted' && screen.changes.filter((change) => change.kind === 'tables.deleted').length === 2);
    expect(kinds(screen.changes)).toEqual([
      'tables.saved',
      'tables.saved',
      'tables.saved',
      'tableTypes.saved',
      'tables.saved',
      'tableTypes.saved',
      'tableTypes.saved',
      'tableTypes.deleted',
      'layout.changed',
      'categories.created',
      'guests.saved',
      'guests.saved',
      'guests.patched',
      'guests.patched',
      'seats.created',
      'seats.updated',
      'seats.deleted',
      'guests.saved',
      'seats.deleted',
      'categories.deleted',
      'guests.imported',
      'guests.deleted',
      'guests.saved',
      'guests.deleted',
      'tables.deleted',
      'tables.saved',
      'tables.deleted',
    ]);
    const ids = screen.received.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(screen.changes.find((event) => event.kind === 'guests.patched')).toEqual({ kind: 'guests.patched', ids: [guest], patch: { status_id: 1 } });
    expect(screen.changes.find((event) => event.kind === 'seats.created')).toEqual({
      kind: 'seats.created',
      seats: [1, 2, 3].map(() => ({ id: expect.any(Number), table_id: table, guest_id: guest, is_inside: false })),
    });
    // Two seats through the door: the payload PostgreSQL wrote has a line break between them.
    expect(screen.changes.find((event) => event.kind === 'seats.updated')).toEqual({
      kind: 'seats.updated',
      seats: [1, 2].map(() => ({ id: expect.any(Number), table_id: table, guest_id: guest, is_inside: true })),
    });
  });

  it('an event too big to ride in a notice (a hundred tables at once) is read from the outbox and arrives whole', async () => {
    const screen = await world.listen(world.weddingA);
    const rows = Array.from({ length: 100 }, () => newTable(world.weddingA));
    const created = await world.call('POST', '/tables/massCreate', { wedding_id: world.weddingA, tables: rows });
    const heard = await screen.until((event) => event.kind === 'tables.saved');
    expect(heard.event.kind === 'tables.saved' && heard.event.tables.map((row) => row.id)).toEqual(created.json().data.ids);
  });

  it('never reaches a screen of another wedding', async () => {
    const other = await world.listen(world.weddingB);
    const inA = await createTable(world.weddingA);
    const inB = await createTable(world.weddingB);
    await other.until(isTableCreated(inB));
    expect(other.changes).toEqual([
      expect.objectContaining({ kind: 'tables.saved', tables: [expect.objectContaining({ id: inB, wedding_id: world.weddingB })] }),
    ]);
    expect(inA).not.toBe(inB);
  });

  it('guest events need the GUESTS module, table and seat events the TABLES module', async () => {
    const tablesOnly = await world.member(world.weddingA, 'Helper', ['GUESTS']);
    const guestsOnly = await world.member(world.weddingA, 'Helper', ['TABLES']);
    const [tablesScreen, guestsScreen, hostessScreen] = [
      await world.listen(world.weddingA, tablesOnly.cookie),
      await world.listen(world.weddingA, guestsOnly.cookie),
      await world.listen(world.weddingA, (await world.member(world.weddingA, 'Hostess')).cookie),
    ];
    const guest = await createGuest(world.weddingA);
    const table = await createTable(world.weddingA);
    await world.call('POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: table, guests: [{ id: guest, qty: 1 }] });
    await hostessScreen.until((event) => event.kind === 'seats.created');
    await tablesScreen.until((event) => event.kind === 'seats.created');
    await guestsScreen.until((event) => event.kind === 'guests.saved');
    const lastTable = await createTable(world.weddingA);
    await world.call('DELETE', '/guests/destroy', { id: guest });
    await tablesScreen.until(isTableCreated(lastTable));
    await guestsScreen.until((event) => event.kind === 'guests.deleted');
    expect(kinds(hostessScreen.changes).slice(0, 3)).toEqual(['guests.saved', 'tables.saved', 'seats.created']);
    expect(kinds(tablesScreen.changes)).toEqual(['tables.saved', 'seats.created', 'tables.saved']);
    expect(kinds(guestsScreen.changes)).toEqual(['guests.saved', 'guests.deleted']);
  });
});

describe('resuming', () => {
  it('a reconnect with Last-Event-ID replays what was missed, in order, once, then goes on live', async () => {
    const first = await world.listen(world.weddingA);
    const since = first.lastId;
    first.close();
    const missed = [await createTable(world.weddingA), await createTable(world.weddingA), await createTable(world.weddingA)];
    const again = await world.listen(world.weddingA, world.cookie, { lastEventId: String(since) });
    const live = await createTable(world.weddingA);
    await again.until(isTableCreated(live));
    const tableIds = again.changes.flatMap((event) => (event.kind === 'tables.saved' ? event.tables.map((row) => row.id) : []));
    expect(tableIds).toEqual([...missed, live]);
    expect(kinds(again.received.map((message) => message.event))).toEqual(['tables.saved', 'tables.saved', 'tables.saved', 'ready', 'tables.saved']);
    expect(again.received.map((message) => message.id)).toEqual([since + 1, since + 2, since + 3, since + 3, since + 4]);
  });

  it('takes the position from last_event_id when no header carries one', async () => {
    const first = await world.listen(world.weddingA);
    first.close();
    const missed = await createTable(world.weddingA);
    const opened = await LiveClient.open(world.base, world.weddingA, world.cookie, { query: `&last_event_id=${first.lastId}` });
    await opened.client!.until(isTableCreated(missed));
    opened.client!.close();
  });

  it('tells a client too far behind, or at a position that never was, to reload (reset), then goes on from now', async () => {
    const first = await world.listen(world.weddingA);
    const since = first.lastId;
    first.close();
    await createTable(world.weddingA);
    await createTable(world.weddingA);
    // What the clean-up does to old events: the first one missed is no longer kept.
    await world.server.db.execute(sql`delete from live_events where wedding_id = ${world.weddingA} and seq <= ${since + 1}`);
    for (const lastEventId of [String(since), String(since + 1000), 'abc']) {
      const behind = await world.listen(world.weddingA, world.cookie, { lastEventId });
      expect(kinds(behind.received.map((message) => message.event)), lastEventId).toEqual(['reset', 'ready']);
      expect(behind.received.map((message) => message.id)).toEqual([since + 2, since + 2]);
      behind.close();
    }
  });
});

describe('what never goes out', () => {
  it('nothing for a change that rolled back, though it was written before the refusal', async () => {
    const screen = await world.listen(world.weddingA);
    const [one, two] = [await createTable(world.weddingA), await createTable(world.weddingA)];
    const written = await world.server.db.select().from(liveEvents).where(eq(liveEvents.weddingId, world.weddingA));
    // Both tables to one number: the unique check refuses it at commit, after the event was written.
    const clash = await world.call('PUT', '/tables/massUpdate', {
      wedding_id: world.weddingA,
      tables: [
        { id: one, number: 900, x: 0.1 },
        { id: two, number: 900, x: 0.1 },
      ],
    });
    expect(clash.json().error.code).toBe('duplicate_table_number');
    const marker = await createTable(world.weddingA);
    await screen.until(isTableCreated(marker));
    const saved = screen.changes.flatMap((event) => (event.kind === 'tables.saved' ? [event.tables.map((row) => row.id)] : []));
    expect(saved).toEqual([[one], [two], [marker]]);
    expect(await world.server.db.select().from(liveEvents).where(eq(liveEvents.weddingId, world.weddingA))).toHaveLength(written.length + 1);
  });
});
