import type { BudgetSummary } from '../../contract/budget';
import type { ChecklistSummary } from '../../contract/checklist';
import type { GuestsSummary } from '../../contract/guests';
import type { Idea } from '../../contract/ideas';
import type { LiveChangeKind } from '../../contract/live-events';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { TablesSummary } from '../../contract/tables';

/**
 * The cards of the wedding's home (part 2 §2 "Home"): one per *_SUMMARY action the person
 * holds, each with its module's summary and leading to its module. A card is registered here
 * (its summary's type, the action that shows it, its module, the live changes that alter it)
 * and drawn by the home page's card of the same name.
 */
export interface HomeSummaries {
  checklist: ChecklistSummary;
  guests: GuestsSummary;
  tables: TablesSummary;
  budget: BudgetSummary;
  /** Up to five ideas, pinned first, then the oldest (`GET /ideas/summary`). */
  ideas: { ideas: Idea[] };
}

export type HomeCard = keyof HomeSummaries;
export type HomeSummary = HomeSummaries[HomeCard];

export interface HomeCardDefinition {
  card: HomeCard;
  /** The HOME action that shows it (part 2 §6 "Home cards"). */
  action: ActionCode;
  /** Where it leads, and whose data it sums up. */
  module: ModuleCode;
  /** The live changes (contract/live-events.ts) after which its summary is read again. */
  followsChanges: readonly LiveChangeKind[];
}

/** Guests come and go, change companions or are seated: the counts of both cards move. */
const guestCountChanges = ['guests.saved', 'guests.deleted', 'guests.imported'] as const;

/** In the order they are shown. */
export const homeCards: readonly HomeCardDefinition[] = [
  { card: 'checklist', action: 'CHECKLIST_SUMMARY', module: 'CHECKLIST', followsChanges: ['checklist.saved', 'checklist.deleted'] },
  { card: 'guests', action: 'GUESTS_SUMMARY', module: 'GUESTS', followsChanges: [...guestCountChanges, 'guests.patched'] },
  {
    card: 'tables',
    action: 'TABLES_SUMMARY',
    module: 'TABLES',
    followsChanges: [...guestCountChanges, 'tables.saved', 'tables.deleted', 'seats.created', 'seats.deleted'],
  },
  {
    card: 'budget',
    action: 'BUDGET_SUMMARY',
    module: 'BUDGET',
    followsChanges: ['expenses.saved', 'expenses.deleted', 'payments.saved', 'payments.deleted'],
  },
  { card: 'ideas', action: 'IDEA_BOARD_SUMMARY', module: 'IDEA_BOARD', followsChanges: ['ideas.saved', 'ideas.deleted'] },
];

/** The cards the person's HOME actions show. */
export const cardsShownBy = (actions: readonly ActionCode[]): HomeCardDefinition[] => homeCards.filter((card) => actions.includes(card.action));

/** Home opens only with a card to show: the module alone is not enough (part 2 §2). */
export const hasHomeCards = (actions: readonly ActionCode[]): boolean => cardsShownBy(actions).length > 0;

/** The cards a live change alters. */
export const cardsChangedBy = (kind: LiveChangeKind): HomeCard[] => homeCards.filter((card) => card.followsChanges.includes(kind)).map((card) => card.card);
