import type { BaseTranslation } from '../i18n-types';

/** Texts per customization code (white label); unknown codes fall back to `default`. */
export const brand = {
  productName: 'Wedding Planner',
  logoAlt: '{title:string} logo',
  default: {
    welcome: 'Welcome back. Sign in to keep every wedding, guest and detail in one place.',
  },
  lumiere: {
    welcome: 'Welcome to Lumière. Sign in to plan every moment of the big day with your couples.',
  },
} satisfies BaseTranslation;
