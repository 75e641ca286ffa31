import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { ApiError } from './errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const quarterHour = 15 * 60_000;
const hour = 60 * 60_000;

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
}

export interface RateLimits {
  /** Sign-in attempts, counted per e-mail (against guessing one account) and per address. */
  login(request: FastifyRequest): Promise<void>;
  /** Mails sent on demand (forgot password, resend activation), per e-mail and per address. */
  mail(request: FastifyRequest): Promise<void>;
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<RateLimits> {
  await app.register(rateLimit, { global: false });
  const limits = config.rateLimits;
  const byEmail = (max: number, timeWindow: number, group: string) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${group}:email:${emailOf(request)}` });
  const byAddress = (max: number, timeWindow: number, group: string) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${group}:ip:${request.ip}` });

  const check = (limiters: Limiter[]) => async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new ApiError(429, 'too_many_attempts');
    }
  };
  return {
    login: check([byAddress(limits.loginPerAddress, quarterHour, 'login'), byEmail(limits.loginPerEmail, quarterHour, 'login')]),
    mail: check([byAddress(limits.mailPerAddress, hour, 'mail'), byEmail(limits.mailPerEmail, hour, 'mail')]),
  };
}
