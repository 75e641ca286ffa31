import type { BaseTranslation } from '../i18n-types';

/** Page headers of the dashboard sections. */
export const dashboard = {
  weddings: {
    title: 'Weddings',
    description: 'Every wedding you take part in, with its date and guest count. Open one to start planning.',
  },
  users: {
    title: 'Users',
    description: 'Invite the people who work with you, choose what they can do and manage their access.',
  },
  myChecklist: {
    title: 'My checklist',
    description: 'Your checklist template: the tasks every new wedding starts with, grouped by how long before the big day.',
  },
  basePlan: {
    title: 'Base plan',
    description: 'Your plan template: the sections and fields every new wedding plan starts with.',
  },
  credits: {
    title: 'Credits',
    description: 'One credit creates one wedding. See your balance, your purchases and how credits were used.',
  },
  wedding: {
    title: 'Wedding',
    description: 'The workspace of one wedding: its plan, checklist, guests, tables, budget and ideas.',
  },
} satisfies BaseTranslation;
