import { assertEvent } from 'xstate';
import { changedFields, emptyGuestForm, fieldsOfForm, formOfGuest, guestFormErrors } from '../guest-form';
import { inviterFor, type GuestRow } from '../guest-rows';
import { guestsBase } from '../guests-setup';

/**
 * The guest form (part 2 §2): the add row and the edit dialog. What is typed is checked with
 * the contract's rules; a valid form is handed to the list (a new guest, or the fields that
 * changed) and closes, taking an unfinished category draft with it.
 */

const closed = { editing: null, form: emptyGuestForm, fieldErrors: {} };

export const formActions = {
  startAdding: guestsBase.assign(closed),
  startEditing: guestsBase.assign(({ event }) => {
    assertEvent(event, 'guest.edit');
    return { editing: event.guest, form: formOfGuest(event.guest), fieldErrors: {} };
  }),
  change: guestsBase.assign(({ context, event }) => {
    assertEvent(event, 'form.change');
    const form = { ...context.form, ...event.values };
    // Once errors show, they follow the edits; before the first save attempt the form stays quiet.
    return { form, fieldErrors: Object.keys(context.fieldErrors).length ? guestFormErrors(form) : {} };
  }),
  showFormErrors: guestsBase.assign({ fieldErrors: ({ context }) => guestFormErrors(context.form) }),
  // Last in the list, where the server's order (by id) puts it on the next load too.
  createGuest: guestsBase.sendTo('list', ({ context, event }) => {
    assertEvent(event, 'form.save');
    const fields = fieldsOfForm(context.form);
    const row: GuestRow = {
      id: event.newGuestId,
      wedding_id: context.weddingId,
      ...fields,
      invitedBy_id: inviterFor(context.inviters, context.userId, fields.invitedBy_id),
      tables: [],
      seats: 0,
    };
    return { type: 'rows.create' as const, rows: [row] };
  }),
  updateGuest: guestsBase.sendTo('list', ({ context }) => {
    const guest = context.editing!;
    return { type: 'rows.update' as const, changes: [{ id: guest.id, patch: changedFields(guest, fieldsOfForm(context.form)) }], intent: 'details' as const };
  }),
  closeForm: guestsBase.assign(closed),
  // The form closing takes its unfinished category with it.
  dropDraft: guestsBase.raise({ type: 'category.cancelDraft' }),
};

/** Adding or editing: a valid form is handed to the list (created or updated) and closes. */
const guestForm = (save: 'createGuest' | 'updateGuest') =>
  ({
    'form.change': { actions: 'change' },
    'form.save': [{ guard: 'isFormValid', target: 'closed', actions: [save, 'closeForm', 'dropDraft'] }, { actions: 'showFormErrors' }],
    'form.cancel': { target: 'closed', actions: ['closeForm', 'dropDraft'] },
  }) as const;

export const formRegion = {
  initial: 'closed',
  states: {
    closed: {
      on: {
        'guest.add': { guard: 'canAdd', target: 'adding', actions: 'startAdding' },
        'guest.edit': { guard: 'canEdit', target: 'editing', actions: 'startEditing' },
      },
    },
    adding: { on: guestForm('createGuest') },
    editing: { on: guestForm('updateGuest') },
  },
} as const;
