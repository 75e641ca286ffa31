import type { ActorRefFrom } from 'xstate';
import type { PersonListItem } from '../../../contract/users';
import type { Locale } from '../../../contract/person';
import type { Mutation, PersistOutput, Row } from '../../../machines/shared/legacy/optimistic-list';
import type { OptimisticListContext } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { PersonTypeOption } from '../../../machines/users/user-form';
import type { UsersLoad, usersMachine } from '../../../machines/users/users.machine';
import { api } from '../../lib/api';

/** Where a new user's mails come from: the manager's language and the site's white label. */
export interface MailOrigin {
  language: Locale;
  customization_id: number | null;
}

const fieldsOf = (user: PersonListItem) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  type_id: user.type_id,
  email: user.email,
  gender: user.gender,
});

const sameFields = (a: PersonListItem, b: PersonListItem) => JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

/** The rows the server confirmed, read from the users page's list (its child `list`). */
export function confirmedUsers(users: ActorRefFrom<typeof usersMachine>): PersonListItem[] {
  const list = users.getSnapshot().children.list;
  return ((list?.getSnapshot().context as OptimisticListContext | undefined)?.confirmed ?? []) as PersonListItem[];
}

async function load(): Promise<UsersLoad> {
  const [{ persons }, { types }] = await Promise.all([
    api.get<{ persons: PersonListItem[] }>('/persons/index'),
    api.get<{ types: PersonTypeOption[] }>('/persons/get_types'),
  ]);
  return { persons, types };
}

/**
 * Brings the server from the confirmed row to the row on screen. An edit changes fields
 * (`update`), blocking changes the status (`update_status`); the message says which happened.
 * An edit keeps the person's own language: only a new user starts in the manager's.
 */
async function persist(mutation: Mutation<Row>, confirmed: PersonListItem[], origin: MailOrigin): Promise<PersistOutput | undefined> {
  switch (mutation.kind) {
    case 'create': {
      const user = mutation.item as PersonListItem;
      const created = await api.post<{ id: number; status: PersonListItem['status'] }>('/persons/create', { body: { ...fieldsOf(user), ...origin } });
      return { id: created.id, patch: { status: created.status } };
    }
    case 'update': {
      const user = mutation.item as PersonListItem;
      const before = confirmed.find((row) => row.id === user.id);
      let output: PersistOutput = {};
      if (!before || !sameFields(before, user)) {
        const answer = await api.put<{ status: PersonListItem['status']; email_sent: boolean }>('/persons/update', {
          body: { id: user.id, ...fieldsOf(user), language: user.language, customization_id: origin.customization_id },
        });
        output = { patch: { status: answer.status }, message: answer.email_sent ? 'users.userUpdatedEmailSent' : 'users.userUpdated' };
      }
      if (before && before.status !== user.status) {
        await api.put('/persons/update_status', { body: { id: user.id, status: user.status } });
        output = { message: user.status === 'inactive' ? 'users.userBlocked' : 'users.userUnBlocked' };
      }
      return output;
    }
    case 'delete':
      await api.delete('/persons/destroy', { query: { id: mutation.id } });
      return undefined;
  }
}

/** Sends (or resends) the activation e-mail, then answers the list again: the user is pending now. */
async function sendActivation(email: string, origin: MailOrigin): Promise<PersonListItem[]> {
  await api.put('/persons/resend_activation', { body: { email, ...origin } });
  const { persons } = await api.get<{ persons: PersonListItem[] }>('/persons/index');
  return persons;
}

export const usersApi = { load, persist, sendActivation };
