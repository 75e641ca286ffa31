import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { creditRequestLimits, formatPrice, type CreditPackage } from '../../../contract/credits';
import type { creditsRequestMachine } from '../../../machines/credits/credits-request.machine';
import { Button } from '../../components/button';
import { controlClasses, describedBy, FieldFrame } from '../../components/field-frame';
import { fieldErrorText } from '../../lib/i18n';

type RequestRef = ActorRefFrom<typeof creditsRequestMachine>;

/** Asking for one package: an optional note for the Administrators, then the request. */
export function RequestForm({ requesting, pack }: { requesting: RequestRef; pack: CreditPackage }) {
  const { LL } = useI18nContext();
  const noteId = useId();
  const note = useSelector(requesting, (snapshot) => snapshot.context.note);
  const errors = useSelector(requesting, (snapshot) => snapshot.context.fieldErrors);
  const sending = useSelector(requesting, (snapshot) => snapshot.matches('sending'));
  const labels = LL.credits.request;
  const noteError = fieldErrorText(LL, errors.note, { max: creditRequestLimits.noteMax });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        requesting.send({ type: 'request.submit' });
      }}
    >
      <div>
        <h3 className="font-display text-lg font-semibold text-brand-dark">{labels.formTitle({ credits: pack.quantity, price: formatPrice(pack.price) })}</h3>
        <p className="mt-1 text-sm text-stone-600">{labels.formIntro()}</p>
      </div>
      <FieldFrame id={noteId} label={labels.note()} message={noteError ?? labels.noteHint()} isError={Boolean(noteError)}>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          autoFocus
          value={note}
          onChange={(event) => requesting.send({ type: 'request.change', note: event.target.value })}
          className={controlClasses(Boolean(noteError), 'px-3 py-2')}
          {...describedBy(noteId, noteError ?? labels.noteHint(), Boolean(noteError))}
        />
      </FieldFrame>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={sending} onClick={() => requesting.send({ type: 'request.cancel' })}>
          {labels.back()}
        </Button>
        <Button type="submit" busy={sending}>
          {sending ? labels.sending() : labels.send()}
        </Button>
      </div>
    </form>
  );
}
