import type { BaseTranslation } from '../i18n-types';

/** The wedding's home (part 2 §2 "Home"): the countdown and one card per module. */
export const home = {
  title: 'Home',
  countdown: {
    label: 'Time left until the wedding',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    passed: 'The big day has come.',
  },
  cards: 'Summary of the wedding',
  open: 'Open {module:string}',
  retry: 'Try again',
  checklist: {
    title: 'Checklist',
    completed: '{completed:number} of {total:number} tasks done',
    next: 'Next tasks',
    allDone: 'Every task is done.',
  },
  guests: {
    title: 'Guests',
    attending: 'Attending',
    pending: 'Pending',
    total: 'Total',
  },
  tables: {
    title: 'Tables',
    occupiedTables: 'Full tables',
    occupiedSeats: 'Seats taken',
    availableTables: 'Tables with room',
    availableSeats: 'Free seats',
    totalSeats: 'Total seats',
    guestsWithoutTable: 'Guests without a table',
  },
  budget: {
    title: 'Budget',
    expenses: 'Expenses',
    payments: 'Paid',
  },
  ideas: {
    title: 'Idea board',
    none: 'No ideas yet.',
  },
} satisfies BaseTranslation;
