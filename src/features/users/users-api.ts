import type { Locale } from '../../../contract/person';
import type { PersonListItem } from '../../../contract/users';
import { onlyRow, type Mutation, type PersistAnswer } from '../../../machines/shared/optimistic-list';
import type { PersonTypeOption, UserIntent } from '../../../machines/users/user-form';
import type { ActivationRequest, NewUserRequest, UsersLoad } from '../../../machines/users/users.machine';
import { api } from '../../lib/api';

/** The white label of this site: a new user's mails come from it (fixed while the app runs). */
export interface MailOrigin {
  customization_id: number | null;
}

const fieldsOf = (user: Partial<PersonListItem>) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  type_id: user.type_id,
  email: user.email,
  gender: user.gender,
});

async function load(): Promise<UsersLoad> {
  const [{ persons }, { types }] = await Promise.all([
    api.get<{ persons: PersonListItem[] }>('/persons/index'),
    api.get<{ types: PersonTypeOption[] }>('/persons/get_types'),
  ]);
  return { persons, types };
}

const postPerson = (user: Partial<PersonListItem>, language: Locale | undefined, origin: MailOrigin) =>
  api.post<{ id: number; status: PersonListItem['status'] }>('/persons/create', { body: { ...fieldsOf(user), language, ...origin } });

/**
 * One change of the users list, one call: a new user (`create`, in the language the manager
 * used when saving), an edit (`update`: the answer says whether a new activation e-mail went
 * out), a block or unblock (`update_status`), a delete.
 */
function persist(origin: MailOrigin) {
  return async (mutation: Mutation<PersonListItem, UserIntent>): Promise<PersistAnswer<PersonListItem> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const user = onlyRow(mutation.rows);
        const created = await postPerson(user, user.language, origin);
        return { ids: [created.id], patches: [{ id: created.id, patch: { status: created.status } }] };
      }
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        if (mutation.intent !== 'edit') {
          await api.put('/persons/update_status', { body: { id, status: patch.status } });
          return undefined;
        }
        const answer = await api.put<{ status: PersonListItem['status']; email_sent: boolean }>('/persons/update', {
          body: { id, ...fieldsOf(patch), language: patch.language, ...origin },
        });
        return { patches: [{ id, patch: { status: answer.status } }], message: answer.email_sent ? 'users.userUpdatedEmailSent' : undefined };
      }
      case 'delete':
        await api.delete('/persons/destroy', { query: { id: onlyRow(mutation.ids) } });
        return undefined;
    }
  };
}

/** Creates a user (the server mails their activation in `language`), then answers the list again. */
function create(origin: MailOrigin) {
  return async ({ fields, language }: NewUserRequest): Promise<PersonListItem[]> => {
    await postPerson(fields, language, origin);
    return listPersons();
  };
}

const listPersons = async () => (await api.get<{ persons: PersonListItem[] }>('/persons/index')).persons;

/** Sends (or resends) the activation e-mail, then answers the list again: the user is pending now. */
function sendActivation(origin: MailOrigin) {
  return async ({ email, language }: ActivationRequest): Promise<PersonListItem[]> => {
    await api.put('/persons/resend_activation', { body: { email, language, ...origin } });
    return listPersons();
  };
}

export const usersApi = { load, persist, create, sendActivation };
