import { resolve } from 'node:path';
import { z } from 'zod';
import { liveEventTimings } from '../contract/live-events';
import type { AttemptLimits } from './modules/auth/attempts';
import type { LiveTimings } from './modules/events/live-stream';

/** Every setting the server reads, with its default; the README's configuration table mirrors this. */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wedding Planner <no-reply@wedding-planner.local>'),
  APP_URL: z.string().optional(),
  API_PREFIX: z.string().default('/api'),
  CORS_ORIGINS: z.string().default(''),
  ADMIN_EMAIL: z.string().default('admin@wedding-planner.local'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  LOGIN_MAX_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  MAIL_MAX_PER_EMAIL: z.coerce.number().int().positive().default(5),
  MAIL_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LINK_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LINK_PREVIEW_MAX_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  LOG_LEVEL: z.string().default('warn'),
  STATIC_DIR: z.string().default('dist'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string | null;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public URL of the site, used in e-mailed links and to decide on Secure cookies. */
  appUrl: string;
  apiPrefix: string;
  corsOrigins: string[];
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Where the dev outbox writes mails when no SMTP server is configured. */
  mailDir: string | null;
  /** Uploaded files (plan files, later layouts and idea images). */
  storageDir: string;
  /** Built SPA; served when present. */
  staticDir: string | null;
  rateLimits: AttemptLimits;
  /** Link previews a user may ask for in a minute (each makes the server fetch a page). */
  linkPreviewsPerMinute: number;
  logLevel: string;
  /** How long SIGTERM waits for requests in flight before closing their connections. */
  shutdownGraceMs: number;
  /** Live-update streams: heartbeats, and how soon a revoked grant ends one (tests shorten them). */
  liveEvents: LiveTimings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.parse(env);
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(dataDir, 'pgdata'),
    databaseUrl: parsed.DATABASE_URL || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    appUrl: parsed.APP_URL ?? `http://localhost:${parsed.PORT}`,
    apiPrefix: parsed.API_PREFIX === '/' ? '' : parsed.API_PREFIX,
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD || undefined,
    seedDemo: parsed.SEED_DEMO === '1',
    mailDir: resolve(dataDir, 'mail'),
    storageDir: resolve(dataDir, 'storage'),
    staticDir: resolve(parsed.STATIC_DIR),
    rateLimits: {
      loginPerEmail: parsed.LOGIN_MAX_PER_EMAIL,
      loginPerAddress: parsed.LOGIN_MAX_PER_ADDRESS,
      mailPerEmail: parsed.MAIL_MAX_PER_EMAIL,
      mailPerAddress: parsed.MAIL_MAX_PER_ADDRESS,
      linkPerAddress: parsed.LINK_MAX_PER_ADDRESS,
    },
    linkPreviewsPerMinute: parsed.LINK_PREVIEW_MAX_PER_MINUTE,
    logLevel: parsed.LOG_LEVEL,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_SECONDS * 1000,
    liveEvents: { heartbeatMs: liveEventTimings.heartbeatMs, accessCheckMs: 5_000 },
  };
}
