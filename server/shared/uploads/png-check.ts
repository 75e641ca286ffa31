import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32, createInflate } from 'node:zlib';
import { Pace } from './pace';

interface PngHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  paletted: boolean;
}

/** Bit depths allowed for each colour type, and the samples a pixel holds (PNG spec §11.2.2). */
const colourTypes: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

function pngHeaderOf(data: Buffer): PngHeader | null {
  if (data.length !== 13) return null;
  const [depth, colourType, compression, filter, interlace] = [data[8]!, data[9]!, data[10]!, data[11]!, data[12]!];
  const colour = colourTypes[colourType];
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  if (!colour?.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1 || width === 0 || height === 0) return null;
  return { width, height, bitsPerPixel: depth * colour.samples, interlaced: interlace === 1, paletted: colourType === 3 };
}

/** Adam7's seven passes: first column and row, then the steps between them. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The rows the inflated data holds, pass by pass: how many, and each one's length with its filter-type byte. */
function pngPasses({ width, height, bitsPerPixel, interlaced }: PngHeader): Array<{ rows: number; length: number }> {
  const rowLength = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return [{ rows: height, length: rowLength(width) }];
  return adam7
    .map(([x, y, stepX, stepY]) => {
      const columns = width > x ? Math.ceil((width - x) / stepX) : 0;
      const rows = height > y ? Math.ceil((height - y) / stepY) : 0;
      return { rows: columns > 0 ? rows : 0, length: rowLength(columns) };
    })
    .filter((pass) => pass.rows > 0);
}

/**
 * Follows inflated pixel data as it comes: each row must start with a filter type 0–4. Once
 * every row the header declares has come, the picture is whole; what may follow is ignored, as
 * decoders do, and is not inflated.
 */
function pngRowChecker(header: PngHeader) {
  const passes = pngPasses(header);
  let pass = 0;
  let rowsLeft = passes[0]!.rows;
  let bytesLeftInRow = 0;
  let state: 'incomplete' | 'complete' | 'broken' = 'incomplete';
  return {
    state: () => state,
    take(chunk: Buffer): void {
      for (let at = 0; at < chunk.length && state === 'incomplete';) {
        if (bytesLeftInRow === 0) {
          if (chunk[at]! > 4) state = 'broken';
          bytesLeftInRow = passes[pass]!.length;
        }
        const taken = Math.min(bytesLeftInRow, chunk.length - at);
        at += taken;
        bytesLeftInRow -= taken;
        if (bytesLeftInRow > 0 || --rowsLeft > 0 || state !== 'incomplete') continue;
        pass++;
        if (pass === passes.length) state = 'complete';
        else rowsLeft = passes[pass]!.rows;
      }
    },
  };
}

/** PNG spec §5 and §7–§9: the chunks, their order and checksums, and every row of the pixel data. */
export async function pngIsDrawable(content: Buffer): Promise<boolean> {
  // Inflated on libuv's threads, in slices, and never kept: 60 million pixels of 16-bit RGBA
  // are 480 MB of rows to follow, not to hold.
  const inflater = createInflate({ chunkSize: 256 * 1024 });
  let rows: ReturnType<typeof pngRowChecker> | null = null;
  let inflateFailed = false;
  inflater.on('data', (chunk: Buffer) => {
    rows?.take(chunk);
    if (rows?.state() !== 'incomplete') inflater.destroy();
  });
  inflater.on('error', () => {
    inflateFailed = true;
  });
  const closed = new Promise((resolve) => inflater.once('close', resolve));
  const pace = new Pace(1024);
  try {
    let paletted = false;
    let palette = false;
    let idat: 'before' | 'within' | 'after' = 'before';
    for (let at = 8, chunks = 0; ; chunks++) {
      if (pace.due()) await nextTurn();
      if (at + 12 > content.length) return false;
      const length = content.readUInt32BE(at);
      const end = at + 12 + length;
      if (length > 0x7fffffff || end > content.length) return false;
      const type = content.toString('latin1', at + 4, at + 8);
      const data = content.subarray(at + 8, at + 8 + length);
      if (!/^[A-Za-z]{4}$/.test(type) || crc32(content.subarray(at + 4, at + 8 + length)) !== content.readUInt32BE(at + 8 + length)) return false;
      at = end;
      if ((chunks === 0) !== (type === 'IHDR')) return false;
      if (type === 'IHDR') {
        const header = pngHeaderOf(data);
        if (!header) return false;
        paletted = header.paletted;
        rows = pngRowChecker(header);
      } else if (type === 'IDAT') {
        if (idat === 'after' || inflateFailed || rows!.state() === 'broken') return false;
        idat = 'within';
        if (data.length > 0 && !inflater.destroyed && !inflater.write(data))
          await Promise.race([new Promise((resolve) => inflater.once('drain', resolve)), closed]);
      } else {
        if (idat === 'within') idat = 'after';
        if (type === 'IEND') break;
        if (type === 'PLTE') {
          if (idat !== 'before') return false;
          palette = true;
        }
        // Any other critical chunk (upper-case first letter) is one no browser knows how to read.
        else if (type[0]! < 'a') return false;
      }
    }
    if (idat === 'before' || (paletted && !palette)) return false;
    if (!inflater.destroyed) inflater.end();
    await closed;
    return !inflateFailed && rows!.state() === 'complete';
  } finally {
    inflater.destroy();
  }
}
