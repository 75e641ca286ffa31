import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Spouse } from '../../../contract/weddings';
import { spouseHeadings, type SpouseRole } from '../../../machines/weddings/spouse-roles';
import type { SpouseKey, weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { StatusBadge } from '../../components/badge';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { SpouseIcon } from './spouse-icon';
import { weddingFieldError } from './wedding-field-error';

type WeddingPageRef = ActorRefFrom<typeof weddingPageMachine>;

/**
 * The couple (part 2 §2, Settings › Spouses): each spouse with their role, e-mail and account
 * status, and for the planner the activation mail to send or send again (after saving an
 * e-mail for a spouse who has none). A spouse sees the same cards without the actions.
 */
export function CoupleDialog({ page }: { page: WeddingPageRef }) {
  const { LL } = useI18nContext();
  const open = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: 'couple' } }));
  return (
    <Modal
      open={open}
      onClose={() => page.send({ type: 'dialog.close' })}
      title={LL.weddings.couple.title()}
      closeLabel={LL.weddings.manage.cancel()}
      size="lg"
    >
      <CoupleCards page={page} />
    </Modal>
  );
}

/** Both spouses' cards, side by side from 601 px: in the couple dialog and on Settings › Spouses. */
export function CoupleCards({ page }: { page: WeddingPageRef }) {
  const { LL } = useI18nContext();
  const wedding = useSelector(page, (snapshot) => snapshot.context.wedding);
  if (!wedding) return null;
  const headings = spouseHeadings(wedding.spouse1?.gender, wedding.spouse2?.gender);
  return (
    <ul className="grid grid-cols-1 gap-4 min-[601px]:grid-cols-2">
      {(['spouse1', 'spouse2'] as const).map((key) => {
        const spouse = wedding[key];
        if (!spouse) return null;
        const heading = headings[key];
        const role = LL.weddings.roles[heading.role]();
        return (
          <li key={spouse.id} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4">
            <SpouseCard
              page={page}
              spouseKey={key}
              spouse={spouse}
              role={heading.role}
              roleLabel={heading.number ? LL.weddings.numberedRole({ role, number: heading.number }) : role}
            />
          </li>
        );
      })}
    </ul>
  );
}

interface SpouseCardProps {
  page: WeddingPageRef;
  spouseKey: SpouseKey;
  spouse: Spouse;
  role: SpouseRole;
  roleLabel: string;
}

function SpouseCard({ page, spouseKey, spouse, role, roleLabel }: SpouseCardProps) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.couple;
  const mayActivate = useSelector(page, (snapshot) => snapshot.context.can.activateSpouses);
  const typed = useSelector(page, (snapshot) => snapshot.context.spouseEmails[spouse.id]);
  const activating = useSelector(page, (snapshot) => snapshot.context.activating === spouse.id);
  const busy = useSelector(page, (snapshot) => snapshot.context.activating !== null);
  const errors = useSelector(page, (snapshot) => snapshot.context.fieldErrors.email);
  const name = `${spouse.first_name} ${spouse.last_name}`;
  const awaitsActivation = spouse.status === 'new' || spouse.status === 'pending';
  const activate = () => page.send({ type: 'spouse.activate', spouse: spouseKey });
  return (
    <article aria-label={name} className="space-y-3">
      <header className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-light text-brand-dark">
          <SpouseIcon role={role} />
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words text-stone-900">{name}</p>
          <p className="text-sm text-stone-600">{roleLabel}</p>
        </div>
      </header>
      {/* The whole address, wrapped anywhere: a planner checks it before sending. */}
      <p className="text-sm break-all text-stone-700">{spouse.email || labels.noEmail()}</p>
      <p className="text-sm">
        <span className="sr-only">{labels.status()}: </span>
        <StatusBadge status={spouse.status}>{labels.statuses[spouse.status]()}</StatusBadge>
      </p>
      {mayActivate && awaitsActivation && !spouse.email && (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            activate();
          }}
        >
          <TextField
            label={labels.email({ name: spouse.first_name })}
            name={`email-${spouse.id}`}
            type="email"
            autoComplete="off"
            value={typed ?? ''}
            onChange={(event) => page.send({ type: 'spouse.emailChange', spouseId: spouse.id, email: event.target.value })}
            error={typed !== undefined ? weddingFieldError(LL, errors) : undefined}
          />
          <Button type="submit" busy={activating} disabled={busy || !(typed ?? '').trim()}>
            {activating ? labels.sending() : labels.saveAndSend()}
          </Button>
        </form>
      )}
      {mayActivate && awaitsActivation && spouse.email && (
        <Button variant="secondary" busy={activating} disabled={busy} onClick={activate}>
          {activating ? labels.sending() : spouse.status === 'pending' ? labels.resend() : labels.send()}
        </Button>
      )}
    </article>
  );
}
