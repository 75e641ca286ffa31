import { assign, fromPromise, raise, setup } from 'xstate';
import type { PlannerBalance } from '../../contract/credits';
import { creditsAddMachine, type CreditsAddOutput } from './credits-add.machine';
import { creditsHistoryMachine } from './credits-history.machine';
import { failureMessageKey } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';

/**
 * The Administrator's credits screen (part 1 §2): planners with their balance, one planner's
 * history in a dialog, and the add-credits dialog. Added credits show in the row at once (the
 * balance the server answered) and the list reloads behind the scenes.
 */

export interface CreditsPlannersContext {
  planners: PlannerBalance[];
  /** The planner a dialog is about. */
  selected: PlannerBalance | null;
}

export type CreditsPlannersEvent =
  | { type: 'planners.retry' }
  | { type: 'planners.refresh' }
  | { type: 'planner.viewHistory'; planner: PlannerBalance }
  | { type: 'planner.addCredits'; planner: PlannerBalance }
  | { type: 'dialog.close' };

type EventOf<T extends CreditsPlannersEvent['type']> = Extract<CreditsPlannersEvent, { type: T }>;

const notProvided = () => Promise.reject(new Error('loadPlanners is provided by the app'));

const loadFailure = ({ event }: { event: { error: unknown } }): NotifyParams => ({ kind: 'error', message: { key: failureMessageKey(event.error) } });

const creditsPlannersSetup = setup({
  types: {
    context: {} as CreditsPlannersContext,
    events: {} as CreditsPlannersEvent,
    children: {} as { loadPlanners: 'loadPlanners'; reloadPlanners: 'loadPlanners'; history: 'history'; addCredits: 'addCredits' },
  },
  actors: {
    loadPlanners: fromPromise<PlannerBalance[]>(notProvided),
    history: creditsHistoryMachine,
    addCredits: creditsAddMachine,
  },
  guards: {
    addedCredits: ({ event }) => (event as { output?: CreditsAddOutput }).output?.credits != null,
  },
  actions: {
    storePlanners: assign({ planners: (_, planners: PlannerBalance[]) => planners }),
    select: assign({ selected: ({ event }) => (event as EventOf<'planner.viewHistory' | 'planner.addCredits'>).planner }),
    storeBalance: assign({
      planners: ({ context }, { credits }: { credits: number }) =>
        context.planners.map((planner) => (planner.id === context.selected?.id ? { ...planner, credits } : planner)),
    }),
    notify: (_, _params: NotifyParams) => {},
  },
});

export const creditsPlannersMachine = creditsPlannersSetup.createMachine({
  id: 'creditsPlanners',
  context: { planners: [], selected: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlanners',
        src: 'loadPlanners',
        onDone: { target: 'ready', actions: { type: 'storePlanners', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'notify', params: loadFailure } },
      },
    },
    failed: {
      on: { 'planners.retry': { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      states: {
        rows: {
          initial: 'shown',
          states: {
            shown: {
              on: { 'planners.refresh': { target: 'refreshing' } },
            },
            refreshing: {
              on: { 'planners.refresh': { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'reloadPlanners',
                src: 'loadPlanners',
                onDone: { target: 'shown', actions: { type: 'storePlanners', params: ({ event }) => event.output } },
                onError: { target: 'shown', actions: { type: 'notify', params: loadFailure } },
              },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'planner.viewHistory': { target: 'history', actions: 'select' },
                'planner.addCredits': { target: 'adding', actions: 'select' },
              },
            },
            history: {
              invoke: { id: 'history', src: 'history', input: ({ context }) => ({ personId: context.selected!.id }) },
              on: { 'dialog.close': { target: 'closed' } },
            },
            // Closing goes through the child (`add.cancel`), which refuses while the request runs.
            adding: {
              invoke: {
                id: 'addCredits',
                src: 'addCredits',
                input: ({ context }) => ({ personId: context.selected!.id }),
                onDone: [
                  {
                    guard: 'addedCredits',
                    target: 'closed',
                    actions: [{ type: 'storeBalance', params: ({ event }) => ({ credits: event.output.credits! }) }, raise({ type: 'planners.refresh' })],
                  },
                  { target: 'closed' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
