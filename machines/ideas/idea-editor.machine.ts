import { assertEvent, assign, sendParent, setup } from 'xstate';
import { ideaLimits, isWebAddress, type IdeaColor, type IdeaType, type LinkPreview } from '../../contract/ideas';
import type { ValidationErrors } from '../../contract/errors';
import { failureMessageKey } from '../shared/failure';
import type { MessageKey } from '../shared/messages';
import { providedByApp } from '../shared/provided';
import type { IdeaDetails, IdeaRow, PickedImage } from './idea-rows';
import { linkOf, formErrors, revalidated, blankForm, formOf, committed } from './idea-form';

/**
 * Adding or editing one idea in the board's modal, for its four types (§4, §5): a title, a
 * category, and the value of the type: a link (with the page's preview, fetched by the
 * server when asked), a text, 1 to 20 colours, or an image (the stored one or a new file, a
 * png, gif, jpeg, jpg, bmp or svg). A valid form goes to the board, its parent
 * (`idea.create` or `idea.update`), which shows it at once and saves it.
 */

export interface IdeaForm {
  id: number;
  /** When a new idea was opened (ISO 8601): it sorts by it until the server's own time comes back. */
  createdAt: string;
  original: IdeaRow | null;
  title: string;
  type: IdeaType;
  categoryId: number | null;
  link: string;
  /** What the linked page says about itself, for the address in `previewOf`. */
  preview: LinkPreview | null;
  previewOf: string | null;
  previewError: MessageKey | null;
  text: string;
  colors: IdeaColor[];
  /** The stored image's thumbnail (an idea being edited), unless a new file replaces it. */
  storedImage: string | null;
  picked: PickedImage | null;
  errors: ValidationErrors;
}

export type IdeaCommit = { type: 'idea.create'; row: IdeaRow } | { type: 'idea.update'; id: number; details: IdeaDetails };

export interface IdeaEditorContext {
  form: IdeaForm | null;
}

export type IdeaEditorEvent =
  | { type: 'idea.add'; id: number; createdAt: string }
  | { type: 'idea.edit'; idea: IdeaRow }
  | { type: 'form.title'; title: string }
  | { type: 'form.type'; ideaType: IdeaType }
  | { type: 'form.category'; categoryId: number | null }
  | { type: 'form.link'; link: string }
  | { type: 'form.preview' }
  | { type: 'form.text'; text: string }
  | { type: 'form.color.add'; color: IdeaColor }
  | { type: 'form.color.set'; index: number; color: IdeaColor }
  | { type: 'form.color.remove'; index: number }
  | { type: 'form.image'; image: PickedImage }
  | { type: 'form.image.unreadable' }
  | { type: 'form.save' }
  | { type: 'form.cancel' };

type FormParams<E> = { context: IdeaEditorContext; event: E };

const ideaEditorSetup = setup({
  types: {
    context: {} as IdeaEditorContext,
    events: {} as IdeaEditorEvent,
  },
  actors: {
    fetchLinkPreview: providedByApp<LinkPreview, string>('fetchLinkPreview'),
  },
  guards: {
    isFormValid: ({ context }) => context.form !== null && Object.keys(formErrors(context.form)).length === 0,
    canAddColor: ({ context }) => context.form!.colors.length < ideaLimits.colorsMax,
    needsPreview: ({ context }) => {
      const form = context.form!;
      return form.type === 'link' && isWebAddress(linkOf(form)) && form.previewOf !== linkOf(form);
    },
  },
  actions: {
    openNew: assign({
      form: ({ event }) => {
        assertEvent(event, 'idea.add');
        return blankForm(event.id, event.createdAt);
      },
    }),
    openIdea: assign({
      form: ({ event }) => {
        assertEvent(event, 'idea.edit');
        return formOf(event.idea);
      },
    }),
    /** A field changed (the transition reads it from its event); errors already shown follow the edit. */
    edit: assign({ form: ({ context }, patch: Partial<IdeaForm>) => revalidated({ ...context.form!, ...patch }) }),
    // The browser could not draw the file: not a picture after all (§8 not-valid-image).
    refuseImage: assign({ form: ({ context }) => ({ ...context.form!, picked: null, errors: { ...context.form!.errors, image: ['unreadable'] } }) }),
    storePreview: assign({
      form: ({ context }, answer: { link: string; preview: LinkPreview }) => ({ ...context.form!, preview: answer.preview, previewOf: answer.link }),
    }),
    storePreviewError: assign({ form: ({ context }, error: unknown) => ({ ...context.form!, previewError: failureMessageKey(error) }) }),
    showErrors: assign({ form: ({ context }) => ({ ...context.form!, errors: formErrors(context.form!) }) }),
    close: assign({ form: null }),
    commit: sendParent((_, change: IdeaCommit) => change),
  },
});

const formEvents = {
  'form.title': { actions: { type: 'edit', params: ({ event }: { event: { title: string } }) => ({ title: event.title }) } },
  'form.type': { actions: { type: 'edit', params: ({ event }: { event: { ideaType: IdeaType } }) => ({ type: event.ideaType }) } },
  'form.category': { actions: { type: 'edit', params: ({ event }: { event: { categoryId: number | null } }) => ({ categoryId: event.categoryId }) } },
  'form.link': { actions: { type: 'edit', params: ({ event }: { event: { link: string } }) => ({ link: event.link, previewError: null }) } },
  'form.text': { actions: { type: 'edit', params: ({ event }: { event: { text: string } }) => ({ text: event.text }) } },
  'form.color.add': {
    guard: 'canAddColor',
    actions: { type: 'edit', params: ({ context, event }: FormParams<{ color: IdeaColor }>) => ({ colors: [...context.form!.colors, event.color] }) },
  },
  'form.color.set': {
    actions: {
      type: 'edit',
      params: ({ context, event }: FormParams<{ index: number; color: IdeaColor }>) => ({
        colors: context.form!.colors.map((color, index) => (index === event.index ? event.color : color)),
      }),
    },
  },
  'form.color.remove': {
    actions: {
      type: 'edit',
      params: ({ context, event }: FormParams<{ index: number }>) => ({ colors: context.form!.colors.filter((_, index) => index !== event.index) }),
    },
  },
  'form.image': { actions: { type: 'edit', params: ({ event }: { event: { image: PickedImage } }) => ({ picked: event.image }) } },
  'form.image.unreadable': { actions: 'refuseImage' },
  'form.save': [
    {
      guard: 'isFormValid',
      target: '#ideaEditor.closed',
      actions: [{ type: 'commit', params: ({ context }: { context: IdeaEditorContext }) => committed(context.form!) }, 'close'],
    },
    { actions: 'showErrors' },
  ],
  'form.cancel': { target: '#ideaEditor.closed', actions: 'close' },
} as const;

export const ideaEditorMachine = ideaEditorSetup.createMachine({
  id: 'ideaEditor',
  context: { form: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'idea.add': { target: 'open', actions: 'openNew' },
        'idea.edit': { target: 'open', actions: 'openIdea' },
      },
    },
    open: {
      on: formEvents,
      initial: 'idle',
      states: {
        idle: { on: { 'form.preview': { guard: 'needsPreview', target: 'fetchingPreview' } } },
        fetchingPreview: {
          invoke: {
            src: 'fetchLinkPreview',
            input: ({ context }) => linkOf(context.form!),
            onDone: {
              target: 'idle',
              actions: { type: 'storePreview', params: ({ context, event }) => ({ link: linkOf(context.form!), preview: event.output }) },
            },
            onError: { target: 'idle', actions: { type: 'storePreviewError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
          // A new address while the last one is read: the old answer is dropped, the new one asked for.
          on: {
            'form.link': {
              target: 'idle',
              actions: { type: 'edit', params: ({ event }: { event: { link: string } }) => ({ link: event.link, previewError: null }) },
            },
          },
        },
      },
    },
  },
});

export { linkOf } from './idea-form';
