import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '../../../contract/auth';
import type { ServerDeps } from '../../deps';
import { currentUser } from '../../http/authorize';
import { signedOutAllowed } from '../../http/access';
import { route } from '../../http/route';
import type { MailQueue } from '../../mail/mail-queue';
import { toSessionUser } from '../users/person-records';
import { authenticate, changePasswordWithToken, verifyToken } from './accounts';
import { checkingLink } from './attempts';
import { issueDeviceToken } from './device-cookie';
import { requestPasswordLink } from './password-links';
import { callerOf, clearSessionCookie, readSessionToken, writeDeviceCookie, writeSessionCookie } from './session-cookie';
import { createSession, deleteSession } from './sessions';

/** Sign-in, sign-out, the session's user and the password-link flows (part 1 §7). */
export async function authRoutes(app: FastifyInstance, deps: ServerDeps & { mailQueue: MailQueue }) {
  const { db, config } = deps;
  const limits = config.rateLimits;

  route(app, authEndpoints.login, signedOutAllowed, async (payload, request, reply) => {
    const caller = await callerOf(request, db);
    const person = await authenticate(db, payload.email, payload.password, limits, caller);
    writeSessionCookie(reply, config, await createSession(db, person.id, payload.rememberMe));
    if (caller.device?.personId !== person.id) writeDeviceCookie(reply, config, await issueDeviceToken(db, person.id));
    return { user: toSessionUser(person) };
  });

  route(app, authEndpoints.logout, signedOutAllowed, async (_, request, reply) => {
    const token = readSessionToken(request);
    if (token) {
      await deleteSession(db, token);
      app.sessionCache.forgetToken(token);
    }
    clearSessionCookie(reply);
    return {};
  });

  route(app, authEndpoints.me, signedOutAllowed, async (_, request) => ({ user: await currentUser(request, db) }));

  // The answer is the same whether or not the e-mail exists, and the mail leaves after it.
  route(app, authEndpoints.forgot, signedOutAllowed, async (payload, request) => {
    await requestPasswordLink({ db, mailer: deps.mailer, appUrl: config.appUrl }, deps.mailQueue, payload, limits, await callerOf(request, db));
    return {};
  });

  route(app, authEndpoints.verifyToken, signedOutAllowed, async ({ token }, request) =>
    checkingLink(db, limits, await callerOf(request, db), () => verifyToken(db, token)),
  );

  route(app, authEndpoints.changePassword, signedOutAllowed, async (payload, request) => {
    const caller = await callerOf(request, db);
    const personId = await checkingLink(db, limits, caller, () => changePasswordWithToken(db, payload.token, payload.password, payload.language));
    app.sessionCache.forgetPerson(personId);
    return {};
  });
}
