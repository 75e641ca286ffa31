import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { layoutImagePath } from '../../../contract/tables';
import { cleanUp, uploadGraceMs } from '../../../server/maintenance';
import { weddings } from '../../../server/modules/weddings/schema';
import { Storage } from '../../../server/shared/storage';
import { backdateFile, isStored, storedUnder } from '../../support/stored-files';
import { startTestServer, type TestServer } from '../../support/test-server';
import { encodedImages, jpegImage, layoutUpload, plannerWithWedding, pngChunk, pngHeader, pngImage, pngSignature } from './support';

let server: TestServer;
let cookie: string;
let weddingId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ cookie, weddingId } = await plannerWithWedding(server));
});
afterAll(() => server.close());

const upload = (name: string, content: Buffer, options: { field?: string; wedding?: number | string } = {}) =>
  server.inject(layoutUpload(options.wedding ?? weddingId, { name, content, field: options.field }, cookie));
const storedWedding = async () => (await server.db.select().from(weddings).where(eq(weddings.id, weddingId)))[0]!;
const isStoredFile = (path: string) => isStored(server.db, path);
// Uploads are staged in the storage's one incoming folder (server/shared/storage.ts).
const incoming = () => storedUnder(server.db, '.incoming');
const image = (query: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url: `/api${query}`, headers: { cookie, ...headers } });

describe('POST /weddings/upload_layout', () => {
  it('stores a PNG under a server-made name, reads its size, and serves it back privately', async () => {
    const content = pngImage(640, 480);
    const response = await upload('../../etc/my floor plan.png', content);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({ layout: expect.stringMatching(new RegExp(`^layouts/wedding-${weddingId}/\\d+-[0-9a-f]{24}\\.png$`)), width: 640, height: 480 });
    expect(await storedWedding()).toMatchObject({ layout: data.layout, layoutWidth: 640, layoutHeight: 480 });
    expect(await isStoredFile(data.layout)).toBe(true);
    expect(await incoming()).toEqual([]);

    const served = await image(layoutImagePath(weddingId, data.layout));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
    });
    const again = await image(layoutImagePath(weddingId, data.layout), { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('takes a JPEG, and a photo taken sideways measures as it is shown', async () => {
    const plain = await upload('plan.jpeg', jpegImage(800, 600));
    expect(plain.json().data).toMatchObject({ layout: expect.stringMatching(/\.jpg$/), width: 800, height: 600 });
    const served = await image(layoutImagePath(weddingId, plain.json().data.layout));
    expect(served.headers['content-type']).toBe('image/jpeg');
    const turned = await upload('phone.jpg', jpegImage(800, 600, 6));
    expect(turned.json().data).toMatchObject({ width: 600, height: 800 });
  });

  it('takes whole images as encoders write them: RGB, interlaced, 1-bit, palette, progressive JPEG', async () => {
    const sizeOf = async (name: string, content: Buffer) => (await upload(name, content)).json().data;
    const venue = readFileSync(new URL('../../../server/seed/assets/demo-layout.png', import.meta.url));
    expect(await sizeOf('venue.png', venue)).toMatchObject({ width: 2000, height: 1400 });
    expect(await sizeOf('interlaced.png', encodedImages.interlacedRgbPng)).toMatchObject({ width: 101, height: 103 });
    expect(await sizeOf('bits.png', encodedImages.interlacedBitPng)).toMatchObject({ width: 101, height: 103 });
    expect(await sizeOf('palette.png', pngImage(333, 217, { palette: true }))).toMatchObject({ width: 333, height: 217 });
    expect(await sizeOf('progressive.jpg', encodedImages.progressiveJpeg)).toMatchObject({ width: 120, height: 100 });
  });

  it('removes the old file once the new one is stored', async () => {
    const first = (await upload('a.png', pngImage(300, 200))).json().data.layout;
    const second = (await upload('b.png', pngImage(320, 200))).json().data.layout;
    expect(await isStoredFile(first)).toBe(false);
    expect(await isStoredFile(second)).toBe(true);
    expect(await storedUnder(server.db, `layouts/wedding-${weddingId}`)).toEqual([second.split('/').at(-1)]);
  });

  it('leaves one file when uploads race: each replaces the other, none is orphaned', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => upload(`${index}.png`, pngImage(200 + index, 200))));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { layout, layoutWidth } = await storedWedding();
    expect(await storedUnder(server.db, `layouts/wedding-${weddingId}`)).toEqual([layout!.split('/').at(-1)]);
    expect(responses.map((response) => response.json().data)).toContainEqual({ layout, width: layoutWidth, height: 200 });
    expect(await incoming()).toEqual([]);
  });

  describe('refuses, keeping the layout it had', () => {
    let kept: Awaited<ReturnType<typeof storedWedding>>;
    beforeAll(async () => {
      await upload('kept.png', pngImage(500, 400));
      kept = await storedWedding();
    });

    const refused = async (response: Awaited<ReturnType<typeof upload>>, status: number, code: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(await storedWedding()).toEqual(kept);
      expect(await isStoredFile(kept.layout!)).toBe(true);
      expect(await incoming()).toEqual([]);
    };

    it('a text file renamed .png, an SVG, a GIF, and a PNG header with nothing behind it', async () => {
      await refused(await upload('plan.png', Buffer.from('not an image at all, just text')), 422, 'layout_invalid_image');
      await refused(await upload('plan.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>')), 422, 'layout_invalid_image');
      await refused(await upload('plan.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')), 422, 'layout_invalid_image');
      await refused(await upload('plan.png', pngImage(500, 400).subarray(0, 12)), 422, 'layout_invalid_image');
    });

    /** Issue 23 item 6: these were stored, and no browser could draw them. */
    describe('a picture no browser can draw: its header promises what its data does not hold', () => {
      const iend = pngChunk('IEND', Buffer.alloc(0));
      const rowsOf = (width: number, rows: number, filter = 0) =>
        Buffer.concat(Array.from({ length: rows }, () => Buffer.from([filter, ...Array<number>(width).fill(0x80)])));
      const png = (...chunks: Buffer[]) => Buffer.concat([pngSignature, ...chunks]);
      const whole = pngImage(500, 400);
      const withoutEnd = (jpeg: Buffer) => jpeg.subarray(0, jpeg.length - 2);
      const scanStart = (jpeg: Buffer) => jpeg.indexOf(Buffer.from([0xff, 0xda]));
      const cases: Record<string, Buffer> = {
        'a 69-byte PNG declaring 12,000 × 5,000 pixels': png(pngHeader(12_000, 5000), pngChunk('IDAT', deflateSync(Buffer.alloc(100))), iend),
        'a PNG header with no pixel data at all': png(pngHeader(500, 400), iend),
        'a PNG whose pixel data stops after its first rows': png(pngHeader(500, 400), pngChunk('IDAT', deflateSync(rowsOf(500, 10))), iend),
        'a PNG cut in the middle of its pixel data': whole.subarray(0, whole.length - 200),
        'a PNG whose pixel data is not deflated': png(pngHeader(500, 400), pngChunk('IDAT', rowsOf(500, 400)), iend),
        'a PNG whose rows name an unknown filter': png(pngHeader(500, 400), pngChunk('IDAT', deflateSync(rowsOf(500, 400, 7))), iend),
        'a PNG with a damaged checksum': Buffer.concat([whole.subarray(0, 29), Buffer.from([whole[29]! ^ 0xff]), whole.subarray(30)]),
        'a palette PNG without its palette': png(pngHeader(500, 400, { colourType: 3 }), pngChunk('IDAT', deflateSync(rowsOf(500, 400))), iend),
        'a JPEG header with no scan': Buffer.concat([jpegImage(500, 400).subarray(0, scanStart(jpegImage(500, 400))), Buffer.from([0xff, 0xd9])]),
        'a JPEG whose scan has no data': Buffer.concat([jpegImage(500, 400).subarray(0, scanStart(jpegImage(500, 400)) + 10), Buffer.from([0xff, 0xd9])]),
        'a JPEG cut before its end': withoutEnd(jpegImage(500, 400)).subarray(0, -10),
        'a JPEG without its end marker': withoutEnd(jpegImage(500, 400)),
        'a lossless JPEG (no browser decodes one)': Buffer.from(jpegImage(500, 400).toString('latin1').replace('\xff\xc0', '\xff\xc3'), 'latin1'),
      };

      it.each(Object.entries(cases))('%s', async (_name, content) => {
        await refused(await upload('plan.png', content), 422, 'layout_invalid_image');
      });

      it('the 69-byte PNG is the one the issue names', () => {
        expect(cases['a 69-byte PNG declaring 12,000 × 5,000 pixels']!.length).toBe(69);
      });
    });

    it('an image over 15 MB', async () => {
      const oversized = Buffer.concat([pngImage(500, 400), Buffer.alloc(15 * 1024 * 1024)]);
      await refused(await upload('huge.png', oversized), 422, 'layout_too_large');
    });

    it('absurd sizes: too small, too large on a side, too many pixels', async () => {
      await refused(await upload('tiny.png', pngImage(99, 400)), 422, 'layout_invalid_dimensions');
      await refused(await upload('long.png', pngImage(12_001, 200)), 422, 'layout_invalid_dimensions');
      await refused(await upload('vast.jpg', jpegImage(8000, 8000)), 422, 'layout_invalid_dimensions');
    });

    it('a file in another field, a body that is no form (415), a missing, NUL or huge wedding id', async () => {
      await refused(await upload('plan.png', pngImage(500, 400), { field: 'file' }), 422, 'form_validation_error');
      const noForm = await server.inject({ method: 'POST', url: '/api/weddings/upload_layout', headers: { cookie }, payload: { wedding_id: weddingId } });
      await refused(noForm, 415, 'unsupported_media_type');
      await refused(await upload('plan.png', pngImage(500, 400), { wedding: '' }), 422, 'form_validation_error');
      await refused(await upload('plan.png', pngImage(500, 400), { wedding: `${weddingId}\u0000` }), 422, 'form_validation_error');
      await refused(await upload('plan.png', pngImage(500, 400), { wedding: '2147483648' }), 422, 'form_validation_error');
    });
  });
});

describe('GET /weddings/layout', () => {
  it('answers not_found for a wedding without a layout', async () => {
    const { cookie: otherCookie, weddingId: bare } = await plannerWithWedding(server);
    const response = await server.inject({ method: 'GET', url: `/api/weddings/layout?wedding_id=${bare}`, headers: { cookie: otherCookie } });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('the clean-up', () => {
  it('keeps the layout a wedding points at, however old', async () => {
    const { layout } = (await upload('plan.png', pngImage(320, 240))).json().data;
    const old = new Date(Date.now() - uploadGraceMs - 60_000);
    await backdateFile(server.db, layout, old);
    const { removedFiles } = await cleanUp(server.db, new Storage(server.db));
    expect(removedFiles).not.toContain(layout);
    expect(await isStoredFile(layout)).toBe(true);
  });
});
