import type { BaseTranslation } from '../i18n-types';

export const shell = {
  mainMenu: 'Main menu',
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  profileMenu: 'Account menu',
  signedInAs: 'Signed in as',
  logout: 'Sign out',
  menu: {
    weddings: 'Weddings',
    users: 'Users',
    myChecklist: 'My checklist',
    basePlan: 'Base plan',
    credits: 'Credits',
  },
} satisfies BaseTranslation;
