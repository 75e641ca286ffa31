import type { BaseTranslation } from '../i18n-types';

/** Page headers of the dashboard sections. */
export const dashboard = {
  myChecklist: {
    title: 'My checklist',
    description: 'Your checklist template: the tasks every new wedding starts with, grouped by how long before the big day.',
  },
  basePlan: {
    title: 'Base plan',
    description: 'Your plan template: the sections and fields every new wedding plan starts with.',
  },
} satisfies BaseTranslation;
