import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PersonListItem } from '../../../contract/users';
import { usersList, usersMachine } from '../../../machines/users/users.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { PageHeader } from '../../components/page-header';
import { useCustomization } from '../../lib/customization';
import { usePageActor } from '../../lib/page-actor';
import { selectUser, Session } from '../../lib/session';
import { UserFormDialog } from './user-form-dialog';
import { UsersList } from './users-list';
import { usersApi } from './users-api';

const noUsers: PersonListItem[] = [];

/** /users: an Administrator's planners, or a Planner's team. */
export default function UsersPage() {
  const { LL, locale } = useI18nContext();
  const customization = useCustomization();
  const manager = Session.useSelector((snapshot) => (selectUser(snapshot)?.type === 'Administrator' ? 'Administrator' : 'Planner'));
  // The site's white label is fixed while the app runs; the language travels with each save and send.
  const origin = { customization_id: customization.id };
  const users = usePageActor(
    () =>
      usersMachine.provide({
        actors: {
          loadUsers: fromPromise(usersApi.load),
          sendActivation: fromPromise(({ input }) => usersApi.sendActivation(origin)(input)),
          createUser: fromPromise(({ input }) => usersApi.create(origin)(input)),
          list: usersList.provide({ actors: { persist: fromPromise(({ input }) => usersApi.persist(origin)(input)) } }),
        },
      }),
    { input: { manager } },
  );
  const stage = useSelector(users, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));
  const list = useSelector(users, (snapshot) => snapshot.children.list);
  const rows = useSelector(list, (snapshot) => snapshot?.context.rows ?? noUsers);
  const activating = useSelector(users, (snapshot) => snapshot.context.activating?.email ?? null);
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
      {stage === 'failed' && <LoadError message={LL.users.loadError()} retryLabel={LL.users.retry()} onRetry={() => users.send({ type: 'load.retry' })} />}
      {stage === 'ready' &&
        (rows.length > 0 ? (
          <UsersList
            users={rows}
            activating={activating}
            onEdit={(user) => users.send({ type: 'user.edit', user })}
            onDelete={(user) => users.send({ type: 'user.delete', user })}
            onSendActivation={(user) => users.send({ type: 'user.sendActivation', user, language: locale })}
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
