import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isRemovable, mayManageWeddingUsers, weddingUsersEndpoints, type WeddingUser } from '../../../contract/wedding-users';
import { onlyRow, type Mutation, type PersistAnswer } from '../../../machines/shared/optimistic-list';
import { candidatesOf, nameOf } from '../../../machines/wedding-users/wedding-users';
import { weddingUsersList, weddingUsersMachine } from '../../../machines/wedding-users/wedding-users.machine';
import { Badge, StatusBadge } from '../../components/badge';
import { Button } from '../../components/button';
import { dangerButtonClasses } from '../../components/form-dialog-footer';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { useFocusReturn } from '../../components/focus-return';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { api } from '../../lib/api';
import { usePageActor } from '../../lib/page-actor';
import { selectUser, Session } from '../../lib/session';

type WeddingUsersRef = ActorRefFrom<typeof weddingUsersMachine>;

const noUsers: WeddingUser[] = [];

/** One change of the list, one call: an add is a create that keeps the person's id, a removal a delete. */
const persistOf =
  (weddingId: number) =>
  async (mutation: Mutation<WeddingUser, never>): Promise<PersistAnswer<WeddingUser> | undefined> => {
    if (mutation.kind === 'delete') {
      await api.call(weddingUsersEndpoints.remove, { wedding_id: weddingId, user_id: onlyRow(mutation.ids) });
      return undefined;
    }
    if (mutation.kind === 'create') {
      const { user } = await api.call(weddingUsersEndpoints.add, { wedding_id: weddingId, user_id: onlyRow(mutation.rows).id });
      return { patches: [{ id: user.id, patch: { status: user.status } }] };
    }
    throw new Error('wedding users are added and removed, never edited in place');
  };

/**
 * A wedding's add-user list (spec §2 "Editor tools", and Settings later): the wedding's users
 * with their type and status, one of the team added with a select, a user removed after a yes.
 * Shown to whoever may manage users (planner, Administrator, spouse); the server has the last
 * word. The list lives while its button is on screen (the layout editor's toolbar), so a change
 * on its way is still told when the dialog has closed. The app gives it to the pages that show
 * it (src/app), so no other feature imports it.
 */
interface WeddingUsersDialogProps {
  weddingId: number;
  /** Told when the dialog closes, so a page showing the wedding's users can read them again. */
  onClose?: () => void;
}

export default function WeddingUsersDialog({ weddingId, onClose }: WeddingUsersDialogProps) {
  const userType = Session.useSelector((snapshot) => selectUser(snapshot)?.type);
  if (!userType || !mayManageWeddingUsers(userType)) return null;
  return <ManagedUsersDialog weddingId={weddingId} onClose={onClose} />;
}

function ManagedUsersDialog({ weddingId, onClose }: WeddingUsersDialogProps) {
  const { LL } = useI18nContext();
  const texts = LL.weddingUsers;
  const actor = usePageActor(
    () =>
      weddingUsersMachine.provide({
        actors: {
          loadUsers: fromPromise(({ input }) => api.call(weddingUsersEndpoints.list, { wedding_id: input.weddingId })),
          list: weddingUsersList.provide({ actors: { persist: fromPromise(({ input }) => persistOf(weddingId)(input)) } }),
        },
      }),
    { input: { weddingId } },
  );
  const stage = useSelector(actor, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));
  return (
    <Modal
      trigger={<Button variant="ghost">{texts.open()}</Button>}
      title={texts.title()}
      description={texts.description()}
      closeLabel={texts.close()}
      size="lg"
      closeOnOutsideClick={false}
      onClose={onClose}
    >
      {stage === 'loading' && <LoadingBlock label={texts.loading()} />}
      {stage === 'failed' && <LoadError message={texts.loadError()} retryLabel={texts.retry()} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {stage === 'ready' && <UsersAndCandidates actor={actor} />}
    </Modal>
  );
}

function UsersAndCandidates({ actor }: { actor: WeddingUsersRef }) {
  const { LL } = useI18nContext();
  const texts = LL.weddingUsers;
  const list = useSelector(actor, (snapshot) => snapshot.children.list);
  const rows = useSelector(list, (snapshot) => snapshot?.context.rows ?? noUsers);
  const team = useSelector(actor, (snapshot) => snapshot.context.team);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const removing = useSelector(actor, (snapshot) => (snapshot.matches({ ready: 'confirmingRemove' }) ? snapshot.context.removing?.id : null));
  const candidates = candidatesOf(team, rows);
  return (
    <div className="flex flex-col gap-5">
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{texts.empty()}</p>
      ) : (
        <ul aria-label={texts.listLabel()} className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200">
          {rows.map((user) => (
            <UserRow key={user.id} actor={actor} user={user} confirming={removing === user.id} />
          ))}
        </ul>
      )}
      {candidates.length === 0 ? (
        <p className="text-sm text-stone-600">{texts.add.none()}</p>
      ) : (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'user.add' });
          }}
        >
          <SelectField
            className="min-w-0 flex-1"
            label={texts.add.label()}
            name="candidate"
            placeholder={texts.add.placeholder()}
            value={chosen === null ? '' : String(chosen)}
            onChange={(event) => actor.send({ type: 'candidate.choose', userId: Number(event.target.value) || null })}
            options={candidates.map((person) => ({ value: String(person.id), label: `${nameOf(person)} · ${texts.types[person.type]()}` }))}
          />
          {/* As tall as the select beside it. */}
          <Button type="submit" className="sm:py-[13px]" disabled={chosen === null}>
            {texts.add.button()}
          </Button>
        </form>
      )}
    </div>
  );
}

const typeTones: Record<WeddingUser['type'], string> = {
  Spouse: 'bg-rose-50 text-rose-800 ring-rose-200',
  Helper: 'bg-sky-50 text-sky-800 ring-sky-200',
  Hostess: 'bg-violet-50 text-violet-800 ring-violet-200',
};

function UserRow({ actor, user, confirming }: { actor: WeddingUsersRef; user: WeddingUser; confirming: boolean }) {
  const { LL } = useI18nContext();
  const texts = LL.weddingUsers;
  const questionId = useId();
  const removeButton = useRef<HTMLButtonElement>(null);
  // A "no" puts the focus back on the Remove button the question replaced.
  useFocusReturn(confirming, removeButton);
  const name = nameOf(user);
  return (
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="truncate font-medium text-stone-900">{name}</p>
          {user.email && <p className="truncate text-sm text-stone-600">{user.email}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={typeTones[user.type]}>{texts.types[user.type]()}</Badge>
          <StatusBadge status={user.status}>{texts.statuses[user.status]()}</StatusBadge>
          {isRemovable(user) && !confirming && (
            <Button
              ref={removeButton}
              variant="ghost"
              className="!px-3 !py-1.5"
              aria-label={texts.removeUser({ name })}
              onClick={() => actor.send({ type: 'user.remove', user })}
            >
              {texts.remove()}
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <div role="group" aria-labelledby={questionId} className="rounded-lg bg-red-50 px-3 py-3 ring-1 ring-red-200">
          <p id={questionId} className="text-sm text-red-900">
            {texts.confirmRemove({ name })}
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {/* The question takes the focus: a keyboard user answers it at once. */}
            <Button variant="secondary" autoFocus onClick={() => actor.send({ type: 'remove.cancel' })}>
              {texts.cancel()}
            </Button>
            <Button className={dangerButtonClasses} onClick={() => actor.send({ type: 'remove.confirm' })}>
              {texts.confirm()}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
