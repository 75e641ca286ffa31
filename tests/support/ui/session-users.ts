import type { PersonType, SessionUser } from '../../../contract/person';
import { personTypes } from '../../../contract/person';

/** A signed-in user as `GET /me` answers it, for rendered-screen tests. */
export function sessionUser(type: PersonType, fields: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 2,
    type,
    type_id: personTypes[type],
    first_name: 'Paula',
    last_name: 'Planner',
    email: 'paula@example.com',
    gender: 2,
    language: 'en',
    status: 'active',
    credits: 3,
    wedding_id: null,
    ...fields,
  };
}
