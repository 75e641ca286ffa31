import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ideas } from '../../../server/modules/ideas/schema';
import { cleanUp } from '../../../server/maintenance';
import { Storage } from '../../../server/shared/storage';
import { backdateFile, isStored, plantFile, storedContent, storedUnder } from '../../support/stored-files';
import { usePlannerWorld } from '../../support/planner-world';
import { ideaForm } from './idea-world';
import { bitmap, gifOf, hasGpsDirectory, htmlPage, photoWithGps, pixelOf, pngOf, svgWithScript } from './sample-images';

/**
 * Idea images: recognised by content, re-encoded (orientation applied, metadata dropped, sides
 * capped, a thumbnail made), kept as the plan's files are, and served so they cannot script
 * the app's origin.
 */
const world = usePlannerWorld();

const stored = (path: string) => storedContent(world.server.db, path);
const isStoredFile = (path: string) => isStored(world.server.db, path);

async function createImageIdea(name: string, content: Buffer, fields: Record<string, unknown> = {}) {
  const form = ideaForm({ wedding_id: world.weddingId, title: name, type: 'image', ...fields }, { name, content });
  return world.server.inject({ method: 'POST', url: '/api/ideas/create', headers: { ...form.headers, cookie: world.cookie }, payload: form.payload });
}

const served = (path: string, cookie = world.cookie) => world.server.inject({ method: 'GET', url: `/api/storage/${path}`, headers: { cookie } });

describe('what is stored is an image the server made', () => {
  it('an SVG with a script is stored as a PNG raster: no script, nothing outside it loaded', async () => {
    let fetched = 0;
    const outside = createServer((_request, response) => {
      fetched++;
      response.end();
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const red = join(world.server.config.storageDir, 'red.png');
    writeFileSync(
      red,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
    );
    try {
      const port = (outside.address() as { port: number }).port;
      for (const href of [`http://127.0.0.1:${port}/pixel.png`, `file://${red}`]) {
        const response = await createImageIdea('drawing.svg', svgWithScript(href));
        expect(response.statusCode, response.body).toBe(200);
        const { image, thumbnail } = response.json().data;
        expect([image, thumbnail]).toEqual([expect.stringMatching(/^ideas\/wedding-\d+\/.+\.png$/), expect.stringMatching(/\.png$/)]);
        const answer = await served(image);
        expect(answer.headers['content-type']).toBe('image/png');
        expect(answer.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        expect(answer.rawPayload.includes('script')).toBe(false);
        // The drawing's own rectangle is there; where the outside picture would be, it is too.
        expect(await pixelOf(answer.rawPayload, 2, 2)).toEqual([0, 255, 0]);
      }
      expect(fetched).toBe(0);
    } finally {
      outside.close();
    }
  });

  it('an HTML page named .png is refused, and nothing is kept', async () => {
    const before = await world.server.db.select().from(ideas).where(eq(ideas.weddingId, world.weddingId));
    const response = await createImageIdea('pretty.png', htmlPage);
    expect([response.statusCode, response.json().error.code]).toEqual([422, 'idea_invalid_image']);
    expect(await world.server.db.select().from(ideas).where(eq(ideas.weddingId, world.weddingId))).toHaveLength(before.length);
    expect(await storedUnder(world.server.db, '.incoming')).toEqual([]);
  });

  it('a photo carrying GPS is stored without any EXIF, turned as its orientation says', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect([hasGpsDirectory(original.exif!), original.orientation, original.width, original.height]).toEqual([true, 6, 40, 20]);
    const response = await createImageIdea('photo.jpg', photo);
    const { image } = response.json().data;
    expect(image).toMatch(/\.jpg$/);
    const file = await stored(image);
    const kept = await sharp(file).metadata();
    expect([kept.format, kept.exif, kept.orientation, kept.width, kept.height]).toEqual(['jpeg', undefined, undefined, 20, 40]);
    expect(file.includes('TestCam')).toBe(false);
    // Turned a quarter clockwise: the red half on top, the blue one below.
    expect((await pixelOf(file, 10, 5)).map((channel) => Math.round(channel / 32))).toEqual([8, 0, 0]);
    expect((await pixelOf(file, 10, 35)).map((channel) => Math.round(channel / 32))).toEqual([0, 0, 8]);
  });

  it('sides are capped at 2048 px and the board gets a 480 px wide thumbnail', async () => {
    const { image, thumbnail } = (await createImageIdea('wide.png', await pngOf(3000, 1000))).json().data;
    const [full, small] = await Promise.all([sharp(await stored(image)).metadata(), sharp(await stored(thumbnail)).metadata()]);
    expect([full.width, full.height, small.width, small.height]).toEqual([2048, 683, 480, 160]);
    const tiny = (await createImageIdea('tiny.png', await pngOf(100, 50))).json().data;
    expect((await sharp(await stored(tiny.thumbnail)).metadata()).width).toBe(100);
  });

  it.each([
    ['24-bit', 24],
    ['8-bit palette', 8],
  ] as const)('a %s BMP becomes a PNG with its pixels', async (_name, bits) => {
    const response = await createImageIdea(
      'old.bmp',
      bitmap(30, 10, bits, (x) => x >= 15),
    );
    const { image } = response.json().data;
    expect(image).toMatch(/\.png$/);
    expect([await pixelOf(await stored(image), 2, 5), await pixelOf(await stored(image), 20, 5)]).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
  });

  it('a GIF stays a GIF; a file over 10 MB is refused', async () => {
    expect((await createImageIdea('anim.gif', await gifOf(50, 50))).json().data.image).toMatch(/\.gif$/);
    const tooBig = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await createImageIdea('big.png', tooBig);
    expect([response.statusCode, response.json().error.code]).toEqual([422, 'file_too_large']);
  });
});

describe('serving', () => {
  it('an idea image is sent as its type with nosniff and a sandboxing policy, kept a day by the browser', async () => {
    const { image, thumbnail } = (await createImageIdea('served.png', await pngOf(20, 20))).json().data;
    for (const path of [image, thumbnail]) {
      const answer = await served(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
        'cache-control': 'private, max-age=86400, immutable',
      });
    }
  });

  it('nothing else of the storage is served, and a made-up name is refused', async () => {
    const { image } = (await createImageIdea('other.png', await pngOf(20, 20))).json().data;
    expect((await served(image.replace(/\.png$/, '.html'))).statusCode).toBe(422);
    expect((await served(image.replace(/[0-9a-f]{24}/, 'f'.repeat(24)))).json().error.code).toBe('not_found');
    expect((await served('layouts/wedding-1/1-aaaaaaaaaaaaaaaaaaaaaaaa.png')).statusCode).toBe(404);
    expect((await served('ideas/../plan/x.png')).statusCode).toBe(404);
  });
});

describe('files follow their rows', () => {
  it('a new image replaces the old files after the commit; a change of type and a delete remove them', async () => {
    const created = (await createImageIdea('first.png', await pngOf(20, 20))).json().data;
    const update = (fields: Record<string, unknown>, content?: Buffer) => {
      const form = ideaForm({ id: created.id, title: 'Changed', ...fields }, content && { name: 'next.png', content });
      return world.server.inject({ method: 'POST', url: '/api/ideas/update', headers: { ...form.headers, cookie: world.cookie }, payload: form.payload });
    };
    const kept = (await update({ type: 'image' })).json().data;
    expect([kept.image, kept.thumbnail]).toEqual([created.image, created.thumbnail]);
    const replaced = (await update({ type: 'image' }, await pngOf(30, 30))).json().data;
    expect(replaced.image).not.toBe(created.image);
    expect([await isStoredFile(created.image), await isStoredFile(created.thumbnail)]).toEqual([false, false]);
    expect((await update({ type: 'text', text: 'Now words' })).json().data).toMatchObject({ image: null, thumbnail: null });
    expect(await isStoredFile(replaced.image)).toBe(false);

    const doomed = (await createImageIdea('doomed.png', await pngOf(20, 20))).json().data;
    await world.server.inject({ method: 'DELETE', url: `/api/ideas/destroy?id=${doomed.id}`, headers: { cookie: world.cookie } });
    expect(await isStoredFile(doomed.image)).toBe(false);
  });

  it('the hourly sweep knows the ideas folder: it keeps what rows point at and removes the rest', async () => {
    const { image, thumbnail } = (await createImageIdea('kept.png', await pngOf(20, 20))).json().data;
    const orphan = `${image.split('/').slice(0, 2).join('/')}/1-${'a'.repeat(24)}.png`;
    await plantFile(world.server.db, orphan, 'left behind');
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    for (const path of [image, thumbnail, orphan]) await backdateFile(world.server.db, path, old);
    const { removedFiles } = await cleanUp(world.server.db, new Storage(world.server.db));
    expect(removedFiles).toContain(orphan);
    expect(removedFiles).not.toContain(image);
    expect(removedFiles).not.toContain(thumbnail);
  });
});
