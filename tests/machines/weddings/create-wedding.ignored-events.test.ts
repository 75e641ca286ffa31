import { createWeddingMachine, type CreateWeddingInput } from '../../../machines/weddings/create-wedding.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { snapshotAfter } from '../../support/snapshot-after';

const information = { type: 'wizard.change', step: 'information', values: { name: 'Ana & Leo', date: '14/06/2027', isoDate: '2027-06-14' } };
const ana = { type: 'wizard.change', step: 'spouse1', values: { first_name: 'Ana', last_name: 'Ruiz', gender: '2', email: 'ana@example.com' } };
const leo = { type: 'wizard.change', step: 'spouse2', values: { first_name: 'Leo', last_name: 'Paz', gender: '1', email: 'leo@example.com' } };
const next = { type: 'wizard.next' };
const planner: CreateWeddingInput = { credits: 3, charged: true };
const after = (events: object[], input: CreateWeddingInput = planner) => snapshotAfter(createWeddingMachine, events as never, input);
const answered = { type: 'xstate.done.actor.createWedding', output: { id: 41, credits: 2 } };

/** Issue 23 item 29: what the create-wedding wizard must refuse where it is. */
describeIgnoredEvents([
  // No credit (or no planner to choose): only closing is offered.
  { state: 'notEnoughCredits', snapshot: after([], { credits: 0, charged: true }), ignores: [information, next, { type: 'wizard.confirm' }] },
  { state: 'noPlanners', snapshot: after([], { credits: 0, charged: false, planners: [] }), ignores: [information, next, { type: 'wizard.confirm' }] },
  // A step offers only its own moves: no going back from the first, no creating before the last.
  {
    state: 'information',
    snapshot: after([]),
    ignores: [{ type: 'wizard.previous' }, { type: 'wizard.add' }, { type: 'wizard.confirm' }, { type: 'confirmation.close' }, answered, ana],
  },
  { state: 'spouse1', snapshot: after([information, next]), ignores: [{ type: 'wizard.add' }, { type: 'wizard.confirm' }, information, leo] },
  { state: 'spouse2', snapshot: after([information, next, ana, next]), ignores: [next, { type: 'wizard.confirm' }, { type: 'confirmation.close' }, ana] },
  // The confirmation covers the wizard: creating or going back, never closing the wizard nor typing behind it.
  {
    state: 'confirming',
    snapshot: after([information, next, ana, next, leo, { type: 'wizard.add' }]),
    ignores: [{ type: 'wizard.cancel' }, leo, next, { type: 'wizard.previous' }, { type: 'wizard.add' }],
  },
  // The wedding (and its credit) may be on its way: no cancel, no second request, no going back.
  {
    state: 'submitting',
    snapshot: after([information, next, ana, next, leo, { type: 'wizard.add' }, { type: 'wizard.confirm' }]),
    ignores: [{ type: 'wizard.cancel' }, { type: 'wizard.confirm' }, { type: 'confirmation.close' }, { type: 'wizard.previous' }, leo],
  },
]);
