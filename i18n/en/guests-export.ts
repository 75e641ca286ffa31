import type { BaseTranslation } from '../i18n-types';

/**
 * The guests spreadsheets the server writes (`GET guests/export`, `GET guests/import_template`).
 * Every header and status name here is also recognised by an import (contract/guests.ts; a test
 * keeps them in step), so an exported file imports back.
 */
export const guestsExport = {
  sheet: 'Guests',
  templateFile: 'guests-template.xlsx',
  columns: {
    name: 'Name',
    companions: 'Companions',
    category: 'Category',
    status: 'Status',
    table: 'Table',
    invitedBy: 'Invited by',
    phone: 'Phone',
    comments: 'Comments',
  },
  statuses: {
    attending: 'Attending',
    notAttending: 'Not attending',
    pending: 'Pending',
  },
  example: {
    name: 'Jane Smith',
    category: 'Friends',
    phone: '+1 555 0100',
    comments: 'Vegetarian',
  },
} satisfies BaseTranslation;
