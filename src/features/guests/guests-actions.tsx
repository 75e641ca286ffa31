import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Button } from '../../components/button';
import { PlusIcon } from '../../components/action-icons';
import { GuestExportButton } from './guest-export-button';
import { useGuestRows, useGuestsScope } from './guests-scope';
import { hasFilters } from '../../../machines/guests/guest-filters';
import type { GuestRow } from '../../../machines/guests/guest-rows';

/** The header's buttons, each shown only with its right (part 2 §6). */
export function GuestsActions({ shown }: { shown: readonly GuestRow[] }) {
  const { LL } = useI18nContext();
  const { guests, can } = useGuestsScope();
  const total = useGuestRows(guests).length;
  const filtering = useSelector(guests, (snapshot) => hasFilters(snapshot.context.filters));
  const weddingId = useSelector(guests, (snapshot) => snapshot.context.weddingId);
  const selecting = useSelector(guests, (snapshot) => snapshot.matches({ ready: { selection: 'on' } }));
  const statistics = useSelector(guests, (snapshot) => snapshot.children.statistics);
  return (
    <div className="flex flex-wrap gap-2">
      {can.add && (
        <Button onClick={() => guests.send({ type: 'guest.add' })}>
          <PlusIcon />
          {LL.guests.actions.add()}
        </Button>
      )}
      {can.edit && (
        <Button variant="secondary" aria-pressed={selecting} onClick={() => guests.send({ type: selecting ? 'select.end' : 'select.start' })}>
          {selecting ? LL.guests.actions.endSelect() : LL.guests.actions.select()}
        </Button>
      )}
      <Button variant="secondary" onClick={() => statistics?.send({ type: 'statistics.open' })}>
        {LL.guests.actions.statistics()}
      </Button>
      {can.add && (
        <Button variant="secondary" onClick={() => guests.send({ type: 'import.open' })}>
          {LL.guests.actions.import()}
        </Button>
      )}
      <GuestExportButton weddingId={weddingId} shown={shown} total={total} filtering={filtering} />
    </div>
  );
}
