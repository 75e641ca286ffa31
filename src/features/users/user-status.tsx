import { useI18nContext } from '../../../i18n/i18n-react';
import type { PersonListItem } from '../../../contract/users';
import { isTemporaryId } from '../../../machines/shared/optimistic-list';
import { MailIcon } from '../../components/action-icons';
import { StatusBadge } from '../../components/badge';
import { Spinner } from '../../components/spinner';

interface UserStatusProps {
  user: PersonListItem;
  /** The e-mail an activation is on its way to, if any (one at a time). */
  activating: string | null;
  onSendActivation: (user: PersonListItem) => void;
}

/**
 * Pending, active or blocked; a user without an account yet gets the send-activation action
 * instead, and a pending one can have the e-mail sent again.
 */
export function UserStatus({ user, activating, onSendActivation }: UserStatusProps) {
  const { LL } = useI18nContext();
  const name = `${user.first_name} ${user.last_name}`;
  const sending = activating === user.email;
  // A row not saved yet has no account to activate.
  const disabled = activating !== null || isTemporaryId(user.id);
  const action = (label: string, accessibleName: string) => (
    <button
      type="button"
      onClick={() => onSendActivation(user)}
      disabled={disabled}
      aria-label={accessibleName}
      aria-busy={sending || undefined}
      className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold text-brand hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50"
    >
      {sending ? <Spinner className="size-3.5" /> : <MailIcon className="size-3.5" />}
      {label}
    </button>
  );

  if (user.status === 'new') return action(LL.users.sendActivation(), LL.users.sendActivationTo({ name }));
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={user.status}>{LL.users.statuses[user.status]()}</StatusBadge>
      {user.status === 'pending' && action(LL.users.resendActivation(), LL.users.resendActivationTo({ name }))}
    </span>
  );
}
