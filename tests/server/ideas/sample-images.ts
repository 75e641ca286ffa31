import sharp from 'sharp';

/** A picture 40 × 20: red on the left half, blue on the right. */
const redAndBlue = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: 20, height: 20, channels: 3, background: '#0000ff' } }, left: 20, top: 0 },
  ]);

/** A phone photo: red and blue, with its camera, GPS position and an orientation of 6 (turned a quarter clockwise to be shown). */
export const photoWithGps = () =>
  redAndBlue()
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#c8a2c8' } })
    .png()
    .toBuffer();
export const gifOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffd700' } })
    .gif()
    .toBuffer();

/** Whether an EXIF block holds a GPS directory (tag 0x8825, in either byte order). */
export const hasGpsDirectory = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** An SVG that tries to run script and load what is outside it. */
export const svgWithScript = (outside: string) =>
  Buffer.from(`<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" onload="alert(document.cookie)">
  <script>alert(document.cookie)</script>
  <rect width="40" height="40" fill="#00ff00"/>
  <image href="${outside}" xlink:href="${outside}" width="40" height="20"/>
</svg>`);

export const htmlPage = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script><svg></svg></body></html>');

/**
 * A Windows bitmap of `width` × `height` with `bits` 24 (BGR rows) or 8 (a two-colour palette),
 * bottom-up; `paint(x, y)` says whether a pixel is the second colour (blue) or the first (red).
 */
export function bitmap(width: number, height: number, bits: 24 | 8, paint: (x: number, y: number) => boolean): Buffer {
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  const palette = bits === 8 ? 2 * 4 : 0;
  const offset = 14 + 40 + palette;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  if (bits === 8) {
    file.writeUInt32LE(2, 46);
    file.set([0, 0, 255, 0, 255, 0, 0, 0], 54); // red, blue (as B, G, R, 0)
  }
  for (let y = 0; y < height; y++) {
    const row = offset + stride * (height - 1 - y);
    for (let x = 0; x < width; x++) {
      if (bits === 8) file[row + x] = paint(x, y) ? 1 : 0;
      else file.set(paint(x, y) ? [255, 0, 0] : [0, 0, 255], row + x * 3);
    }
  }
  return file;
}

/** The colour of a pixel of an image, as [r, g, b]. */
export async function pixelOf(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
