import type { BaseTranslation } from '../i18n-types';

export const notifications = {
  region: 'Notifications',
  close: 'Close notification',
  languageChanged: 'Your language has been changed.',
  emailWithInstructions: 'We sent the instructions to reset your password to {email:string}.',
  changePasswordSuccess: 'Your password has been saved. You can sign in now.',
} satisfies BaseTranslation;
