import { and, assertEvent, assign, setup } from 'xstate';
import type { ModuleCode } from '../../contract/permissions';
import type { PersonType } from '../../contract/person';
import { weddingManagement, type Spouse, type Wedding, type WeddingManagement } from '../../contract/weddings';
import { failureCode, failureValidationErrors } from '../shared/failure';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { errorNotice, notify, notifyFailure, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import type { SpouseKey } from './create-wedding-form';
import { editFormErrors, editFormOf, isNameConfirmed, toUpdatePayload, type WeddingEditForm } from './wedding-edit-form';

/**
 * Opening one wedding (part 1 §2, part 2 §2): the wedding and the modules the server lists for
 * this user. 403 shows the unauthorized page, 422 the page-not-found page (also for an id that
 * is not one), anything else a message with a way to try again.
 *
 * Once loaded, the wedding can be managed from its header, one dialog at a time: editing its
 * name and date, archiving (with a confirmation) or restoring it, deleting it (typing its name
 * to confirm), and the couple's card, where the planner sends a spouse's activation (saving an
 * e-mail first for a spouse who has none). Nothing is optimistic: the screen changes with the
 * server's answer, so a refusal leaves it as the server has it.
 */

export type { SpouseKey };

export interface WeddingInput {
  weddingId: number;
  /** Who is looking: what they may manage is decided by `weddingManagement`, as on the server. */
  viewer: { id: number; type: PersonType };
}

export interface LoadedWedding {
  wedding: Wedding;
  modules: ModuleCode[];
}

export interface WeddingContext extends WeddingInput {
  wedding: Wedding | null;
  modules: ModuleCode[];
  can: WeddingManagement;
  form: WeddingEditForm;
  fieldErrors: Record<string, string[]>;
  /** The name typed to confirm a delete. */
  typedName: string;
  /** E-mails typed for spouses who have none, by spouse id. */
  spouseEmails: Record<number, string>;
  /** The spouse whose activation is on its way. */
  activating: number | null;
}

export type WeddingEvent =
  | RetryLoadEvent
  | { type: 'edit.open' }
  | { type: 'edit.change'; values: Partial<WeddingEditForm> }
  | { type: 'edit.save' }
  | { type: 'archive.open' }
  | { type: 'archive.confirm' }
  | { type: 'restore' }
  | { type: 'delete.open' }
  | { type: 'delete.type'; text: string }
  | { type: 'delete.confirm' }
  | { type: 'couple.open' }
  | { type: 'spouse.emailChange'; spouseId: number; email: string }
  | { type: 'spouse.activate'; spouse: SpouseKey }
  | { type: 'dialog.close' };

/** What `activateSpouse` is given: the spouse as shown and the address to mail (theirs, or one just typed). */
export interface ActivationRequest {
  weddingId: number;
  spouse: Spouse;
  email: string;
}

/** A hostess works the door: the couple is not hers to see. Read by the guard and the header's button alike. */
export const seesCouple = ({ viewer, wedding }: Pick<WeddingContext, 'viewer' | 'wedding'>) =>
  viewer.type !== 'Hostess' && Boolean(wedding?.spouse1 ?? wedding?.spouse2);

type LoadFailure = { event: { error: unknown } };
const failed = ({ event }: LoadFailure) => ({ error: event.error });
const nothingManaged: WeddingManagement = { edit: false, archive: false, destroy: false, activateSpouses: false, seeUsers: false, changeUsers: false };

const weddingSetup = setup({
  types: {
    input: {} as WeddingInput,
    context: {} as WeddingContext,
    events: {} as WeddingEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadWedding: providedByApp<LoadedWedding, Pick<WeddingInput, 'weddingId'>>('loadWedding'),
    updateWedding: providedByApp<{ name: string; date: string }, { id: number; name: string; date: string }>('updateWedding'),
    archiveWedding: providedByApp<unknown, { id: number }>('archiveWedding'),
    restoreWedding: providedByApp<unknown, { id: number }>('restoreWedding'),
    destroyWedding: providedByApp<unknown, { id: number }>('destroyWedding'),
    activateSpouse: providedByApp<Spouse, ActivationRequest>('activateSpouse'),
  },
  guards: {
    isForbidden: (_, { error }: { error: unknown }) => failureCode(error) === 'auth_forbidden',
    isMissing: (_, { error }: { error: unknown }) => {
      const code = failureCode(error);
      return code === 'not_found' || code === 'form_validation_error';
    },
    canEdit: ({ context }) => context.can.edit,
    canArchive: ({ context }) => context.can.archive && !context.wedding!.archived,
    canRestore: ({ context }) => context.can.archive && context.wedding!.archived === true,
    canDestroy: ({ context }) => context.can.destroy,
    canActivate: ({ context }) => context.can.activateSpouses,
    seesCouple: ({ context }) => seesCouple(context),
    isFormValid: ({ context }) => Object.keys(editFormErrors(context.form)).length === 0,
    isNameConfirmed: ({ context }) => isNameConfirmed(context.typedName, context.wedding!),
    hasAddress: ({ context, event }) => {
      assertEvent(event, 'spouse.activate');
      const spouse = context.wedding![event.spouse];
      return spouse !== null && (context.spouseEmails[spouse.id] ?? spouse.email).trim() !== '';
    },
  },
  actions: {
    storeWedding: assign(({ context }, loaded: LoadedWedding) => ({
      wedding: loaded.wedding,
      modules: loaded.modules,
      can: managementOf(context.viewer, loaded.wedding),
    })),
    changeWedding: assign(({ context }, change: Partial<Wedding>) => {
      const wedding = { ...context.wedding!, ...change };
      return { wedding, can: managementOf(context.viewer, wedding) };
    }),
    startEditing: assign(({ context }) => ({ form: editFormOf(context.wedding!), fieldErrors: {} })),
    changeForm: assign(({ context, event }) => {
      assertEvent(event, 'edit.change');
      // Editing a field clears its own error: the person is dealing with it.
      const cleared = Object.keys(event.values).map((field) => (field === 'isoDate' ? 'date' : field));
      const fieldErrors = Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !cleared.includes(field)));
      return { form: { ...context.form, ...event.values }, fieldErrors };
    }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    showFormErrors: assign(({ context }) => ({ fieldErrors: editFormErrors(context.form) })),
    showRefusal: assign((_, { error }: { error: unknown }) => ({ fieldErrors: failureValidationErrors(error) })),
    typeName: assign(({ event }) => {
      assertEvent(event, 'delete.type');
      return { typedName: event.text };
    }),
    forgetTypedName: assign({ typedName: '' }),
    typeSpouseEmail: assign(({ context, event }) => {
      assertEvent(event, 'spouse.emailChange');
      return { spouseEmails: { ...context.spouseEmails, [event.spouseId]: event.email }, fieldErrors: {} };
    }),
    markActivating: assign(({ context, event }) => {
      assertEvent(event, 'spouse.activate');
      return { activating: context.wedding![event.spouse]!.id };
    }),
    storeSpouse: assign(({ context }, spouse: Spouse) => {
      const wedding = context.wedding!;
      const key: SpouseKey = wedding.spouse1?.id === spouse.id ? 'spouse1' : 'spouse2';
      const { [spouse.id]: _typed, ...spouseEmails } = context.spouseEmails;
      return { wedding: { ...wedding, [key]: spouse }, spouseEmails, activating: null };
    }),
    stopActivating: assign({ activating: null }),
    notify,
  },
});

function managementOf(viewer: WeddingInput['viewer'], wedding: Wedding): WeddingManagement {
  return weddingManagement({ type: viewer.type, runsIt: viewer.type === 'Planner' && viewer.id === wedding.planner_id }, wedding);
}

const closeDialog = { 'dialog.close': { target: '#weddingPage.loaded.idle' } } as const;
const weddingId = ({ context }: { context: WeddingContext }) => ({ id: context.weddingId });

export const weddingPageMachine = weddingSetup.createMachine({
  id: 'weddingPage',
  context: ({ input }) => ({
    ...input,
    wedding: null,
    modules: [],
    can: nothingManaged,
    form: { name: '', date: '', isoDate: null },
    fieldErrors: {},
    typedName: '',
    spouseEmails: {},
    activating: null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadWedding',
      input: ({ context }: { context: WeddingContext }) => ({ weddingId: context.weddingId }),
      onDone: { target: 'loaded', actions: { type: 'storeWedding', params: ({ event }: { event: { output: LoadedWedding } }) => event.output } },
      otherFailures: [
        { guard: { type: 'isForbidden', params: failed }, target: 'unauthorized' },
        { guard: { type: 'isMissing', params: failed }, target: 'notFound' },
      ],
      onFailure: { type: 'notify', params: errorNotice('weddings.wedding.retrieveError') },
    }),
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'edit.open': { guard: 'canEdit', target: 'editing', actions: 'startEditing' },
            'archive.open': { guard: 'canArchive', target: 'archiving' },
            restore: { guard: 'canRestore', target: 'restoring' },
            'delete.open': { guard: 'canDestroy', target: 'deleting', actions: 'forgetTypedName' },
            // A refusal left from the edit form (or an earlier visit) is not the couple's.
            'couple.open': { guard: 'seesCouple', target: 'couple', actions: 'clearFieldErrors' },
          },
        },
        editing: {
          initial: 'form',
          states: {
            form: {
              on: {
                ...closeDialog,
                'edit.change': { actions: 'changeForm' },
                'edit.save': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showFormErrors' }],
              },
            },
            // No closing while the request is on its way: the answer decides what the screen shows.
            saving: {
              invoke: {
                id: 'updateWedding',
                src: 'updateWedding',
                input: ({ context }) => toUpdatePayload(context.weddingId, context.form),
                onDone: {
                  target: '#weddingPage.loaded.idle',
                  actions: [
                    { type: 'changeWedding', params: ({ event }) => event.output },
                    { type: 'notify', params: successNotice('weddings.manage.edited') },
                  ],
                },
                onError: { target: 'form', actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error }) }, notifyFailure] },
              },
            },
          },
        },
        archiving: {
          initial: 'confirm',
          states: {
            confirm: { on: { ...closeDialog, 'archive.confirm': { target: 'saving' } } },
            saving: {
              invoke: {
                id: 'archiveWedding',
                src: 'archiveWedding',
                input: weddingId,
                onDone: {
                  target: '#weddingPage.loaded.idle',
                  actions: [
                    { type: 'changeWedding', params: { archived: true } },
                    { type: 'notify', params: successNotice('weddings.manage.archived') },
                  ],
                },
                onError: { target: '#weddingPage.loaded.idle', actions: notifyFailure },
              },
            },
          },
        },
        restoring: {
          invoke: {
            id: 'restoreWedding',
            src: 'restoreWedding',
            input: weddingId,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'changeWedding', params: { archived: false } },
                { type: 'notify', params: successNotice('weddings.manage.restored') },
              ],
            },
            onError: { target: 'idle', actions: notifyFailure },
          },
        },
        deleting: {
          initial: 'confirm',
          states: {
            confirm: {
              on: {
                ...closeDialog,
                'delete.type': { actions: 'typeName' },
                'delete.confirm': { guard: 'isNameConfirmed', target: 'saving' },
              },
            },
            saving: {
              invoke: {
                id: 'destroyWedding',
                src: 'destroyWedding',
                input: weddingId,
                onDone: { target: '#weddingPage.deleted', actions: { type: 'notify', params: successNotice('weddings.manage.deleted') } },
                onError: { target: 'confirm', actions: notifyFailure },
              },
            },
          },
        },
        couple: {
          initial: 'shown',
          states: {
            shown: {
              on: {
                ...closeDialog,
                // Only whoever may send the activation types the address it goes to.
                'spouse.emailChange': { guard: 'canActivate', actions: 'typeSpouseEmail' },
                'spouse.activate': { guard: and(['canActivate', 'hasAddress']), target: 'activating' },
              },
            },
            activating: {
              entry: 'markActivating',
              invoke: {
                id: 'activateSpouse',
                src: 'activateSpouse',
                input: ({ context }) => {
                  const spouse = [context.wedding!.spouse1, context.wedding!.spouse2].find((candidate) => candidate?.id === context.activating)!;
                  return { weddingId: context.weddingId, spouse, email: (context.spouseEmails[spouse.id] ?? spouse.email).trim() };
                },
                onDone: {
                  target: 'shown',
                  actions: [
                    { type: 'storeSpouse', params: ({ event }) => event.output },
                    { type: 'notify', params: successNotice('weddings.couple.sent') },
                  ],
                },
                onError: {
                  target: 'shown',
                  actions: ['stopActivating', { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) }, notifyFailure],
                },
              },
            },
          },
        },
      },
    },
    /** Gone for good: the app leaves for the weddings list. */
    deleted: { type: 'final' },
    unauthorized: {},
    notFound: {},
  },
});
