import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { onSessionExpired } from './api';
import { actorOptions } from './inspector';
import { sessionApi } from './session-api';

/** The app-wide auth actor: every component reads the session from here. */
export const Session = createActorContext(authMachine);

const appAuthMachine = authMachine.provide({
  actors: {
    loadSession: fromPromise(sessionApi.loadSession),
    signIn: fromPromise(({ input }) => sessionApi.signIn(input)),
    signOut: fromPromise(sessionApi.signOut),
  },
});

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <Session.Provider logic={appAuthMachine} options={actorOptions()}>
      <SessionExpiry />
      {children}
    </Session.Provider>
  );
}

/** Lets the API client end the session when any call answers 401. */
function SessionExpiry() {
  const session = Session.useActorRef();
  useEffect(() => onSessionExpired((code) => session.send({ type: 'auth.sessionExpired', code })), [session]);
  return null;
}

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (snapshot: AuthSnapshot) => snapshot.context.user;
