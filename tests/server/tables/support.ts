import { deflateSync, crc32 } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { guests } from '../../../server/modules/guests/schema';
import { tablesGuests } from '../../../server/modules/tables/schema';
import { signedInPerson, weddingPayload } from '../../support/fixtures';
import { multipart } from '../../support/multipart';
import type { TestServer } from '../../support/test-server';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as one signed-in person: GET and DELETE send `input` as the query, POST and PUT as JSON. */
export function caller(server: TestServer, cookie: string | undefined) {
  return (method: Method, url: string, input: Record<string, unknown> = {}) => server.inject(requestOf(method, url, input, cookie));
}

export function requestOf(method: Method, url: string, input: Record<string, unknown>, cookie?: string): InjectOptions {
  const headers = cookie ? { cookie } : {};
  if (method === 'GET' || method === 'DELETE') return { method, url: `/api${url}`, query: stringValues(input), headers };
  return { method, url: `/api${url}`, payload: input, headers };
}

const stringValues = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));

/** A planner with a new wedding, signed in. */
export async function plannerWithWedding(server: TestServer) {
  const { person, cookie } = await signedInPerson(server, 'Planner', { credits: 5 });
  return { planner: person, cookie, weddingId: await createWedding(server, cookie) };
}

/** One more wedding of the signed-in planner. */
export async function createWedding(server: TestServer, cookie: string): Promise<number> {
  const response = await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: weddingPayload() });
  if (response.statusCode !== 200) throw new Error(`wedding not created: ${response.body}`);
  return response.json().data.id;
}

/** Seats `count` people at a table, as one guest with companions, straight in the database. */
export async function seatGuests(server: TestServer, weddingId: number, tableId: number, count: number) {
  const [guest] = await server.db
    .insert(guests)
    .values({ weddingId, name: `Guest at ${tableId}`, companions: count - 1, statusId: 1 })
    .returning();
  await server.db.insert(tablesGuests).values(Array.from({ length: count }, () => ({ weddingId, tableId, guestId: guest!.id })));
  return guest!;
}

/** A multipart upload of the layout: the wedding first, then the file. */
export function layoutUpload(weddingId: number | string, file: { name: string; content: Buffer; field?: string }, cookie?: string): InjectOptions {
  const body = multipart({ wedding_id: String(weddingId) }, { ...file, field: file.field ?? 'layout' });
  return { method: 'POST', url: '/api/weddings/upload_layout', headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload };
}

// ---------------------------------------------------------------------------------------------
// Small real images, made here so the tests carry no binary files.

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An IHDR chunk, 8-bit greyscale unless told, not interlaced. */
export function pngHeader(width: number, height: number, { bitDepth = 8, colourType = 0 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', header);
}

/** A grey PNG of the given size, each row unfiltered: 8-bit greyscale, or with `palette` a two-colour 1-bit palette image (eight pixels a byte). */
export function pngImage(width: number, height: number, { palette = false } = {}): Buffer {
  const row = Buffer.alloc(1 + Math.ceil((width * (palette ? 1 : 8)) / 8), palette ? 0x55 : 0x80);
  row[0] = 0;
  return Buffer.concat([
    pngSignature,
    pngHeader(width, height, { bitDepth: palette ? 1 : 8, colourType: palette ? 3 : 0 }),
    ...(palette ? [pngChunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]))] : []),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Small files a real encoder wrote (ImageMagick 6, `convert … -interlace PNG|JPEG -strip`), for
 * what a hand-built image would only check against its own reading of the spec.
 */
export const encodedImages = {
  /** 101 × 103, 8-bit RGB, interlaced (Adam7). */
  interlacedRgbPng: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGUAAABnCAIAAAHh0SsFAAABPUlEQVR42u3ZsUoDQQAG4b2QNDY2vv8TWthoEQNa2u7IQjbhm3r5mQzLHVyOnzHF+X28Ofd4547X8TF1zj146nPT9+BzvMycm2RWz5w5c//kuIzryrnJV8HUL/1a9zixZcuWLVu2nmVr5av7uI7Lqq21rCzG7N4wY8bs3g7MmDFjxowZM2bM/jjGWPgNe6nZnl7n7y0/HdCiRWsHaNGitQO0aNHaAVq0aO0ALVq0doAWLVo7QIsWrR2gRYvWDmyqtenf1cdtnO7t8Ehseru2Ra+GXg29Gno19Gro1dCroVdDr4ZeDb0aejX0aujV0KuhV0Ovhl4NvRp6NfRq6NXQq6FXQ6+GXg29Gno19Gro1dCroVdDr4ZeDb0aejX0aujV0KuhV0Ovhl4NvRp6NfRq6NXQq6FX4ziN270dHolf11rEz03iS6gAAAAASUVORK5CYII=',
    'base64',
  ),
  /** 101 × 103, 1-bit greyscale, interlaced (Adam7). */
  interlacedBitPng: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGUAAABnAQAAAAFGyIH/AAABdklEQVQ4y6WUO46DMBCGf0Th7dym8zXSca10+Gg+iqVcwNI2LlDYmTEDNpCHspaZX1/wPI2COYN2uiFeEGj/VPuCeOVX5QzteEO48u++2s2xeQ6YA5kJNiChD4joDkZeZJiABxx5/LLbXIyvjSfzwOApnvPkYT35Gk9R+toEdOdmOyJuYiSKxJsxkrm3KWXFWm1RwLFmoGeNABtyAQZSErhI1dKykRLQMpGy0erfq55X1Tgal4YDjKQJ6DgvHbBSlz6HuisNH+jkiupDbbFOnCdI34Y1cv5Q6mHl/sdKud4hlPrdptKX3VT6Nu81yXyea675RZx9/n19WvehH+1T+9Y56Fx0Tuujc/x07tvK/yMubCUu2ylJ050Sf7lcdCEB9mSaCnWFUiGMQnEhJ+QXskILUJgMDcJh5G9DF1NaaTxQXGnIZe5LwgP5J2S/JPcmX0ttna86antv59LObDdPTehO7qG9o/b+dnfb3nv7TXBK89V3dk5/iXrGKFidmj4AAAAASUVORK5CYII=',
    'base64',
  ),
  /** 120 × 100, greyscale, progressive (several scans). */
  progressiveJpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/wgALCABkAHgBAREA/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQH/9oACAEBAAAAAc/AALAACoAArAAKwACsAArAAKwACsAArAAKwACsAApAAP/EABcQAQEBAQAAAAAAAAAAAAAAAAAREkD/2gAIAQEAAQUCiIiIiIiIiIyyyyyyyyyyyyyyyiIiIiIiIiIyyyyyyyyyyyyyyyiIiIiIiIiIiIiIiIiIiIyyyyyyyyyyyyyyyiIiIiIiIiIyyyyyyyyyyyyyyyiIiIiIiIiIiIiIiIiIiIyyyyyyyyyyyyyyzwf/xAAUEAEAAAAAAAAAAAAAAAAAAABw/9oACAEBAAY/AkP/xAAWEAEBAQAAAAAAAAAAAAAAAAAAEXD/2gAIAQEAAT8hzT//AIAA/wD+AAP/AP8A/wDwAB//AMAAf/8A/wD+AAIiIiIiIiIiP//aAAgBAQAAABD/AP4AA/8A/wD/AP8A/wD/AP8A/wD/AP8A/wAAAf8A/AAAAA//AP8A/8QAFxABAQEBAAAAAAAAAAAAAAAAAHERUf/aAAgBAQABPxCUpSlKUpSlKUpQhCEIQhCEIQhCUpSlKUpSlKUpQhCEIQhCEIQhCUpSlKUpSlKUpSlKUpSlKUpSlKEIQhCEIQhCEISlKUpSlKUpSlKEIQhCEIQhCEISlKUpSlKUpSlKUpSlKUpSlKUpQhCEIQhCEIQhDPGeM8Z4zxnjPGeM8Z4zxnjPGeM8f//Z',
    'base64',
  ),
};

const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];

/**
 * A mid-grey baseline JPEG of the given size: one greyscale component whose blocks all carry
 * a zero DC difference and end at once (2 bits a block, with one-symbol Huffman tables).
 * `orientation` adds the EXIF tag cameras write for a photo taken sideways.
 */
export function jpegImage(width: number, height: number, orientation?: number): Buffer {
  const exif = orientation
    ? segment(0xe1, [...Buffer.from('Exif\0\0', 'latin1'), 0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0])
    : [];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, '1');
  const scan = Array.from({ length: bits.length / 8 }, (_, index) => parseInt(bits.slice(index * 8, index * 8 + 8), 2));
  const oneCode = [1, ...Array<number>(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...exif,
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...oneCode]),
    ...segment(0xc4, [0x10, ...oneCode]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}
