import { bmpInfoHeaderSizes } from './image-kinds';

/** Decoded pixels, four bytes (r, g, b, a) each, rows from the top. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Buffer;
}

export class UnreadableBitmap extends Error {}

const compression = { rgb: 0, bitfields: 3, alphaBitfields: 6 } as const;

/** A channel of a bit-field pixel: where its bits are and how to scale them to 0–255. */
interface Channel {
  mask: number;
  shift: number;
  max: number;
}

function channelOf(mask: number): Channel | null {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return { mask, shift, max };
}

const read = (channel: Channel | null, pixel: number, otherwise: number) =>
  channel ? Math.round((((pixel & channel.mask) >>> channel.shift) * 255) / channel.max) : otherwise;

/**
 * Decodes an uncompressed Windows bitmap (sharp has no BMP reader): 1, 4 and 8 bits with a
 * palette, 24 bits, and 16 or 32 bits with the default or given bit fields; rows bottom-up
 * or top-down. Run-length compressed bitmaps, rare today, are refused. Every read is bounds
 * checked, and the pixel count is checked against `maxPixels` before anything is allocated.
 */
export function decodeBmp(file: Buffer, maxPixels: number): RgbaPixels {
  if (file.length < 54) throw new UnreadableBitmap('too short');
  const headerSize = file.readUInt32LE(14);
  const width = file.readInt32LE(18);
  const signedHeight = file.readInt32LE(22);
  const bits = file.readUInt16LE(28);
  const kind = file.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  if (!bmpInfoHeaderSizes.includes(headerSize) || width <= 0 || height === 0 || width * height > maxPixels) throw new UnreadableBitmap('header');
  const withFields = kind === compression.bitfields || kind === compression.alphaBitfields;
  if (!(kind === compression.rgb || (withFields && (bits === 16 || bits === 32)))) throw new UnreadableBitmap('compression');
  if (![1, 4, 8, 16, 24, 32].includes(bits)) throw new UnreadableBitmap('bits');

  const maskAt = (index: number) => file.readUInt32LE(54 + index * 4);
  const hasAlphaMask = kind === compression.alphaBitfields || (withFields && headerSize >= 56);
  const defaultMasks = bits === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0x00ff00, 0x0000ff, 0];
  const masks = withFields ? [maskAt(0), maskAt(1), maskAt(2), hasAlphaMask ? maskAt(3) : 0] : defaultMasks;
  const [red, green, blue, alpha] = masks.map(channelOf);

  // Masks given after a 40-byte header sit between it and the palette.
  const fieldsAfterHeader = withFields && headerSize === 40 ? (kind === compression.alphaBitfields ? 16 : 12) : 0;
  const paletteStart = 14 + headerSize + fieldsAfterHeader;
  const paletteSize = bits <= 8 ? file.readUInt32LE(46) || 2 ** bits : 0;
  if (paletteSize > 2 ** bits || paletteStart + paletteSize * 4 > file.length) throw new UnreadableBitmap('palette');

  const stride = Math.floor((bits * width + 31) / 32) * 4;
  const pixelStart = file.readUInt32LE(10);
  if (pixelStart < paletteStart + paletteSize * 4 || pixelStart + stride * height > file.length) throw new UnreadableBitmap('pixels');

  const data = Buffer.alloc(width * height * 4);
  let anyAlpha = false;
  for (let row = 0; row < height; row++) {
    const source = pixelStart + stride * (signedHeight > 0 ? height - 1 - row : row);
    for (let column = 0; column < width; column++) {
      const target = (row * width + column) * 4;
      if (bits <= 8) {
        const bitOffset = column * bits;
        const index = (file[source + (bitOffset >> 3)]! >> (8 - bits - (bitOffset & 7))) & (2 ** bits - 1);
        if (index >= paletteSize) throw new UnreadableBitmap('palette index');
        const entry = paletteStart + index * 4;
        data[target] = file[entry + 2]!;
        data[target + 1] = file[entry + 1]!;
        data[target + 2] = file[entry]!;
        data[target + 3] = 255;
      } else if (bits === 24) {
        const at = source + column * 3;
        data[target] = file[at + 2]!;
        data[target + 1] = file[at + 1]!;
        data[target + 2] = file[at]!;
        data[target + 3] = 255;
      } else {
        const pixel = bits === 16 ? file.readUInt16LE(source + column * 2) : file.readUInt32LE(source + column * 4);
        data[target] = read(red ?? null, pixel, 0);
        data[target + 1] = read(green ?? null, pixel, 0);
        data[target + 2] = read(blue ?? null, pixel, 0);
        data[target + 3] = read(alpha ?? null, pixel, 255);
        anyAlpha ||= data[target + 3] !== 0;
      }
    }
  }
  // Many writers leave an alpha channel of zeros: such a bitmap is meant opaque.
  if (alpha && !anyAlpha) for (let index = 3; index < data.length; index += 4) data[index] = 255;
  return { width, height, data };
}
