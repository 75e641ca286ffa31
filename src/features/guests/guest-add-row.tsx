import { useI18nContext } from '../../../i18n/i18n-react';
import { Button } from '../../components/button';
import { GuestFormFields } from './guest-form-fields';
import { useGuestsScope } from './guests-scope';
import { temporaryId } from '../../../machines/shared/optimistic-list';

/** The new-guest row above the list (part 2 §2): Enter adds, Escape closes. */
export function GuestAddRow() {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  return (
    <form
      aria-label={LL.guests.form.newGuest()}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand/30"
      onSubmit={(event) => {
        event.preventDefault();
        guests.send({ type: 'form.save', newGuestId: temporaryId() });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          guests.send({ type: 'form.cancel' });
        }
      }}
    >
      <h2 className="mb-3 font-display text-lg font-semibold text-brand-dark">{LL.guests.form.newGuest()}</h2>
      <GuestFormFields layout="row" />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => guests.send({ type: 'form.cancel' })}>
          {LL.guests.form.cancel()}
        </Button>
        <Button type="submit">{LL.guests.form.add()}</Button>
      </div>
    </form>
  );
}
