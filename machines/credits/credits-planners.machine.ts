import { assertEvent, assign, raise, setup } from 'xstate';
import type { PlannerBalance } from '../../contract/credits';
import { creditsAddMachine, type CreditsAddOutput } from './credits-add.machine';
import { creditsHistoryMachine } from './credits-history.machine';
import { loadingStates, refreshingRows, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure } from '../shared/notify';
import { providedByApp } from '../shared/provided';

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
  | RetryLoadEvent
  | { type: 'planners.refresh' }
  | { type: 'planner.viewHistory'; planner: PlannerBalance }
  | { type: 'planner.addCredits'; planner: PlannerBalance }
  | { type: 'dialog.close' };

type Loaded = { event: { output: PlannerBalance[] } };
const storePlanners = { type: 'storePlanners', params: ({ event }: Loaded) => event.output } as const;

const creditsPlannersSetup = setup({
  types: {
    context: {} as CreditsPlannersContext,
    events: {} as CreditsPlannersEvent,
    emitted: {} as NotificationEmitted,
    children: {} as { loadPlanners: 'loadPlanners'; reloadPlanners: 'loadPlanners'; history: 'history'; addCredits: 'addCredits' },
  },
  actors: {
    loadPlanners: providedByApp<PlannerBalance[]>('loadPlanners'),
    history: creditsHistoryMachine,
    addCredits: creditsAddMachine,
  },
  guards: {
    addedCredits: (_, output: CreditsAddOutput) => output.credits !== null,
  },
  actions: {
    storePlanners: assign({ planners: (_, planners: PlannerBalance[]) => planners }),
    select: assign({
      selected: ({ event }) => {
        assertEvent(event, ['planner.viewHistory', 'planner.addCredits']);
        return event.planner;
      },
    }),
    storeBalance: assign({
      planners: ({ context }, { credits }: { credits: number }) =>
        context.planners.map((planner) => (planner.id === context.selected?.id ? { ...planner, credits } : planner)),
    }),
    notify,
  },
});

export const creditsPlannersMachine = creditsPlannersSetup.createMachine({
  id: 'creditsPlanners',
  context: { planners: [], selected: null },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadPlanners', onDone: { target: 'ready', actions: storePlanners }, onFailure: notifyFailure }),
    ready: {
      type: 'parallel',
      states: {
        rows: refreshingRows({ src: 'loadPlanners', id: 'reloadPlanners', refresh: 'planners.refresh', onDone: storePlanners, onFailure: notifyFailure }),
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
                    guard: { type: 'addedCredits', params: ({ event }) => event.output },
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
