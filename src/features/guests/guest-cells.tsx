import { useI18nContext } from '../../../i18n/i18n-react';
import { guestStatuses } from '../../../contract/guests';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import type { GuestColumnKey } from './guest-columns';
import { ColorChip, categoryLabel, inviterLabel, rgb, statusLabel, statusOf, textOn } from './guest-labels';
import { useGuestsScope } from './guests-scope';

/**
 * How a column's value reads, set on the element that holds it (a cell, a card line): a value
 * in text is only text, no element of its own, as a list of thousands draws every row's cells
 * (issue 23 item 23).
 */
export function valueClass(column: GuestColumnKey): string {
  if (column === 'name') return 'font-semibold break-words text-stone-900';
  return column === 'phone' || column === 'comments' ? 'text-sm break-words text-stone-700' : 'text-sm text-stone-700';
}

/** One value of a guest as a cell or a card line shows it, inside an element styled by `valueClass`. */
export function GuestValue({ guest, column }: { guest: GuestRow; column: GuestColumnKey }) {
  const { LL } = useI18nContext();
  const { categories, inviters } = useGuestsScope();
  switch (column) {
    case 'name':
      return guest.name;
    case 'companions':
      return guest.companions;
    case 'category': {
      const category = categories.find((entry) => entry.id === guest.category_id);
      return <ColorChip label={categoryLabel(LL, categories, guest.category_id)} color={category ? rgb(category) : null} />;
    }
    case 'status':
      return <ColorChip label={statusLabel(LL, guest.status_id)} color={rgb(statusOf(guest.status_id))} />;
    case 'rsvpStatus':
      return <StatusButtons guest={guest} />;
    case 'invitedBy':
      return inviterLabel(LL, inviters, guest.invitedBy_id);
    case 'tables':
      return guest.tables.length ? LL.guests.tablesList({ tables: guest.tables.join(', ') }) : LL.guests.noTables();
    case 'phone':
      return guest.phone ?? '—';
    case 'comments':
      return guest.comments ?? '—';
  }
}

/** The RSVP view's one-tap status (part 2 §2): the three statuses, the guest's own pressed. */
function StatusButtons({ guest }: { guest: GuestRow }) {
  const { LL } = useI18nContext();
  const { guests, can } = useGuestsScope();
  return (
    <div role="group" aria-label={LL.guests.row.status({ name: guest.name })} className="flex flex-wrap gap-1">
      {guestStatuses.map((status) => {
        const pressed = guest.status_id === status.id;
        return (
          <button
            key={status.id}
            type="button"
            aria-pressed={pressed}
            disabled={!can.rsvp}
            title={LL.guests.row.setStatus({ name: guest.name, status: statusLabel(LL, status.id) })}
            onClick={() => !pressed && guests.send({ type: 'guest.status', id: guest.id, status_id: status.id })}
            className={[
              'cursor-pointer rounded-full px-2.5 py-1 text-xs font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand',
              pressed ? 'ring-transparent' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
            ].join(' ')}
            style={pressed ? { background: rgb(status), color: rgb(textOn(status)) } : undefined}
          >
            {statusLabel(LL, status.id)}
          </button>
        );
      })}
    </div>
  );
}
