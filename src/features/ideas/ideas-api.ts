import { ideaEndpoints, ideaPaths, storedFileUrl, type IdeaCategory, type LinkPreview, type SavedIdea } from '../../../contract/ideas';
import type { ActionCode } from '../../../contract/permissions';
import { toIdeaRows, type IdeaIntent, type IdeaRow } from '../../../machines/ideas/idea-rows';
import type { LoadedIdeas } from '../../../machines/ideas/ideas.machine';
import { onlyRow, type Mutation, type PersistAnswer } from '../../../machines/shared/optimistic-list';
import { api } from '../../lib/api';
import { toApiError } from '../../lib/api-error';
import { uploadWithProgress } from '../../lib/upload';
import { uploadProgress } from './upload-progress';

/** The idea board's calls (part 2 §7 "Ideas"); `persistIdea` turns one queued change into its call. */

export async function loadIdeas(weddingId: number): Promise<LoadedIdeas> {
  const [{ ideas }, { categories }, { actions }] = await Promise.all([
    api.call(ideaEndpoints.index, { wedding_id: weddingId }),
    api.call(ideaEndpoints.categories, { wedding_id: weddingId }),
    api.get<{ actions: ActionCode[] }>('/weddings/get_actions', { query: { wedding_id: weddingId, module_code: 'IDEA_BOARD' } }),
  ]);
  return { rows: toIdeaRows(ideas), categories, actions };
}

export const fetchLinkPreview = (weddingId: number, link: string): Promise<LinkPreview> => api.call(ideaEndpoints.linkPreview, { wedding_id: weddingId, link });

/** Where the board reads a stored image. */
export const storedImageUrl = (path: string) => storedFileUrl(api.url(''), path);

/**
 * The multipart form of `create` and `update`: the ids first (the server checks who sends the
 * file before it reads it), only the value of the idea's type, and a new image's file last.
 */
function ideaForm(owner: Record<string, number>, row: Partial<IdeaRow>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(owner)) form.append(name, String(value));
  form.append('title', row.title ?? '');
  form.append('type', row.type ?? 'link');
  form.append('category_id', row.category_id ? String(row.category_id) : '');
  if (row.type === 'link' && row.link) form.append('link', JSON.stringify(row.link));
  if (row.type === 'text' && row.text !== null && row.text !== undefined) form.append('text', row.text);
  if (row.type === 'colors' && row.colors) form.append('colors', JSON.stringify(row.colors));
  if (row.type === 'image' && row.picked) {
    if (!(row.picked.file instanceof Blob)) throw new TypeError('the chosen image is not a browser file');
    form.append('image', row.picked.file, row.picked.name);
  }
  return form;
}

/**
 * Sends an idea's form: with a new image through the upload that reports its progress (the
 * card shows it), otherwise as any other call.
 */
async function sendIdeaForm(path: string, id: number, row: Partial<IdeaRow>, form: FormData): Promise<SavedIdea> {
  if (!row.picked) return api.upload<SavedIdea>(path, form);
  try {
    const { status, body } = await uploadWithProgress(path, form, (loaded, total) =>
      uploadProgress.trigger.progressed({ id, percent: Math.round((loaded / total) * 100) }),
    ).answer;
    if (status !== 200) throw toApiError(status, body, 'default');
    return (body as { data: SavedIdea }).data;
  } finally {
    uploadProgress.trigger.finished({ id });
  }
}

/** The stored values the server answers, in place of the picked file's preview. */
const storedValues = (saved: SavedIdea): Partial<IdeaRow> => ({ image: saved.image, thumbnail: saved.thumbnail, link: saved.link, picked: null });

export function persistIdea(weddingId: number) {
  return async (mutation: Mutation<IdeaRow, IdeaIntent>): Promise<PersistAnswer<IdeaRow> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const row = onlyRow(mutation.rows);
        const saved = await sendIdeaForm(ideaPaths.create, row.id, row, ideaForm({ wedding_id: weddingId }, row));
        return { ids: [saved.id], patches: [{ id: saved.id, patch: storedValues(saved) }] };
      }
      case 'delete':
        await api.call(ideaEndpoints.destroy, { id: onlyRow(mutation.ids) });
        return undefined;
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        if (mutation.intent === 'pin') {
          await api.call(ideaEndpoints.updatePin, { id, is_pinned: patch.is_pinned! });
          return undefined;
        }
        const saved = await sendIdeaForm(ideaPaths.update, id, patch, ideaForm({ id }, patch));
        return { patches: [{ id, patch: storedValues(saved) }] };
      }
    }
  };
}

export async function persistCategory(weddingId: number, mutation: Mutation<IdeaCategory, never>): Promise<PersistAnswer<IdeaCategory> | undefined> {
  if (mutation.kind === 'create') {
    const { name, color_r, color_g, color_b } = onlyRow(mutation.rows);
    const created = await api.call(ideaEndpoints.createCategory, { name, color_r, color_g, color_b, wedding_id: weddingId });
    return { ids: [created.id] };
  }
  if (mutation.kind === 'delete') await api.call(ideaEndpoints.destroyCategory, { id: onlyRow(mutation.ids) });
  return undefined;
}
