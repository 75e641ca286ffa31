import type { FastifyInstance } from 'fastify';
import { changePasswordPayload, forgotPayload, loginPayload, verifyTokenQuery, type VerifiedToken } from '../../../contract/auth';
import { personTypeName } from '../../../contract/person';
import type { ServerDeps } from '../../deps';
import { ApiError, parse } from '../../http/errors';
import { requireUser } from '../../http/authorize';
import type { RateLimits } from '../../http/rate-limits';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './session-cookie';
import type { MailQueue } from '../../mail/mail-queue';
import { authenticate, canReceivePasswordLink, changePasswordWithToken } from './accounts';
import { sendPasswordLink } from './password-links';
import { checkPasswordToken } from './password-tokens';
import { findPersonByEmail, findPersonById, toSessionUser } from '../users/person-records';
import { createSession, deleteSession } from './sessions';

/** Sign-in, sign-out, the session's user and the password-link flows (part 1 §7). */
export async function authRoutes(app: FastifyInstance, deps: ServerDeps & { limits: RateLimits; mailQueue: MailQueue }) {
  const { db, config, limits, mailQueue } = deps;

  app.post('/login', async (request, reply) => {
    const payload = parse(loginPayload, request.body);
    await limits.login(request);
    const person = await authenticate(db, payload.email, payload.password);
    const session = await createSession(db, person.id, payload.rememberMe);
    writeSessionCookie(reply, config, session);
    return { data: { user: toSessionUser(person) } };
  });

  app.post('/logout', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) {
      await deleteSession(db, token);
      app.sessionCache.forgetToken(token);
    }
    clearSessionCookie(reply);
    return { data: {} };
  });

  app.get('/me', async (request) => ({ data: { user: await requireUser(request, db) } }));

  // The answer is the same whether or not the e-mail exists, and the mail leaves after it.
  app.post('/forgot', async (request) => {
    const payload = parse(forgotPayload, request.body);
    await limits.mail(request);
    const person = await findPersonByEmail(db, payload.email);
    if (person && canReceivePasswordLink(person)) {
      const purpose = person.status === 'active' ? 'reset' : 'activation';
      mailQueue.enqueue(() =>
        sendPasswordLink({ db, mailer: deps.mailer, appUrl: config.appUrl }, person, purpose, {
          language: payload.language,
          customizationId: payload.customization_id,
        }),
      );
    }
    return { data: {} };
  });

  app.get('/verify_token', async (request) => {
    const { token } = parse(verifyTokenQuery, request.query);
    const check = await checkPasswordToken(db, token);
    if (!check.ok) throw new ApiError(400, check.code);
    const person = await findPersonById(db, check.personId);
    if (!person) throw new ApiError(400, 'invalid_token');
    const answer: VerifiedToken = {
      status: person.status === 'active' || person.status === 'inactive' ? 'active' : 'pending',
      type: personTypeName(person.typeId),
    };
    return { data: answer };
  });

  app.post('/change_password', async (request) => {
    const payload = parse(changePasswordPayload, request.body);
    const personId = await changePasswordWithToken(db, payload.token, payload.password);
    app.sessionCache.forgetPerson(personId);
    return { data: {} };
  });
}
