import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { decodeBmp } from './bmp-decode';
import { recognizeImage, type UploadedImageKind } from './image-kinds';

export interface ImageRules {
  /** The longest side of the stored image. */
  maxSide: number;
  /** The width of its thumbnail. */
  thumbnailWidth: number;
  /** Pixels an upload may declare before it is decoded (a small file can declare a huge picture). */
  maxInputPixels: number;
}

/** What is stored: a photo stays a JPEG, an animation a GIF, everything else becomes a PNG. */
export type StoredImageFormat = 'jpeg' | 'gif' | 'png';

export interface ReencodedImage {
  format: StoredImageFormat;
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** The upload is not an image of a kind we take, or it cannot be decoded whole. */
export class UnreadableImage extends Error {}

const storedFormat: Record<UploadedImageKind, StoredImageFormat> = { jpeg: 'jpeg', gif: 'gif', png: 'png', bmp: 'png', svg: 'png' };

/** A drawing without a size of its own is drawn this large (its longest side), at most 8 times its declared size. */
const svgDrawnSide = 1024;

/** Decoding stops after this long: a picture built to be slow keeps no thread busy for ever. */
const timeoutSeconds = 20;

/**
 * Re-encodes an upload so that what is stored is a plain image the server made: the kind is
 * recognised by content, a photo's EXIF orientation is applied to its pixels, every piece of
 * metadata (EXIF with GPS, XMP, IPTC, comments) is left behind, the longest side is capped,
 * and a thumbnail is made for the board. An SVG is drawn into a PNG by librsvg, which runs no
 * script and loads nothing outside the document (no file and no URL: it has no base address),
 * so what is served can never script the app's origin.
 */
export async function reencodeImage(content: Buffer, rules: ImageRules): Promise<ReencodedImage> {
  const kind = recognizeImage(content);
  if (!kind) throw new UnreadableImage('not an image we take');
  const format = storedFormat[kind];
  try {
    const source = await decoderOf(content, kind, rules);
    const full = await encode(
      source.rotate().resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true }),
      format,
    ).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(
      sharp(full.data, { animated: format === 'gif' }).resize({ width: rules.thumbnailWidth, withoutEnlargement: true }),
      format,
    ).toBuffer();
    return { format, full: full.data, thumbnail, width: full.info.width, height: full.info.pageHeight ?? full.info.height };
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

async function decoderOf(content: Buffer, kind: UploadedImageKind, rules: ImageRules): Promise<Sharp> {
  const options: SharpOptions = { limitInputPixels: rules.maxInputPixels, failOn: 'error' };
  if (kind === 'bmp') {
    const pixels = decodeBmp(content, rules.maxInputPixels);
    return sharp(pixels.data, { ...options, raw: { width: pixels.width, height: pixels.height, channels: 4 } }).timeout({ seconds: timeoutSeconds });
  }
  if (kind === 'svg') return sharp(content, { ...options, density: await svgDensity(content, options) }).timeout({ seconds: timeoutSeconds });
  return sharp(content, { ...options, animated: kind === 'gif' }).timeout({ seconds: timeoutSeconds });
}

/**
 * The density an SVG is drawn at, so a small icon is not stored as a smudge. Entity
 * declarations are refused before librsvg reads the document (a few lines can expand to
 * gigabytes).
 */
async function svgDensity(content: Buffer, options: SharpOptions): Promise<number> {
  if (/<!ENTITY/i.test(content.toString('utf8'))) throw new UnreadableImage('entity declarations');
  const { width = svgDrawnSide, height = svgDrawnSide } = await sharp(content, options).metadata();
  return 72 * Math.min(8, Math.max(1, svgDrawnSide / Math.max(width, height)));
}

function encode(image: Sharp, format: StoredImageFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'gif') return image.gif();
  return image.png();
}
