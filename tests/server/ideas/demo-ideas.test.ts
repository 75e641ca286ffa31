import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import type { Idea, IdeaCategory } from '../../../contract/ideas';
import { seedDemoIdeas } from '../../../server/seed/demo-ideas';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding } from '../tables/support';

let server: TestServer;
let call: ReturnType<typeof caller>;
let board: { ideas: Idea[]; categories: IdeaCategory[] };

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  call = caller(server, owner.cookie);
  await seedDemoIdeas(server.db, owner.weddingId);
  board = {
    ideas: (await call('GET', '/ideas/index', { wedding_id: owner.weddingId })).json().data.ideas,
    categories: (await call('GET', '/idea_categories/index', { wedding_id: owner.weddingId })).json().data.categories,
  };
});
afterAll(() => server.close());

describe('the demo idea board', () => {
  it('has four categories and eight ideas of every type, the bouquet and the palette pinned', () => {
    expect(board.categories.map((category) => category.name)).toEqual(['Flowers', 'Decor', 'Ceremony', 'Music']);
    expect(board.ideas.map((idea) => idea.type)).toEqual(['image', 'colors', 'image', 'text', 'image', 'link', 'text', 'colors']);
    expect(board.ideas.filter((idea) => idea.is_pinned).map((idea) => idea.title)).toEqual(['Peony bouquet', 'Blush and sage palette']);
    expect(board.ideas.filter((idea) => idea.category_id === null).map((idea) => idea.title)).toEqual(['Evening lights']);
  });

  it('serves its drawn pictures as PNGs through the upload path, with 480 px thumbnails', async () => {
    const bouquet = board.ideas[0]!;
    const image = await call('GET', `/storage/${bouquet.image}`);
    const thumbnail = await call('GET', `/storage/${bouquet.thumbnail}`);
    expect([image.headers['content-type'], thumbnail.headers['content-type']]).toEqual(['image/png', 'image/png']);
    expect(imageSize(image.rawPayload)).toMatchObject({ width: 878, height: 1024 });
    expect(imageSize(thumbnail.rawPayload)).toMatchObject({ width: 480, height: 560 });
  });
});
