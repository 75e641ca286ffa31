import { assertEvent, assign, setup } from 'xstate';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { PersonType } from '../../contract/person';
import { weddingManagement, type Spouse, type Wedding, type WeddingManagement } from '../../contract/weddings';
import { failureCode, failureValidationErrors } from '../shared/failure';
import type { RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import type { SpouseKey } from './create-wedding-form';
import { editFormErrors, editFormOf, isNameConfirmed, type WeddingEditForm } from './wedding-edit-form';

/**
 * What the wedding page machine (wedding-page.machine.ts) is made of: its input, context and
 * events, the actors it calls and the guards and actions its regions share.
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
  /** The HOME actions the user holds: Home is opened only with a card to show (part 2 §2). */
  homeActions: ActionCode[];
}

export interface WeddingContext extends WeddingInput {
  wedding: Wedding | null;
  modules: ModuleCode[];
  homeActions: ActionCode[];
  /**
   * How many times the wedding was read again while open (a live `permissions` or
   * `wedding.archived` change): the module's page starts again with each, so it reads the
   * actions the server lists now.
   */
  rereads: number;
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
  | { type: 'dialog.close' }
  /** The server says what this user may see changed, or the wedding was archived: read it again. */
  | { type: 'wedding.reread' };

/** What `activateSpouse` is given: the spouse as shown and the address to mail (theirs, or one just typed). */
export interface ActivationRequest {
  weddingId: number;
  spouse: Spouse;
  email: string;
}

/** A hostess works the door: the couple is not hers to see. Read by the guard and the header's button alike. */
export const seesCouple = ({ viewer, wedding }: Pick<WeddingContext, 'viewer' | 'wedding'>) =>
  viewer.type !== 'Hostess' && Boolean(wedding?.spouse1 ?? wedding?.spouse2);

export const nothingManaged: WeddingManagement = {
  edit: false,
  archive: false,
  destroy: false,
  activateSpouses: false,
  seeUsers: false,
  changeUsers: false,
};

function managementOf(viewer: WeddingInput['viewer'], wedding: Wedding): WeddingManagement {
  return weddingManagement({ type: viewer.type, runsIt: viewer.type === 'Planner' && viewer.id === wedding.planner_id }, wedding);
}

export const weddingSetup = setup({
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
      homeActions: loaded.homeActions,
      can: managementOf(context.viewer, loaded.wedding),
    })),
    countReread: assign({ rereads: ({ context }) => context.rereads + 1 }),
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
