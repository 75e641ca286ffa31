import { randomBytes } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { imageSizeFromFile } from 'image-size/fromFile';
import { layoutLimits, type LayoutKind } from '../../../contract/tables';
import { DomainError } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';

/** A checked upload, still under its temporary name. */
export interface ReceivedLayout {
  temporary: string;
  kind: LayoutKind;
  width: number;
  height: number;
}

const signatures: Array<[LayoutKind, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];

/** What the file's first bytes say it is, whatever its name claims. */
export function layoutKindOf(head: Uint8Array): LayoutKind | null {
  return signatures.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte))?.[0] ?? null;
}

export const contentTypeOf = (layout: string) => (layout.endsWith('.png') ? 'image/png' : 'image/jpeg');

const fitsLimits = ({ width, height }: { width: number; height: number }) =>
  [width, height].every((side) => side >= layoutLimits.minSide && side <= layoutLimits.maxSide) && width * height <= layoutLimits.maxPixels;

/**
 * Layout images in storage. An upload is written under a temporary name in `layouts/incoming`
 * and checked there (content, size in pixels); only then is it renamed into the wedding's
 * folder, inside the transaction that points the wedding at it, so a file under a final name
 * is always complete and a crash mid-upload leaves only an obviously temporary file.
 */
export class LayoutFiles {
  constructor(
    private readonly storage: Storage,
    private readonly root: string,
  ) {}

  /** Stores and checks an upload; a refusal removes what was written. */
  async receive(content: Readable & { truncated?: boolean }): Promise<ReceivedLayout> {
    let temporary: string;
    try {
      // The extension is decided by content later; the staged name only needs to be temporary.
      temporary = (await this.storage.stage('layouts', 'upload', content)).temporary;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('layout_too_large');
      throw error;
    }
    try {
      if (content.truncated) throw new DomainError('layout_too_large');
      return { temporary, ...(await this.measure(temporary)) };
    } catch (error) {
      await this.storage.remove(temporary);
      throw error;
    }
  }

  private async measure(relative: string): Promise<{ kind: LayoutKind; width: number; height: number }> {
    const path = join(this.root, relative);
    const kind = layoutKindOf(await this.head(path));
    const size = kind ? await imageSizeFromFile(path).catch(() => null) : null;
    if (!kind || !size || size.type !== kind) throw new DomainError('layout_invalid_image');
    // A photo taken sideways is shown turned by its EXIF orientation (5–8 swap the sides), and
    // tables are placed on what is shown.
    const turned = (size.orientation ?? 1) >= 5;
    const shown = turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
    if (!fitsLimits(shown)) throw new DomainError('layout_invalid_dimensions');
    return { kind, ...shown };
  }

  private async head(path: string): Promise<Uint8Array> {
    const file = await open(path, 'r');
    try {
      const head = new Uint8Array(8);
      await file.read(head, 0, head.length, 0);
      return head;
    } finally {
      await file.close();
    }
  }

  /** Moves a received image to its final, server-made name in the wedding's folder. */
  async place(received: ReceivedLayout, weddingId: number): Promise<string> {
    const relative = join('layouts', `wedding-${weddingId}`, `${Date.now()}-${randomBytes(12).toString('hex')}.${received.kind}`);
    await mkdir(dirname(join(this.root, relative)), { recursive: true });
    await rename(join(this.root, received.temporary), join(this.root, relative));
    return relative;
  }

  remove(relative: string | null | undefined): Promise<void> {
    return this.storage.remove(relative);
  }

  open(relative: string) {
    return this.storage.open(relative);
  }
}
