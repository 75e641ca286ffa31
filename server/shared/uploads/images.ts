import { imageSize } from 'image-size';
import { recognizeImage, type UploadedImageKind } from './image-kinds';
import { jpegIsDrawable } from './jpeg-check';
import { pngIsDrawable } from './png-check';

/** The image formats every browser draws, recognised by content. */
export type ImageKind = 'png' | 'jpg';

/** An uploaded image as a browser shows it: a photo's EXIF orientation applied to its sides. */
export interface ShownImage {
  kind: ImageKind;
  width: number;
  height: number;
}

/** The layout's kinds among the kinds an upload may be. */
const layoutKinds: Partial<Record<UploadedImageKind, ImageKind>> = { png: 'png', jpeg: 'jpg' };

/**
 * What an upload's header says it is: its kind by its first bytes (whatever its name claims)
 * and its size as shown, or null when it is neither a PNG nor a JPEG. Only the header is read:
 * `isDrawable` says whether the rest of the file holds the picture the header promises.
 */
export function identifyImage(content: Buffer): ShownImage | null {
  const recognized = recognizeImage(content);
  const kind = recognized && layoutKinds[recognized];
  if (!kind) return null;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    return null;
  }
  if (size.type !== kind) return null;
  // A photo taken sideways is shown turned by its EXIF orientation (5–8 swap the sides).
  const turned = (size.orientation ?? 1) >= 5;
  return turned ? { kind, width: size.height, height: size.width } : { kind, width: size.width, height: size.height };
}

/**
 * Whether a browser can draw the whole image: a header alone (a 69-byte PNG declaring
 * 12,000 × 5,000 pixels) or a file cut short would be stored and never drawn. A PNG is read
 * chunk by chunk (each checksum, the order of the critical chunks) and its pixel data inflated,
 * row by row as a decoder does, without keeping it: it must hold every row its header declares.
 * A JPEG is walked segment by segment: a frame a browser decodes, its tables, at least one scan
 * with data, and the end marker. Call it once the header's size has passed the caller's limits,
 * which bound the work; the event loop is let run along the way.
 */
export async function isDrawable(content: Buffer, kind: ImageKind): Promise<boolean> {
  return kind === 'png' ? pngIsDrawable(content) : jpegIsDrawable(content);
}
