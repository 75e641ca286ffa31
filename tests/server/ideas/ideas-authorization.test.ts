import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAuthorizationRows, type AuthorizationRow } from '../../support/authorization-rows';
import { ideaCallers, ideaForm, startIdeaWorld, type IdeaWorld } from './idea-world';
import { pngOf } from './sample-images';

/**
 * Every idea board call × every kind of caller, on wedding A unless the row says B. Writes get
 * a fresh target per call, so the rows stay independent.
 */
let world: IdeaWorld;
let weddingA: number;
let weddingB: number;
let imageOfA: string;

beforeAll(async () => {
  world = await startIdeaWorld();
  weddingA = world.weddingA.id;
  weddingB = world.weddingB.id;
  const form = ideaForm({ wedding_id: weddingA, title: 'Cake', type: 'image' }, { name: 'cake.png', content: await pngOf(30, 20) });
  imageOfA = (await world.as('owner', { method: 'POST', url: '/api/ideas/create', ...form })).json().data.image;
});
afterAll(() => world.server.close());

const withCookie = (options: InjectOptions, cookie: string) => world.server.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });
const formRequest = (path: 'create' | 'update', fields: Record<string, unknown>): InjectOptions => ({
  method: 'POST',
  url: `/api/ideas/${path}`,
  ...ideaForm(fields),
});
const textIdea = { title: 'Words', type: 'text', text: 'Lanterns' };
const category = (weddingId: number) => ({ wedding_id: weddingId, name: `C ${Math.random()}`, color_r: 1, color_g: 2, color_b: 3 });

//                 anon owner otherP admin spouse otherS helperW/oBoard helperReading helperEditing hostess
const reads = [401, 200, 422, 200, 200, 422, 403, 200, 200, 403];
// HOME's IDEA_BOARD_SUMMARY (every helper holds HOME's summaries by default) or the module.
const summaryReads = [401, 200, 422, 200, 200, 422, 200, 200, 200, 403];
const changes = [401, 200, 422, 200, 200, 422, 403, 403, 200, 403];
const ofWeddingB = [401, 422, 200, 200, 422, 200, 422, 422, 422, 422];
// A row named by id alone: whoever cannot see it hears what an unused id gets.
const rowChanges = [401, 200, 422, 200, 200, 422, 422, 403, 200, 422];
const rowOfWeddingB = [401, 422, 200, 200, 422, 200, 422, 422, 422, 422];
// Allowed callers reach the preview, which refuses the loopback before any connection.
const previews = [401, 422, 422, 422, 422, 422, 403, 403, 422, 403];

const routes: AuthorizationRow[] = [
  ['GET /ideas/index', () => ({ method: 'GET', url: `/api/ideas/index?wedding_id=${weddingA}` }), reads],
  ['GET /ideas/index (B)', () => ({ method: 'GET', url: `/api/ideas/index?wedding_id=${weddingB}` }), ofWeddingB],
  ['GET /ideas/summary', () => ({ method: 'GET', url: `/api/ideas/summary?wedding_id=${weddingA}` }), summaryReads],
  ['GET /storage/<an idea image of A>', () => ({ method: 'GET', url: `/api/storage/${imageOfA}` }), summaryReads],
  ['GET /idea_categories/index', () => ({ method: 'GET', url: `/api/idea_categories/index?wedding_id=${weddingA}` }), reads],
  ['POST /ideas/create', () => formRequest('create', { wedding_id: weddingA, ...textIdea }), changes],
  ['POST /ideas/create (B)', () => formRequest('create', { wedding_id: weddingB, ...textIdea }), ofWeddingB],
  ['POST /ideas/update', async () => formRequest('update', { id: await world.freshIdea(weddingA), ...textIdea }), rowChanges],
  ['POST /ideas/update (idea of B)', async () => formRequest('update', { id: await world.freshIdea(weddingB), ...textIdea }), rowOfWeddingB],
  [
    'PUT /ideas/update_pin',
    async () => ({ method: 'PUT', url: '/api/ideas/update_pin', payload: { id: await world.freshIdea(weddingA), is_pinned: true } }),
    rowChanges,
  ],
  [
    'PUT /ideas/update_pin (idea of B)',
    async () => ({ method: 'PUT', url: '/api/ideas/update_pin', payload: { id: await world.freshIdea(weddingB), is_pinned: true } }),
    rowOfWeddingB,
  ],
  ['DELETE /ideas/destroy', async () => ({ method: 'DELETE', url: `/api/ideas/destroy?id=${await world.freshIdea(weddingA)}` }), rowChanges],
  [
    'DELETE /ideas/destroy {id} (idea of B)',
    async () => ({ method: 'DELETE', url: '/api/ideas/destroy', payload: { id: await world.freshIdea(weddingB) } }),
    rowOfWeddingB,
  ],
  [
    'GET /ideas/link_preview',
    () => ({ method: 'GET', url: `/api/ideas/link_preview?wedding_id=${weddingA}&link=${encodeURIComponent('http://127.0.0.1/')}` }),
    previews,
  ],
  ['POST /idea_categories/create', () => ({ method: 'POST', url: '/api/idea_categories/create', payload: category(weddingA) }), changes],
  ['POST /idea_categories/create (B)', () => ({ method: 'POST', url: '/api/idea_categories/create', payload: category(weddingB) }), ofWeddingB],
  [
    'DELETE /idea_categories/destroy',
    async () => ({ method: 'DELETE', url: '/api/idea_categories/destroy', payload: { id: await world.freshCategory(weddingA) } }),
    rowChanges,
  ],
  [
    'DELETE /idea_categories/destroy (of B)',
    async () => ({ method: 'DELETE', url: `/api/idea_categories/destroy?id=${await world.freshCategory(weddingB)}` }),
    rowOfWeddingB,
  ],
];

describeAuthorizationRows(routes, ideaCallers, () => ({ server: world.server, cookies: world.ideaCookies }));

describe('each action alone', () => {
  it('ADD creates, EDIT updates, PIN pins, DELETE deletes; a category is created with ADD or EDIT; a preview needs ADD or EDIT', async () => {
    const holders = Object.fromEntries(
      await Promise.all((['ADD', 'EDIT', 'PIN', 'DELETE'] as const).map(async (action) => [action, (await world.boardHelper([action])).cookie] as const)),
    );
    const calls: Record<string, () => InjectOptions | Promise<InjectOptions>> = {
      create: () => formRequest('create', { wedding_id: weddingA, ...textIdea }),
      update: async () => formRequest('update', { id: await world.freshIdea(weddingA), ...textIdea }),
      pin: async () => ({ method: 'PUT', url: '/api/ideas/update_pin', payload: { id: await world.freshIdea(weddingA), is_pinned: true } }),
      destroy: async () => ({ method: 'DELETE', url: `/api/ideas/destroy?id=${await world.freshIdea(weddingA)}` }),
      category: () => ({ method: 'POST', url: '/api/idea_categories/create', payload: category(weddingA) }),
      preview: () => ({ method: 'GET', url: `/api/ideas/link_preview?wedding_id=${weddingA}&link=${encodeURIComponent('http://10.0.0.1/')}` }),
    };
    const status = async (cookie: string, request: () => InjectOptions | Promise<InjectOptions>) => (await withCookie(await request(), cookie)).statusCode;
    const table: Record<string, number[]> = {};
    for (const [name, request] of Object.entries(calls)) {
      table[name] = [];
      for (const action of ['ADD', 'EDIT', 'PIN', 'DELETE'] as const) table[name]!.push(await status(holders[action]!, request));
    }
    //                   ADD  EDIT PIN  DELETE
    expect(table).toEqual({
      create: [200, 403, 403, 403],
      update: [403, 200, 403, 403],
      pin: [403, 403, 200, 403],
      destroy: [403, 403, 403, 200],
      category: [200, 200, 403, 403],
      preview: [422, 422, 403, 403],
    });
  });

  it('actions without the module count for nothing', async () => {
    const { cookie } = await world.boardHelper(['ADD', 'EDIT', 'PIN', 'DELETE'], { module: false });
    expect((await withCookie(formRequest('create', { wedding_id: weddingA, ...textIdea }), cookie)).statusCode).toBe(403);
  });
});
