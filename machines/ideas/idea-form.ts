import type { IdeaCommit, IdeaForm } from './idea-editor.machine';
import { updateIdeaForm, withScheme } from '../../contract/ideas';
import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import type { IdeaDetails, IdeaRow } from './idea-rows';

/** The idea editor's form: its checks, a blank or loaded form, and what saving it commits (idea-editor.machine.ts). */

/** What §5 lets an image upload be, by its name (the server checks the content again). */
export const imageName = /\.(png|gif|jpe?g|bmp|svg)$/i;

export const linkOf = (form: IdeaForm) => withScheme(form.link);

export function formErrors(form: IdeaForm): ValidationErrors {
  const result = updateIdeaForm.safeParse({
    id: 1,
    title: form.title,
    type: form.type,
    category_id: form.categoryId,
    ...(form.type === 'link' ? { link: { link: form.link, ...(form.preview ?? {}) } } : {}),
    ...(form.type === 'text' ? { text: form.text } : {}),
    ...(form.type === 'colors' ? { colors: form.colors } : {}),
  });
  const errors = result.success ? {} : toValidationErrors(result.error);
  if (errors['link.link']) errors.link = errors['link.link'];
  if (form.type === 'image') {
    if (form.picked && !imageName.test(form.picked.name)) errors.image = ['invalid'];
    else if (!form.picked && !form.storedImage) errors.image = ['required'];
  }
  return Object.fromEntries(Object.entries(errors).filter(([field]) => ['title', 'link', 'text', 'colors', 'image'].includes(field)));
}

export const revalidated = (form: IdeaForm): IdeaForm => (Object.keys(form.errors).length ? { ...form, errors: formErrors(form) } : form);

export const blankForm = (id: number, createdAt: string): IdeaForm => ({
  id,
  createdAt,
  original: null,
  title: '',
  type: 'link',
  categoryId: null,
  link: '',
  preview: null,
  previewOf: null,
  previewError: null,
  text: '',
  colors: [],
  storedImage: null,
  picked: null,
  errors: {},
});

export function formOf(idea: IdeaRow): IdeaForm {
  const preview = idea.link ? { title: idea.link.title, description: idea.link.description, image: idea.link.image } : null;
  return {
    ...blankForm(idea.id, idea.created_at),
    original: idea,
    title: idea.title,
    type: idea.type,
    categoryId: idea.category_id,
    link: idea.link?.link ?? '',
    preview,
    previewOf: idea.link?.link ?? null,
    text: idea.text ?? '',
    colors: idea.colors ?? [],
    storedImage: idea.thumbnail,
  };
}

/** Only the value of the idea's type is kept (the server clears the others too). */
export function detailsOf(form: IdeaForm): IdeaDetails {
  const link = linkOf(form);
  const preview = form.previewOf === link ? form.preview : null;
  return {
    title: form.title.trim(),
    type: form.type,
    category_id: form.categoryId,
    link: form.type === 'link' ? { link, title: preview?.title ?? null, description: preview?.description ?? null, image: preview?.image ?? null } : null,
    text: form.type === 'text' ? form.text : null,
    colors: form.type === 'colors' ? form.colors : null,
    picked: form.type === 'image' ? form.picked : null,
  };
}

export function committed(form: IdeaForm): IdeaCommit {
  const details = detailsOf(form);
  if (form.original) return { type: 'idea.update', id: form.id, details };
  const row: IdeaRow = { id: form.id, wedding_id: 0, is_pinned: false, created_at: form.createdAt, image: null, thumbnail: null, ...details };
  return { type: 'idea.create', row };
}
