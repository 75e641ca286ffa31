import { assertEvent, assign, setup } from 'xstate';
import { loginForm, type LoginPayload } from '../../contract/auth';
import type { Locale, SessionUser } from '../../contract/person';
import { toValidationErrors } from '../../contract/validation';
import type { ValidationErrors } from '../../contract/errors';
import { errorMessageKey, failureMessageKey } from '../shared/failure';
import type { MessageKey } from '../shared/messages';
import { providedByApp } from '../shared/provided';

/**
 * The session of the person using the app. It starts by asking the server who is
 * signed in (`GET /me`), then is either signed out (with the sign-in form's own
 * idle / submitting / error cycle) or signed in, until a logout or an expired session
 * (any 401 outside sign-in) signs the person out again.
 */

export interface AuthContext {
  user: SessionUser | null;
  /** i18n key of the message the sign-in page shows (dismissible). */
  errorKey: MessageKey | null;
  /** Rule codes per field of the sign-in form, from `contract/auth.ts`'s `loginForm`. */
  fieldErrors: ValidationErrors;
}

export type AuthEvent =
  | { type: 'auth.submit'; email: string; password: string; rememberMe: boolean }
  | { type: 'auth.dismissError' }
  | { type: 'auth.languageChanged'; language: Locale }
  /** A new balance answered by the server (e.g. after creating a wedding). */
  | { type: 'auth.creditsChanged'; credits: number }
  | { type: 'auth.logout' }
  /** A call answered 401: `user_inactive` when the account was blocked meanwhile. */
  | { type: 'auth.sessionExpired'; code?: string };

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    loadSession: providedByApp<SessionUser>('loadSession'),
    signIn: providedByApp<SessionUser, LoginPayload>('signIn'),
    signOut: providedByApp<void>('signOut'),
  },
  guards: {
    isFormValid: ({ event }) => event.type === 'auth.submit' && loginForm.safeParse(event).success,
  },
  actions: {
    storeUser: assign((_, user: SessionUser) => ({ user, errorKey: null, fieldErrors: {} })),
    forgetUser: assign({ user: null }),
    storeFieldErrors: assign({
      fieldErrors: ({ event }) => {
        const result = loginForm.safeParse(event);
        return result.success ? {} : toValidationErrors(result.error);
      },
      errorKey: null,
    }),
    clearMessages: assign({ errorKey: null, fieldErrors: {} }),
    storeSignInError: assign((_, { error }: { error: unknown }) => ({ errorKey: failureMessageKey(error) })),
    storeSessionExpired: assign({
      errorKey: ({ event }) => {
        assertEvent(event, 'auth.sessionExpired');
        return errorMessageKey(event.code === 'user_inactive' ? 'user_inactive' : 'auth_unauthorized');
      },
    }),
    storeCredits: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'auth.creditsChanged');
        return context.user && { ...context.user, credits: event.credits };
      },
    }),
    storeLanguage: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'auth.languageChanged');
        return context.user && { ...context.user, language: event.language };
      },
    }),
  },
});

// A valid form signs in; an invalid one stays on the form with its field errors.
const submitTransitions = [
  { guard: 'isFormValid', target: 'submitting', actions: 'clearMessages' },
  { target: 'idle', actions: 'storeFieldErrors' },
] as const;

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: { user: null, errorKey: null, fieldErrors: {} },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: { target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        // 401 (nobody signed in) or the server unreachable: either way, show the sign-in form.
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        // Submitting does not listen to `auth.submit`: a second Enter while signing in is ignored.
        idle: {
          on: { 'auth.submit': submitTransitions },
        },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'auth.submit');
              return { email: event.email, password: event.password, rememberMe: event.rememberMe };
            },
            onDone: { target: '#auth.signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
            onError: { target: 'error', actions: { type: 'storeSignInError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        error: {
          on: {
            'auth.submit': submitTransitions,
            'auth.dismissError': { target: 'idle', actions: 'clearMessages' },
          },
        },
      },
    },
    signedIn: {
      on: {
        'auth.languageChanged': { actions: 'storeLanguage' },
        'auth.creditsChanged': { actions: 'storeCredits' },
        'auth.logout': { target: 'signingOut' },
        'auth.sessionExpired': { target: '#auth.signedOut.error', actions: ['forgetUser', 'storeSessionExpired'] },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Even if the server could not be told, this browser forgets the session.
        onDone: { target: 'signedOut', actions: 'forgetUser' },
        onError: { target: 'signedOut', actions: 'forgetUser' },
      },
    },
  },
});
