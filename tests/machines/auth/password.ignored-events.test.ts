import { describe } from 'vitest';
import { authMachine } from '../../../machines/auth/auth.machine';
import { changePasswordMachine } from '../../../machines/auth/change-password.machine';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { snapshotAfter } from '../../support/snapshot-after';

const signIn = { type: 'auth.submit', email: 'paula@example.com', password: 'long-enough-password', rememberMe: false };
const newPassword = { type: 'password.submit', password: 'new-password-1', confirmation: 'new-password-1' };
const forgot = { type: 'forgot.submit', email: 'ana@example.com', language: 'es' };

/** Issue 23 item 29: what the sign-in and password flows must refuse where they are (a second Enter, a form not yet shown). */
describe('sign-in', () => {
  describeIgnoredEvents([
    { state: 'checkingSession', snapshot: snapshotAfter(authMachine, []), ignores: [signIn, { type: 'auth.logout' }] },
    {
      state: { signedOut: 'submitting' },
      snapshot: snapshotAfter(authMachine, [{ type: 'xstate.error.actor.loadSession', error: {} }, signIn]),
      ignores: [signIn, { type: 'auth.dismissError' }, { type: 'auth.logout' }],
    },
    { state: 'signedIn', snapshot: snapshotAfter(authMachine, [{ type: 'xstate.done.actor.loadSession', output: { id: 2 } }]), ignores: [signIn] },
  ]);
});

describe('changing a password', () => {
  describeIgnoredEvents([
    // The link is being checked: no form yet.
    { state: 'verifying', snapshot: snapshotAfter(changePasswordMachine, [], { token: 'a'.repeat(43) }), ignores: [newPassword] },
    {
      state: 'submitting',
      snapshot: snapshotAfter(changePasswordMachine, [{ type: 'xstate.done.actor.verifyToken', output: { status: 'active', type: 'Helper' } }, newPassword], {
        token: 'a'.repeat(43),
      }),
      ignores: [newPassword],
    },
  ]);
});

describe('asking for a password reset', () => {
  describeIgnoredEvents([
    { state: 'submitting', snapshot: snapshotAfter(forgotPasswordMachine, [forgot], { language: 'es', customizationId: 1 }), ignores: [forgot] },
  ]);
});
