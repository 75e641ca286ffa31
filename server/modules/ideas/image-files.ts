import { Readable } from 'node:stream';
import { ideaLimits } from '../../../contract/ideas';
import type { Executor } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import type { StagedFile, Storage } from '../../shared/storage';
import { reencodeImage, UnreadableImage, type StoredImageFormat } from '../../shared/uploads/reencode';

/** An idea's re-encoded image and its thumbnail, staged under temporary names until the idea's row points at them. */
export interface ReceivedImage {
  image: StagedFile;
  thumbnail: StagedFile;
}

/** The folder of a wedding's idea images; the storage route serves nothing else (`image-routes.ts`). */
export const ideasFolder = 'ideas';
export const weddingFolder = (weddingId: number) => `${ideasFolder}/wedding-${weddingId}`;

const extensionOf: Record<StoredImageFormat, string> = { jpeg: '.jpg', png: '.png', gif: '.gif' };

const imageRules = {
  maxSide: ideaLimits.imageMaxSide,
  thumbnailWidth: ideaLimits.thumbnailWidth,
  // 50 megapixels: today's phone photos fit; a small file declaring a larger picture is refused unread.
  maxInputPixels: 50_000_000,
};

/**
 * Idea images in storage, kept as the plan's files are: written under a temporary name, renamed
 * into the wedding's folder inside the transaction that points the idea at them, removed if it
 * fails, and the replaced files removed after the commit.
 */
export class IdeaImages {
  constructor(private readonly storage: Storage) {}

  /** Re-encodes an upload (`reencodeImage`) and stages the image and its thumbnail. */
  async receive(upload: Buffer, weddingId: number): Promise<ReceivedImage> {
    let encoded: Awaited<ReturnType<typeof reencodeImage>>;
    try {
      encoded = await reencodeImage(upload, imageRules);
    } catch (error) {
      if (error instanceof UnreadableImage) throw new DomainError('idea_invalid_image');
      throw error;
    }
    const name = `image${extensionOf[encoded.format]}`;
    const image = await this.storage.stage(weddingFolder(weddingId), name, Readable.from(encoded.full));
    try {
      return { image, thumbnail: await this.storage.stage(weddingFolder(weddingId), name, Readable.from(encoded.thumbnail)) };
    } catch (error) {
      await this.storage.discard(image);
      throw error;
    }
  }

  /** Gives both files their final names inside the transaction `tx` that points the idea at them. */
  async commit(tx: Executor, received: ReceivedImage): Promise<void> {
    await this.storage.commit(tx, received.image);
    await this.storage.commit(tx, received.thumbnail);
  }

  async discard(received: ReceivedImage | null): Promise<void> {
    if (received) await Promise.all([this.storage.discard(received.image), this.storage.discard(received.thumbnail)]);
  }

  async remove(paths: Array<string | null>): Promise<void> {
    await Promise.all(paths.map((path) => this.storage.remove(path)));
  }
}
