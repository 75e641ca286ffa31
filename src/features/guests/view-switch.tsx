import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useGuestsScope } from './guests-scope';

/** Default or RSVP view: only with the RSVP right, and not on phones (part 2 §2). */
export function ViewSwitch() {
  const { LL } = useI18nContext();
  const { guests, can, width } = useGuestsScope();
  const rsvp = useSelector(guests, (snapshot) => snapshot.matches({ ready: { view: 'rsvp' } }));
  if (!can.rsvp || width === 'phone') return null;
  const option = (active: boolean, label: string, onClick: () => void) => (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={[
        'cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand',
        active ? 'bg-brand text-white' : 'text-brand-dark hover:bg-brand-light',
      ].join(' ')}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={LL.guests.views.label()} className="inline-flex gap-1 rounded-lg bg-white p-1 ring-1 ring-stone-200">
      {option(!rsvp, LL.guests.views.default(), () => guests.send({ type: 'view.default' }))}
      {option(rsvp, LL.guests.views.rsvp(), () => guests.send({ type: 'view.rsvp' }))}
    </div>
  );
}
