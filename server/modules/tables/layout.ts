import { eq, isNotNull } from 'drizzle-orm';
import type { UploadedLayout } from '../../../contract/tables';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { weddings } from '../weddings/schema';
import type { LayoutFiles, ReceivedLayout } from './layout-files';

/**
 * Points the wedding at a received image. The wedding row is locked first, so two uploads
 * take turns: each replaces the image the other stored, and each old file is removed once
 * the row no longer names it. If anything fails before the commit, the new file goes instead.
 */
export async function replaceLayout(db: Database, files: LayoutFiles, weddingId: number, received: ReceivedLayout): Promise<UploadedLayout> {
  // Where the new image is once renamed, so a failed commit can remove it.
  const placed: { path: string | null } = { path: null };
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [wedding] = await tx.select({ layout: weddings.layout }).from(weddings).where(eq(weddings.id, weddingId)).for('update');
      if (!wedding) throw notFound();
      placed.path = await files.place(tx, received, weddingId);
      await tx.update(weddings).set({ layout: placed.path, layoutWidth: received.width, layoutHeight: received.height }).where(eq(weddings.id, weddingId));
      await publish(tx, weddingId, [{ kind: 'layout.changed', layout: placed.path, width: received.width, height: received.height }]);
      return wedding.layout;
    });
  } catch (error) {
    await files.remove(placed.path ?? received.temporary);
    throw error;
  }
  await files.remove(previous);
  return { layout: placed.path!, width: received.width, height: received.height };
}

/** The stored name of the wedding's layout image, if it has one. */
export async function layoutOf(db: Executor, weddingId: number): Promise<string | null> {
  const [wedding] = await db.select({ layout: weddings.layout }).from(weddings).where(eq(weddings.id, weddingId));
  return wedding?.layout ?? null;
}

/** Every layout image a wedding points at, for the clean-up's sweep of files nobody references. */
export async function referencedLayoutFiles(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ layout: weddings.layout }).from(weddings).where(isNotNull(weddings.layout));
  return new Set(rows.map((row) => row.layout!));
}
