import { assertEvent, assign, sendParent, setup } from 'xstate';
import { budgetLimits, type Supplier } from '../../contract/budget';
import type { ValidationErrors } from '../../contract/errors';

/**
 * The suppliers panel (part 2 §2, §4 "Supplier panel"): a modal on desktop, full screen on
 * phones. It lists the wedding's suppliers (searchable, by name), shows one (`info.viewing`),
 * edits it (`info.editing`) or writes a new one (`adding`). Saved forms and deletions go to the
 * budget page, its parent, which checks the person may and saves them. Its select mode, which
 * attaches a supplier to an expense, is a state of the expense's detail (§4:
 * expense-detail.machine.ts).
 */

export type SupplierFields = Omit<Supplier, 'id' | 'wedding_id'>;
export type SupplierFormValues = Record<keyof SupplierFields, string>;

export type SupplierCommit =
  | { type: 'supplier.create'; id: number; fields: SupplierFields }
  | { type: 'supplier.update'; id: number; fields: SupplierFields }
  | { type: 'supplier.delete'; id: number };

export interface SuppliersPanelContext {
  search: string;
  /** The supplier shown or edited; while adding, the new one's temporary id. */
  supplier: Supplier | null;
  newId: number | null;
  form: SupplierFormValues;
  errors: ValidationErrors;
}

export type SuppliersPanelEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'panel.search'; text: string }
  | { type: 'supplier.view'; supplier: Supplier }
  | { type: 'supplier.add'; id: number }
  | { type: 'info.edit' }
  | { type: 'info.back' }
  | { type: 'info.delete' }
  | { type: 'form.change'; values: Partial<SupplierFormValues> }
  | { type: 'form.save' }
  | { type: 'form.cancel' };

const emptyForm: SupplierFormValues = { name: '', phone: '', bank: '', bank_account: '', clabe: '' };
const maxima: Record<keyof SupplierFields, number> = {
  name: budgetLimits.supplierNameMax,
  phone: budgetLimits.phoneMax,
  bank: budgetLimits.bankMax,
  bank_account: budgetLimits.bankAccountMax,
  clabe: budgetLimits.clabeMax,
};

export function supplierFormErrors(form: SupplierFormValues): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const field of Object.keys(maxima) as Array<keyof SupplierFields>) if (form[field].trim().length > maxima[field]) errors[field] = ['maxLength'];
  if (form.name.trim() === '') errors.name = ['required'];
  return errors;
}

/** Spec §3: blank strings are stored as null. */
const fieldsOf = (form: SupplierFormValues): SupplierFields => {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: form.name.trim(),
    phone: optional(form.phone),
    bank: optional(form.bank),
    bank_account: optional(form.bank_account),
    clabe: optional(form.clabe),
  };
};
const formOf = (supplier: Supplier): SupplierFormValues =>
  Object.fromEntries(Object.keys(emptyForm).map((field) => [field, supplier[field as keyof SupplierFields] ?? ''])) as SupplierFormValues;

const panelSetup = setup({
  types: { context: {} as SuppliersPanelContext, events: {} as SuppliersPanelEvent },
  guards: {
    isFormValid: ({ context }) => Object.keys(supplierFormErrors(context.form)).length === 0,
  },
  actions: {
    manage: assign({ search: '' }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'panel.search');
      return { search: event.text };
    }),
    show: assign(({ event }) => {
      assertEvent(event, 'supplier.view');
      return { supplier: event.supplier };
    }),
    startAdding: assign(({ event }) => {
      assertEvent(event, 'supplier.add');
      return { newId: event.id, form: emptyForm, errors: {} };
    }),
    startEditing: assign(({ context }) => ({ form: formOf(context.supplier!), errors: {} })),
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.values };
      return { form, errors: Object.keys(context.errors).length ? supplierFormErrors(form) : {} };
    }),
    showErrors: assign({ errors: ({ context }) => supplierFormErrors(context.form) }),
    /** What is shown stays as saved, before the server answers (the list rolls back a refusal). */
    keepSaved: assign(({ context }) => ({ supplier: { ...context.supplier!, ...fieldsOf(context.form) } })),
    commitNew: sendParent(({ context }): SupplierCommit => ({ type: 'supplier.create', id: context.newId!, fields: fieldsOf(context.form) })),
    commitEdit: sendParent(({ context }): SupplierCommit => ({ type: 'supplier.update', id: context.supplier!.id, fields: fieldsOf(context.form) })),
    commitDelete: sendParent(({ context }): SupplierCommit => ({ type: 'supplier.delete', id: context.supplier!.id })),
  },
});

export const suppliersPanelMachine = panelSetup.createMachine({
  id: 'suppliersPanel',
  context: { search: '', supplier: null, newId: null, form: emptyForm, errors: {} },
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': { target: 'list', actions: 'manage' } },
    },
    list: {
      on: {
        'panel.close': 'closed',
        'panel.search': { actions: 'setSearch' },
        'supplier.view': { target: 'info', actions: 'show' },
        'supplier.add': { target: 'adding', actions: 'startAdding' },
      },
    },
    info: {
      initial: 'viewing',
      on: { 'panel.close': '#suppliersPanel.closed' },
      states: {
        viewing: {
          on: {
            'info.back': '#suppliersPanel.list',
            'info.edit': { target: 'editing', actions: 'startEditing' },
            'info.delete': { target: '#suppliersPanel.list', actions: 'commitDelete' },
          },
        },
        editing: {
          on: {
            'form.change': { actions: 'change' },
            'form.save': [{ guard: 'isFormValid', target: 'viewing', actions: ['commitEdit', 'keepSaved'] }, { actions: 'showErrors' }],
            'form.cancel': 'viewing',
          },
        },
      },
    },
    adding: {
      on: {
        'panel.close': 'closed',
        'form.change': { actions: 'change' },
        'form.save': [{ guard: 'isFormValid', target: 'list', actions: 'commitNew' }, { actions: 'showErrors' }],
        'form.cancel': 'list',
      },
    },
  },
});
