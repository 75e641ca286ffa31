/** The image formats an upload may be, recognised by content. */
export type UploadedImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'svg';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const signatures: Array<[UploadedImageKind, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
];

/** The sizes of the BMP info headers a decoder reads (BITMAPINFOHEADER and its V2–V5 successors). */
export const bmpInfoHeaderSizes = [40, 52, 56, 108, 124];

/**
 * An SVG document: its root element is `svg`, after at most an XML declaration, comments and a
 * doctype without an internal subset. An HTML page (with an `<svg>` inside it or not) is not.
 */
const svgRoot = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^[>]*>\s*)*<svg[\s>/]/i;

/**
 * What an upload is, by its first bytes and whatever its name says, or null when it is none of
 * the kinds above. A BMP is known by `BM` and an info header of a size a decoder reads.
 */
export function recognizeImage(content: Buffer): UploadedImageKind | null {
  const kind = signatures.find(([, bytes]) => bytes.every((byte, index) => content[index] === byte))?.[0];
  if (kind) return kind;
  if (content.length > 18 && content[0] === 0x42 && content[1] === 0x4d && bmpInfoHeaderSizes.includes(content.readUInt32LE(14))) return 'bmp';
  return svgRoot.test(content.subarray(0, 4096).toString('utf8')) ? 'svg' : null;
}
