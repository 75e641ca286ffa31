import { and } from 'xstate';
import type { Wedding } from '../../contract/weddings';
import { loadingStates } from '../shared/loader';
import { errorNotice, notifyFailure, notifyFailureOr, successNotice } from '../shared/notify';
import { toUpdatePayload } from './wedding-edit-form';
import { nothingManaged, weddingSetup, type LoadedWedding, type WeddingContext } from './wedding-page-setup';

export { seesCouple } from './wedding-page-setup';
export type { ActivationRequest, LoadedWedding, SpouseKey, WeddingContext, WeddingEvent, WeddingInput } from './wedding-page-setup';

/**
 * Opening one wedding (part 1 §2, part 2 §2): the wedding and the modules the server lists for
 * this user. 403 shows the unauthorized page, 422 the page-not-found page (also for an id that
 * is not one), anything else a message with a way to try again.
 *
 * Once loaded, three things go on side by side (`loaded` is parallel):
 * - `dialog`: the wedding managed from its header, one dialog at a time: editing its name and
 *   date, archiving (with a confirmation) or restoring it, deleting it (typing its name to
 *   confirm), and the couple's card.
 * - `activation`: a spouse's activation mail, sent from the couple's card or from Settings ›
 *   Spouses (saving an e-mail first for a spouse who has none); the status becomes pending.
 * - `sync`: the wedding read again when the server says so (a live `permissions` change for this
 *   user, or the wedding archived), so the menus follow without a reload.
 * Nothing is optimistic: the screen changes with the server's answer, so a refusal leaves it as
 * the server has it.
 */

type LoadFailure = { event: { error: unknown } };
const failed = ({ event }: LoadFailure) => ({ error: event.error });
const stored = { type: 'storeWedding', params: ({ event }: { event: { output: LoadedWedding } }) => event.output } as const;
/** Refused outright (no longer theirs, or gone): the pages a first load would show. */
const lostWedding = [
  { guard: { type: 'isForbidden', params: failed }, target: '#weddingPage.unauthorized' },
  { guard: { type: 'isMissing', params: failed }, target: '#weddingPage.notFound' },
] as const;

const closeDialog = { 'dialog.close': { target: '#weddingPage.loaded.dialog.idle' } } as const;
const weddingId = ({ context }: { context: WeddingContext }) => ({ id: context.weddingId });
const archivedChange = (archived: boolean) => ({ type: 'changeWedding', params: { archived } satisfies Partial<Wedding> }) as const;

export const weddingPageMachine = weddingSetup.createMachine({
  id: 'weddingPage',
  context: ({ input }) => ({
    ...input,
    wedding: null,
    modules: [],
    homeActions: [],
    rereads: 0,
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
      onDone: { target: 'loaded', actions: stored },
      otherFailures: lostWedding,
      onFailure: { type: 'notify', params: errorNotice('weddings.wedding.retrieveError') },
    }),
    loaded: {
      type: 'parallel',
      states: {
        dialog: {
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
                      target: '#weddingPage.loaded.dialog.idle',
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
                      target: '#weddingPage.loaded.dialog.idle',
                      actions: [archivedChange(true), { type: 'notify', params: successNotice('weddings.manage.archived') }],
                    },
                    onError: { target: '#weddingPage.loaded.dialog.idle', actions: notifyFailure },
                  },
                },
              },
            },
            restoring: {
              invoke: {
                id: 'restoreWedding',
                src: 'restoreWedding',
                input: weddingId,
                onDone: { target: 'idle', actions: [archivedChange(false), { type: 'notify', params: successNotice('weddings.manage.restored') }] },
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
            couple: { on: closeDialog },
          },
        },
        activation: {
          initial: 'ready',
          states: {
            ready: {
              on: {
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
                  target: 'ready',
                  actions: [
                    { type: 'storeSpouse', params: ({ event }) => event.output },
                    { type: 'notify', params: successNotice('weddings.couple.sent') },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: [
                    'stopActivating',
                    { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
                    notifyFailureOr('weddings.couple.unexpectedActivating'),
                  ],
                },
              },
            },
          },
        },
        sync: {
          initial: 'current',
          states: {
            current: { on: { 'wedding.reread': { target: 'rereading' } } },
            rereading: {
              // A newer reason to read again starts the read over: its answer is the newer one.
              on: { 'wedding.reread': { target: 'rereading', reenter: true } },
              invoke: {
                id: 'rereadWedding',
                src: 'loadWedding',
                input: ({ context }) => ({ weddingId: context.weddingId }),
                onDone: { target: 'current', actions: [stored, 'countReread'] },
                onError: [...lostWedding, { target: 'current', actions: { type: 'notify', params: errorNotice('weddings.wedding.retrieveError') } }],
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
