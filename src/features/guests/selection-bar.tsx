import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestStatuses, type MassUpdateColumn } from '../../../contract/guests';
import { TrashIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { statusLabel } from './guest-labels';
import { useGuestRows, useGuestsScope } from './guests-scope';

const noneValue = 'none';

/**
 * Multi-select (part 2 §2): how many are selected, select the shown guests (the machine knows
 * which: its filters) or none, and the bulk changes (category, status, invited by) and delete,
 * each confirmed before it is made.
 */
export function SelectionBar() {
  const { LL } = useI18nContext();
  const { guests, can, categories, inviters } = useGuestsScope();
  const rows = useGuestRows(guests);
  const count = useSelector(guests, (snapshot) => snapshot.context.selected.length);
  const labels = LL.guests.selection;
  const bulkChoice = (column: MassUpdateColumn, label: string, options: Array<{ value: string; label: string }>) => (
    // The label stays in sight at every width (issue 23 item 18): three "Choose…" on a phone say nothing.
    <label className="flex flex-col gap-1 text-sm text-stone-700 sm:flex-row sm:items-center sm:gap-2">
      <span>{label}</span>
      <select
        value=""
        disabled={count === 0}
        onChange={(event) => {
          const value = event.target.value === noneValue ? null : Number(event.target.value);
          guests.send({ type: 'bulk.update', column, value });
        }}
        className="cursor-pointer rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60"
      >
        <option value="" disabled>
          {labels.choose()}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-label={labels.label()} className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-light/60 px-4 py-3 ring-1 ring-brand/20">
      <p className="text-sm font-semibold text-brand-dark" aria-live="polite">
        {labels.count({ count })}
      </p>
      <Button variant="ghost" className="!px-2 !py-1" onClick={() => guests.send({ type: 'select.shown', rows })}>
        {labels.all()}
      </Button>
      <Button variant="ghost" className="!px-2 !py-1" onClick={() => guests.send({ type: 'select.none' })}>
        {labels.none()}
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        {bulkChoice('category_id', labels.setCategory(), [
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          { value: noneValue, label: LL.guests.noCategory() },
        ])}
        {bulkChoice(
          'status_id',
          labels.setStatus(),
          guestStatuses.map((status) => ({ value: String(status.id), label: statusLabel(LL, status.id) })),
        )}
        {inviters.length > 0 &&
          bulkChoice('invitedBy_id', labels.setInvitedBy(), [
            ...inviters.map((inviter) => ({ value: String(inviter.id), label: inviter.name })),
            { value: noneValue, label: LL.guests.filters.notSpecified() },
          ])}
        {can.delete && (
          <Button variant="secondary" disabled={count === 0} onClick={() => guests.send({ type: 'bulk.delete' })}>
            <TrashIcon />
            {labels.delete()}
          </Button>
        )}
      </div>
    </section>
  );
}
