import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { layoutLimits, type LayoutKind } from '../../../contract/tables';
import type { Executor } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import { identifyImage, isDrawable, type ShownImage } from '../../shared/uploads/images';

/** A checked upload, still under its temporary name. */
export interface ReceivedLayout {
  temporary: string;
  kind: LayoutKind;
  width: number;
  height: number;
}

const fitsLimits = ({ width, height }: { width: number; height: number }) =>
  [width, height].every((side) => side >= layoutLimits.minSide && side <= layoutLimits.maxSide) && width * height <= layoutLimits.maxPixels;

/**
 * Layout images in storage. An upload is written under a temporary name in the storage's
 * incoming folder and checked there (content, size in pixels, the whole picture); only then is it renamed into the wedding's
 * folder, inside the transaction that points the wedding at it, so a file under a final name
 * is always complete and a crash mid-upload leaves only an obviously temporary file.
 */
export class LayoutFiles {
  constructor(private readonly storage: Storage) {}

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

  /**
   * The image as it is shown, once it is known to be a whole PNG or JPEG within the limits: a
   * header alone, or a file cut short, is refused before anything is stored under a real name.
   */
  private async measure(relative: string): Promise<ShownImage> {
    const content = (await this.storage.read(relative))!.content;
    const image = identifyImage(content);
    if (!image) throw new DomainError('layout_invalid_image');
    if (!fitsLimits(image)) throw new DomainError('layout_invalid_dimensions');
    if (!(await isDrawable(content, image.kind))) throw new DomainError('layout_invalid_image');
    return image;
  }

  /** Moves a received image to its final, server-made name in the wedding's folder, inside the transaction `tx` that points the wedding at it. */
  async place(tx: Executor, received: ReceivedLayout, weddingId: number): Promise<string> {
    const path = `layouts/wedding-${weddingId}/${Date.now()}-${randomBytes(12).toString('hex')}.${received.kind}`;
    await this.storage.commit(tx, { temporary: received.temporary, path });
    return path;
  }

  remove(relative: string | null | undefined): Promise<void> {
    return this.storage.remove(relative);
  }

  open(relative: string) {
    return this.storage.open(relative);
  }
}
