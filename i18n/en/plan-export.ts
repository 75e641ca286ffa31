import type { BaseTranslation } from '../i18n-types';

/** The plan spreadsheet the server writes (`GET plan_elements/export`). */
export const planExport = {
  sheet: 'Plan',
  /** The exported file of a wedding's plan, without its extension. */
  fileName: 'Plan - {wedding:string}',
  section: 'Section',
  element: 'Element',
  type: 'Type',
  value: 'Value',
  types: {
    text: 'Text',
    large_text: 'Large text',
    number: 'Number',
    date: 'Date',
    time: 'Time',
    time_frame: 'Time frame',
    dropdown: 'Dropdown',
    file: 'File',
    location: 'Location',
  },
} satisfies BaseTranslation;
