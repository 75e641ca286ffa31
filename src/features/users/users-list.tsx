import { useI18nContext } from '../../../i18n/i18n-react';
import type { PersonListItem } from '../../../contract/users';
import { personTypeName } from '../../../contract/person';
import { isTemporaryId } from '../../../machines/shared/optimistic-list';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { UserStatus } from './user-status';

interface UsersListProps {
  users: PersonListItem[];
  activating: string | null;
  onEdit: (user: PersonListItem) => void;
  onDelete: (user: PersonListItem) => void;
  onSendActivation: (user: PersonListItem) => void;
}

const fullName = (user: PersonListItem) => `${user.first_name} ${user.last_name}`;

/** A table on tablets and desktops, cards on phones (≤ 600 px). Rows not saved yet are dimmed. */
export function UsersList({ users, activating, onEdit, onDelete, onSendActivation }: UsersListProps) {
  const { LL } = useI18nContext();
  const typeLabel = (user: PersonListItem) => LL.users.types[personTypeName(user.type_id)]();
  const actions = (user: PersonListItem) => (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={() => onEdit(user)}
        aria-label={LL.users.editUser({ name: fullName(user) })}
        title={LL.users.edit()}
        className="cursor-pointer rounded-lg p-2 text-stone-600 hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
      >
        <EditIcon />
      </button>
      <button
        type="button"
        onClick={() => onDelete(user)}
        aria-label={LL.users.deleteUser({ name: fullName(user) })}
        title={LL.users.delete()}
        className="cursor-pointer rounded-lg p-2 text-stone-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <TrashIcon />
      </button>
    </div>
  );
  const status = (user: PersonListItem) => <UserStatus user={user} activating={activating} onSendActivation={onSendActivation} />;
  const saving = (user: PersonListItem) => isTemporaryId(user.id);

  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs max-[600px]:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{LL.users.caption()}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                {LL.users.columns.name()}
              </th>
              <th scope="col" className="px-5 py-3">
                {LL.users.columns.status()}
              </th>
              {/* Below 1024 px (with the side menu) the type moves under the name, so the actions stay in view. */}
              <th scope="col" className="px-5 py-3 max-lg:hidden">
                {LL.users.columns.type()}
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                <span className="sr-only">{LL.users.columns.actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {users.map((user) => (
              <tr key={user.id} aria-busy={saving(user) || undefined} className={saving(user) ? 'opacity-60' : undefined}>
                <td className="px-5 py-3">
                  <p className="font-medium text-stone-900">{fullName(user)}</p>
                  <p className="text-stone-500">{user.email}</p>
                  <p className="text-stone-700 lg:hidden">{typeLabel(user)}</p>
                </td>
                <td className="px-5 py-3">{status(user)}</td>
                <td className="px-5 py-3 text-stone-700 max-lg:hidden">{typeLabel(user)}</td>
                <td className="px-5 py-3">{actions(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[601px]:hidden" aria-label={LL.users.caption()}>
        {users.map((user) => (
          <li
            key={user.id}
            aria-busy={saving(user) || undefined}
            className={`rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-xs ${saving(user) ? 'opacity-60' : ''}`}
          >
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-900">{fullName(user)}</p>
                <p className="truncate text-sm text-stone-500">{user.email}</p>
              </div>
              {actions(user)}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
              {status(user)}
              <span>{typeLabel(user)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
