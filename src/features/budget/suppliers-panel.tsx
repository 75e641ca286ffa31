import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import type { Supplier } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { SupplierFormValues } from '../../../machines/budget/suppliers-panel.machine';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';
import { useBudgetScope } from './budget-scope';

const fields: ReadonlyArray<keyof SupplierFormValues> = ['name', 'phone', 'bank', 'bank_account', 'clabe'];
const maxima: Record<keyof SupplierFormValues, number> = { name: 150, phone: 20, bank: 100, bank_account: 34, clabe: 18 };

/** The suppliers panel (part 2 §2, §4): list, a supplier's info (view or edit) and adding. Its select mode is the expense detail's (supplier-picker.tsx). */
export function SuppliersPanel() {
  const { LL } = useI18nContext();
  const { suppliersPanel: panel, suppliers, collator, can } = useBudgetScope();
  const state = useSelector(panel, (snapshot) =>
    snapshot.matches('closed')
      ? 'closed'
      : snapshot.matches('adding')
        ? 'adding'
        : snapshot.matches({ info: 'editing' })
          ? 'editing'
          : snapshot.matches({ info: 'viewing' })
            ? 'viewing'
            : 'list',
  );
  const search = useSelector(panel, (snapshot) => snapshot.context.search);
  const labels = LL.budget.suppliers;
  return (
    <Modal
      open={state !== 'closed'}
      onClose={() => panel.send({ type: 'panel.close' })}
      title={state === 'adding' ? labels.newSupplier() : labels.title()}
      closeLabel={LL.common.close()}
      closeOnOutsideClick={state === 'list'}
      size="lg"
      fullScreenOnPhones
    >
      {state === 'list' && (
        <SupplierList
          suppliers={sortedByName(suppliers, collator)}
          search={search}
          onSearch={(text) => panel.send({ type: 'panel.search', text })}
          onChoose={(supplier) => panel.send({ type: 'supplier.view', supplier })}
          addButton={
            can.addSupplier && (
              <Button onClick={() => panel.send({ type: 'supplier.add', id: temporaryId() })}>
                <PlusIcon />
                {labels.add()}
              </Button>
            )
          }
        />
      )}
      {state === 'viewing' && <SupplierInfo />}
      {(state === 'adding' || state === 'editing') && <SupplierForm />}
    </Modal>
  );
}

export const sortedByName = (suppliers: readonly Supplier[], collator: Intl.Collator) => [...suppliers].sort((a, b) => collator.compare(a.name, b.name));

interface SupplierListProps {
  /** In the order shown. */
  suppliers: readonly Supplier[];
  search: string;
  onSearch: (text: string) => void;
  /** A supplier pressed: shown (the panel) or attached (an expense's detail choosing one). */
  onChoose: (supplier: Supplier) => void;
  addButton?: ReactNode;
}

/** The suppliers the search finds, each a button. */
export function SupplierList({ suppliers, search, onSearch, onChoose, addButton }: SupplierListProps) {
  const { LL } = useI18nContext();
  const shown = useMemo(
    () => suppliers.filter((supplier) => supplier.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase())),
    [suppliers, search],
  );
  const labels = LL.budget.suppliers;
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <input
          type="search"
          aria-label={labels.search()}
          placeholder={labels.search()}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-1.5"
        />
        {addButton}
      </div>
      {shown.length === 0 && <p className="py-6 text-center text-stone-600">{suppliers.length === 0 ? labels.empty() : labels.noMatches()}</p>}
      <ul className="divide-y divide-stone-100">
        {shown.map((supplier) => (
          <li key={supplier.id}>
            <button type="button" className="w-full cursor-pointer rounded-lg px-2 py-2 text-left hover:bg-brand-light" onClick={() => onChoose(supplier)}>
              <span className="block font-medium text-stone-900">{supplier.name}</span>
              {supplier.phone && <span className="block text-sm text-stone-600">{supplier.phone}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SupplierInfo() {
  const { LL } = useI18nContext();
  const { suppliersPanel: panel, can, suppliers } = useBudgetScope();
  const shownId = useSelector(panel, (snapshot) => snapshot.context.supplier?.id);
  // The list's row: what the server confirmed, or rolled back to.
  const supplier = suppliers.find((row) => row.id === shownId);
  const labels = LL.budget.suppliers;
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field}>
            <dt className="text-xs tracking-wide text-stone-600 uppercase">{labels.fields[field]()}</dt>
            <dd className="text-stone-900">{supplier?.[field] ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => panel.send({ type: 'info.back' })}>
          {labels.back()}
        </Button>
        {can.deleteSupplier && (
          <Button variant="secondary" onClick={() => panel.send({ type: 'info.delete' })}>
            {labels.delete()}
          </Button>
        )}
        {can.editSupplier && <Button onClick={() => panel.send({ type: 'info.edit' })}>{labels.edit()}</Button>}
      </div>
    </div>
  );
}

function SupplierForm() {
  const { LL } = useI18nContext();
  const { suppliersPanel: panel } = useBudgetScope();
  const form = useSelector(panel, (snapshot) => snapshot.context.form);
  const errors = useSelector(panel, (snapshot) => snapshot.context.errors);
  const labels = LL.budget.suppliers;
  const save = (event: FormEvent) => {
    event.preventDefault();
    panel.send({ type: 'form.save' });
  };
  return (
    <form noValidate onSubmit={save} className="space-y-3">
      {fields.map((field, index) => (
        <TextField
          key={field}
          label={labels.fields[field]()}
          name={field}
          autoFocus={index === 0}
          value={form[field]}
          error={fieldErrorText(LL, errors[field], { max: maxima[field] })}
          onChange={(event) => panel.send({ type: 'form.change', values: { [field]: event.target.value } })}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => panel.send({ type: 'form.cancel' })}>
          {labels.cancel()}
        </Button>
        <Button type="submit">{labels.save()}</Button>
      </div>
    </form>
  );
}
