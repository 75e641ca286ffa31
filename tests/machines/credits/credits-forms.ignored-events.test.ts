import { describe } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { creditsAddMachine } from '../../../machines/credits/credits-add.machine';
import { creditsRequestMachine } from '../../../machines/credits/credits-request.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { snapshotAfter } from '../../support/snapshot-after';

const change = { type: 'add.change', values: { cost: '1,500' } };
const submit = { type: 'add.submit' };

/** Issue 23 item 29: what the add-credits and request-credits forms must refuse where they are. */
describe('adding credits to a planner', () => {
  describeIgnoredEvents([
    // The purchase may already be recorded: no cancelling, no second request, no edits meanwhile.
    {
      state: 'submitting',
      snapshot: snapshotAfter(creditsAddMachine, [change, submit], { personId: 2 }),
      ignores: [{ type: 'add.cancel' }, submit, change, { type: 'add.step', by: 1 }],
    },
  ]);
});

const requests = (events: AnyEventObject[]) => snapshotAfter(creditsRequestMachine, events);
const loaded = { type: 'xstate.done.actor.loadRequests', output: [] };
const start = { type: 'request.start', packageId: 2 };
const note = { type: 'request.change', note: 'By transfer' };

describe('requesting credits', () => {
  describeIgnoredEvents([
    { state: 'loading', snapshot: requests([]), ignores: [start, { type: 'request.submit' }, { type: 'load.retry' }] },
    { state: 'failed', snapshot: requests([{ type: 'xstate.error.actor.loadRequests', error: {} }]), ignores: [start] },
    // No form open: nothing to type, send or cancel.
    { state: 'idle', snapshot: requests([loaded]), ignores: [note, { type: 'request.submit' }, { type: 'request.cancel' }] },
    // One package at a time.
    { state: 'composing', snapshot: requests([loaded, start]), ignores: [{ ...start, packageId: 1 }] },
    // The Administrators may already have been told: no cancelling, no second request, no edits meanwhile.
    {
      state: 'sending',
      snapshot: requests([loaded, start, { type: 'request.submit' }]),
      ignores: [{ type: 'request.cancel' }, { type: 'request.submit' }, note, start],
    },
  ]);
});
