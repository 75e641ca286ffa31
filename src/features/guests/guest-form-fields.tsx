import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestLimits, guestStatuses } from '../../../contract/guests';
import { statusIdOf } from '../../../machines/guests/guest-rows';
import { guestFieldLimits, type GuestFormValues } from '../../../machines/guests/guest-form';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';
import { CategoryField } from './category-field';
import { statusLabel } from './guest-labels';
import { useGuestsScope } from './guests-scope';

const noneValue = '';

/**
 * The guest form's fields, shared by the add row and the edit dialog. Every change goes to the
 * page machine (`form.change`), which holds the values and their errors.
 */
export function GuestFormFields({ layout }: { layout: 'row' | 'dialog' }) {
  const { LL } = useI18nContext();
  const { guests, inviters } = useGuestsScope();
  const form = useSelector(guests, (snapshot) => snapshot.context.form);
  const errors = useSelector(guests, (snapshot) => snapshot.context.fieldErrors);
  const userIsSpouse = useSelector(guests, (snapshot) => snapshot.context.inviters.some((inviter) => inviter.id === snapshot.context.userId));
  const columns = LL.guestsExport.columns;
  const change = (values: Partial<GuestFormValues>) => guests.send({ type: 'form.change', values });
  const errorOf = (field: keyof typeof guestFieldLimits) => fieldErrorText(LL, errors[field], guestFieldLimits[field]);
  return (
    <div className={layout === 'row' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-2'}>
      <TextField
        label={columns.name()}
        name="name"
        autoFocus
        placeholder={LL.guests.form.namePlaceholder()}
        maxLength={guestLimits.nameMax}
        value={form.name}
        error={errorOf('name')}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        label={columns.companions()}
        name="companions"
        type="number"
        inputMode="numeric"
        min={0}
        max={guestLimits.companionsMax}
        value={form.companions}
        error={errorOf('companions')}
        onChange={(event) => change({ companions: event.target.value })}
      />
      <CategoryField value={form.category_id} onChange={(category_id) => change({ category_id })} />
      <SelectField
        label={columns.status()}
        name="status_id"
        value={String(form.status_id)}
        options={guestStatuses.map((status) => ({ value: String(status.id), label: statusLabel(LL, status.id) }))}
        onChange={(event) => change({ status_id: statusIdOf(Number(event.target.value)) })}
      />
      {/* A spouse's guests are always theirs (part 2 §6): the choice is not theirs to make. */}
      {!userIsSpouse && inviters.length > 0 && (
        <SelectField
          label={columns.invitedBy()}
          name="invitedBy_id"
          value={form.invitedBy_id === null ? noneValue : String(form.invitedBy_id)}
          options={[
            { value: noneValue, label: LL.guests.filters.notSpecified() },
            ...inviters.map((inviter) => ({ value: String(inviter.id), label: inviter.name })),
          ]}
          onChange={(event) => change({ invitedBy_id: event.target.value === noneValue ? null : Number(event.target.value) })}
        />
      )}
      <TextField
        label={columns.phone()}
        name="phone"
        type="tel"
        maxLength={guestLimits.phoneMax}
        value={form.phone}
        error={errorOf('phone')}
        onChange={(event) => change({ phone: event.target.value })}
      />
      <TextField
        label={columns.comments()}
        name="comments"
        className={layout === 'dialog' ? 'sm:col-span-2' : ''}
        maxLength={guestLimits.commentsMax}
        value={form.comments}
        error={errorOf('comments')}
        onChange={(event) => change({ comments: event.target.value })}
      />
    </div>
  );
}
