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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of the given size (8-bit greyscale, each row unfiltered). */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

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
