import { asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import { ideaLimits, type Idea, type IdeaForm, type SavedIdea } from '../../../contract/ideas';
import type { Database, Executor } from '../../db/client';
import { invalidField, notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { checkIdeaCategory } from './categories';
import type { IdeaImages, ReceivedImage } from './image-files';
import { ideas } from './schema';

type IdeaRow = typeof ideas.$inferSelect;

export const toIdea = (row: IdeaRow): Idea => ({
  id: row.id,
  wedding_id: row.weddingId,
  title: row.title,
  type: row.type,
  category_id: row.categoryId,
  is_pinned: row.isPinned,
  created_at: row.createdAt.toISOString(),
  text: row.text,
  colors: row.colors,
  image: row.image,
  thumbnail: row.thumbnail,
  link: row.linkUrl ? { link: row.linkUrl, title: row.linkTitle, description: row.linkDescription, image: row.linkImage } : null,
});

const savedOf = (row: IdeaRow): SavedIdea => {
  const { id, image, thumbnail, link } = toIdea(row);
  return { id, image, thumbnail, link };
};

/** The board's order and the home card's: pinned first, then the oldest. */
const boardOrder = [desc(ideas.isPinned), asc(ideas.createdAt), asc(ideas.id)];

export async function listIdeas(db: Executor, weddingId: number): Promise<Idea[]> {
  return (
    await db
      .select()
      .from(ideas)
      .where(eq(ideas.weddingId, weddingId))
      .orderBy(...boardOrder)
  ).map(toIdea);
}

/** The home card's ideas (part 2 §9: 5). */
export async function ideasSummary(db: Executor, weddingId: number): Promise<Idea[]> {
  const rows = await db
    .select()
    .from(ideas)
    .where(eq(ideas.weddingId, weddingId))
    .orderBy(...boardOrder)
    .limit(ideaLimits.summaryIdeas);
  return rows.map(toIdea);
}

export async function findIdea(db: Executor, id: number): Promise<IdeaRow | undefined> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, id));
  return row;
}

/** The columns of an idea's form: the value of its type, every other value cleared. */
function formColumns(form: IdeaForm, image: { image: string | null; thumbnail: string | null }) {
  const of = <T>(type: IdeaForm['type'], value: T) => (form.type === type ? value : null);
  return {
    title: form.title,
    type: form.type,
    categoryId: form.category_id,
    text: of('text', form.text ?? null),
    colors: of('colors', form.colors ?? null),
    image: of('image', image.image),
    thumbnail: of('image', image.thumbnail),
    linkUrl: of('link', form.link?.link ?? null),
    linkTitle: of('link', form.link?.title ?? null),
    linkDescription: of('link', form.link?.description ?? null),
    linkImage: of('link', form.link?.image ?? null),
  };
}

const pathsOf = (received: ReceivedImage | null) => ({ image: received?.image.path ?? null, thumbnail: received?.thumbnail.path ?? null });

/**
 * Runs a change that may place a received image: the image takes its final name inside the
 * transaction; if anything fails, the files go instead. Answers the work's result and then
 * removes, after the commit, the files the change replaced.
 */
async function withImage<T>(images: IdeaImages, received: ReceivedImage | null, work: () => Promise<{ result: T; replaced: Array<string | null> }>) {
  let outcome: { result: T; replaced: Array<string | null> };
  try {
    outcome = await work();
  } catch (error) {
    await images.discard(received);
    throw error;
  }
  await images.remove(outcome.replaced);
  return outcome.result;
}

export async function createIdea(db: Database, images: IdeaImages, weddingId: number, form: IdeaForm, received: ReceivedImage | null): Promise<SavedIdea> {
  if (form.type === 'image' && !received) throw invalidField('image', 'required');
  return withImage(images, received, () =>
    db.transaction(async (tx) => {
      await checkIdeaCategory(tx, weddingId, form.category_id);
      if (received) await images.commit(tx, received);
      const [row] = await tx
        .insert(ideas)
        .values({ weddingId, ...formColumns(form, pathsOf(received)) })
        .returning();
      await publish(tx, weddingId, [{ kind: 'ideas.saved', idea: toIdea(row!) }]);
      return { result: savedOf(row!), replaced: [] };
    }),
  );
}

/**
 * Changes an idea as it is inside the transaction (locked, so two edits take turns): one
 * deleted meanwhile is `not_found`; an image idea keeps its image unless a new one came.
 */
export async function updateIdea(db: Database, images: IdeaImages, id: number, form: IdeaForm, received: ReceivedImage | null): Promise<SavedIdea> {
  return withImage(images, received, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(ideas).where(eq(ideas.id, id)).for('update');
      if (!current) throw notFound();
      await checkIdeaCategory(tx, current.weddingId, form.category_id);
      const kept = { image: current.image, thumbnail: current.thumbnail };
      if (form.type === 'image' && !received && !kept.image) throw invalidField('image', 'required');
      if (received) await images.commit(tx, received);
      const columns = formColumns(form, received ? pathsOf(received) : kept);
      const [row] = await tx.update(ideas).set(columns).where(eq(ideas.id, id)).returning();
      await publish(tx, current.weddingId, [{ kind: 'ideas.saved', idea: toIdea(row!) }]);
      const replaced = columns.image === current.image ? [] : [current.image, current.thumbnail];
      return { result: savedOf(row!), replaced };
    }),
  );
}

export async function setPinned(db: Database, id: number, isPinned: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(ideas).set({ isPinned }).where(eq(ideas.id, id)).returning();
    if (!row) throw notFound();
    await publish(tx, row.weddingId, [{ kind: 'ideas.saved', idea: toIdea(row) }]);
  });
}

/** Deletes an idea; its image files go once the delete is committed. */
export async function destroyIdea(db: Database, images: IdeaImages, id: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(ideas).where(eq(ideas.id, id)).returning();
    if (!row) throw notFound();
    await publish(tx, row.weddingId, [{ kind: 'ideas.deleted', id }]);
    return row;
  });
  await images.remove([deleted.image, deleted.thumbnail]);
}

/** Every idea image and thumbnail a row points at (the storage sweep keeps exactly these). */
export async function referencedIdeaFiles(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ image: ideas.image, thumbnail: ideas.thumbnail })
    .from(ideas)
    .where(or(isNotNull(ideas.image), isNotNull(ideas.thumbnail)));
  return new Set(rows.flatMap((row) => [row.image, row.thumbnail]).filter((path): path is string => path !== null));
}
