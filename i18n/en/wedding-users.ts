import type { BaseTranslation } from '../i18n-types';

/** The wedding's users (part 2 §2 "Editor tools": the add-user list; §7 add_user, remove_user). */
export const weddingUsers = {
  open: 'Users',
  title: 'Users of this wedding',
  description: 'The couple and the people of your team who work on this wedding.',
  close: 'Close',
  loading: 'Loading users…',
  loadError: "We couldn't load the users of this wedding.",
  retry: 'Try again',
  listLabel: 'Users of this wedding',
  empty: 'Nobody works on this wedding yet.',
  remove: 'Remove',
  removeUser: 'Remove {name} from the wedding',
  confirmRemove: 'Remove {name} from this wedding? They lose access to it and every permission they held in it.',
  confirm: 'Remove',
  cancel: 'Cancel',
  add: {
    label: 'Add a person of your team',
    placeholder: 'Choose a person…',
    button: 'Add',
    none: 'Every Helper and Hostess of the team already works on this wedding.',
  },
  types: {
    Spouse: 'Spouse',
    Helper: 'Helper',
    Hostess: 'Hostess',
  },
  statuses: {
    new: 'Not activated',
    pending: 'Pending',
    active: 'Active',
    inactive: 'Blocked',
  },
  messages: {
    userAddedToWedding: 'User added to the wedding.',
    userRemovedFromWedding: 'User removed from the wedding.',
    unexpectedAdding: 'An unexpected error occurred while adding the user to the wedding.',
    unexpectedRemoving: 'An unexpected error occurred while removing the user from the wedding.',
  },
} satisfies BaseTranslation;
