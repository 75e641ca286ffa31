import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusTable } from '../../support/authorization-rows';
import { ideaForm, startIdeaWorld, type IdeaWorld } from './idea-world';

/**
 * Each idea board change with its own action alone, and the actions counting only with the
 * module. Who else may call the board (signed out, other planners and spouses, default grants,
 * an archived wedding, the images and the summary through HOME), and ideas or categories of
 * another wedding or of nobody, are the generated matrix's (tests/server/route-matrix.test.ts);
 * it cannot tell which action a change ought to need.
 */
let world: IdeaWorld;
let weddingA: number;

beforeAll(async () => {
  world = await startIdeaWorld();
  weddingA = world.weddingA.id;
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

describe('each action alone', () => {
  it('ADD creates, EDIT updates, PIN pins, DELETE deletes; a category is created with ADD or EDIT, deleted with DELETE; a preview needs ADD or EDIT', async () => {
    const holders = await Promise.all((['ADD', 'EDIT', 'PIN', 'DELETE'] as const).map(async (action) => (await world.boardHelper([action])).cookie));
    const calls: Record<string, () => InjectOptions | Promise<InjectOptions>> = {
      create: () => formRequest('create', { wedding_id: weddingA, ...textIdea }),
      update: async () => formRequest('update', { id: await world.freshIdea(weddingA), ...textIdea }),
      pin: async () => ({ method: 'PUT', url: '/api/ideas/update_pin', payload: { id: await world.freshIdea(weddingA), is_pinned: true } }),
      destroy: async () => ({ method: 'DELETE', url: `/api/ideas/destroy?id=${await world.freshIdea(weddingA)}` }),
      category: () => ({ method: 'POST', url: '/api/idea_categories/create', payload: category(weddingA) }),
      categoryDestroy: async () => ({ method: 'DELETE', url: `/api/idea_categories/destroy?id=${await world.freshCategory(weddingA)}` }),
      preview: () => ({ method: 'GET', url: `/api/ideas/link_preview?wedding_id=${weddingA}&link=${encodeURIComponent('http://10.0.0.1/')}` }),
    };
    expect(await statusTable(world.server, calls, holders)).toEqual({
      //      ADD  EDIT PIN  DELETE
      create: [200, 403, 403, 403],
      update: [403, 200, 403, 403],
      pin: [403, 403, 200, 403],
      destroy: [403, 403, 403, 200],
      category: [200, 200, 403, 403],
      categoryDestroy: [403, 403, 403, 200],
      preview: [422, 422, 403, 403],
    });
  });

  it('actions without the module count for nothing', async () => {
    const { cookie } = await world.boardHelper(['ADD', 'EDIT', 'PIN', 'DELETE'], { module: false });
    expect((await withCookie(formRequest('create', { wedding_id: weddingA, ...textIdea }), cookie)).statusCode).toBe(403);
  });
});
