import type { BaseTranslation } from '../i18n-types';

export const common = {
  close: 'Close',
  loading: 'Loading…',
  backHome: 'Back to home',
  language: 'Language',
  // Each language is named in its own language, so a reader can always find theirs.
  languages: {
    en: 'English',
    es: 'Español',
  },
} satisfies BaseTranslation;
