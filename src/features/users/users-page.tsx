import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PersonListItem } from '../../../contract/users';
import { optimisticListMachine } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { PersistOutput } from '../../../machines/shared/legacy/optimistic-list';
import { usersMachine } from '../../../machines/users/users.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { PageHeader } from '../../components/page-header';
import { useCustomization } from '../../lib/customization';
import { actorOptions } from '../../lib/inspector';
import { notify } from '../../lib/notify';
import { selectUser, Session } from '../../lib/session';
import { UserFormDialog } from './user-form-dialog';
import { UsersList } from './users-list';
import { confirmedUsers, usersApi, type MailOrigin } from './users-api';

const noUsers: PersonListItem[] = [];

/** /users: an Administrator's planners, or a Planner's team. */
export default function UsersPage() {
  const { LL, locale } = useI18nContext();
  const customization = useCustomization();
  const manager = Session.useSelector((snapshot) => (selectUser(snapshot)?.type === 'Administrator' ? 'Administrator' : 'Planner'));
  // Calls read the language in use when they run, even if it changed since the page opened.
  const origin = useRef<MailOrigin>({ language: locale, customization_id: customization.id });
  useEffect(() => {
    origin.current = { language: locale, customization_id: customization.id };
  }, [locale, customization.id]);

  const users: ActorRefFrom<typeof usersMachine> = useActorRef(
    usersMachine.provide({
      actors: {
        loadUsers: fromPromise(usersApi.load),
        sendActivation: fromPromise(({ input }) => usersApi.sendActivation(input.email, origin.current)),
        list: optimisticListMachine.provide({
          // Runs after `users` exists: the confirmed rows tell an edit from a block.
          actors: { persist: fromPromise(({ input }): Promise<PersistOutput | undefined> => usersApi.persist(input, confirmedUsers(users), origin.current)) },
          actions: { notify },
        }),
      },
      actions: { notify },
    }),
    { input: { manager, language: locale }, ...actorOptions() },
  );
  const stage = useSelector(users, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));
  const list = useSelector(users, (snapshot) => snapshot.children.list);
  const rows = useSelector(list, (snapshot) => (snapshot?.context.items as PersonListItem[] | undefined) ?? noUsers);
  const activating = useSelector(users, (snapshot) => snapshot.context.activating);
  const deleting = useSelector(users, (snapshot) => (snapshot.matches({ ready: { dialog: 'confirmingDelete' } }) ? snapshot.context.deleting : null));

  const addButton = (
    <Button onClick={() => users.send({ type: 'user.add' })}>
      <PlusIcon />
      {LL.users.add()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={LL.users.title()}
        description={manager === 'Administrator' ? LL.users.adminDescription() : LL.users.description()}
        actions={stage === 'ready' && rows.length > 0 && addButton}
      />
      {stage === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {stage === 'failed' && <LoadError message={LL.users.loadError()} retryLabel={LL.users.retry()} onRetry={() => users.send({ type: 'users.retry' })} />}
      {stage === 'ready' &&
        (rows.length > 0 ? (
          <UsersList
            users={rows}
            activating={activating}
            onEdit={(user) => users.send({ type: 'user.edit', user })}
            onDelete={(user) => users.send({ type: 'user.delete', user })}
            onSendActivation={(user) => users.send({ type: 'user.sendActivation', user })}
          />
        ) : (
          <EmptyState icon={<UsersIcon className="size-6" />} title={LL.users.empty.title()} message={LL.users.empty.message()} action={addButton} />
        ))}
      <UserFormDialog users={users} />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => users.send({ type: 'dialog.close' })}
        onConfirm={() => users.send({ type: 'delete.confirm' })}
        tone="danger"
        title={LL.users.deleteDialog.title()}
        message={LL.users.deleteDialog.message({ name: deleting ? `${deleting.first_name} ${deleting.last_name}` : '' })}
        confirmLabel={LL.users.deleteDialog.confirm()}
        cancelLabel={LL.users.deleteDialog.cancel()}
      />
    </>
  );
}
