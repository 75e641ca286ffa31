import { resolve } from 'node:path';
import { z } from 'zod';
import { liveEventTimings } from '../contract/live-events';
import type { AttemptLimits } from './modules/auth/attempts';
import type { LiveTimings } from './modules/events/live-stream';
import type { S3Settings } from './shared/object-store';

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
  LINK_PREVIEW_ALLOW_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every(isOrigin), 'each entry must be an origin such as http://127.0.0.1:4306'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  LOG_LEVEL: z.string().default('warn'),
  STATIC_DIR: z.string().default('dist'),
  S3_URL: z.url().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  AWS_REGION: z.string().optional(),
  AWS_DEFAULT_REGION: z.string().optional(),
});

/**
 * `S3_URL` is the bucket's address, path-style: `https://s3.eu-west-1.amazonaws.com/my-bucket`
 * (any S3-compatible service: `http://minio.internal:9000/planner`). The keys are its user and
 * password, or the usual AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (AWS_SESSION_TOKEN too);
 * the region is AWS_REGION or AWS_DEFAULT_REGION (us-east-1 when neither is set).
 */
function s3SettingsOf(parsed: z.infer<typeof environment>): S3Settings | null {
  if (!parsed.S3_URL) return null;
  const url = new URL(parsed.S3_URL);
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket || rest.length > 0) throw new Error('S3_URL names one bucket after the address, e.g. https://s3.eu-west-1.amazonaws.com/my-bucket');
  const accessKeyId = decodeURIComponent(url.username) || parsed.AWS_ACCESS_KEY_ID;
  const secretAccessKey = decodeURIComponent(url.password) || parsed.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_URL needs keys: in the URL (https://KEY:SECRET@host/bucket) or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  return {
    endpoint: url.origin,
    bucket: decodeURIComponent(bucket),
    region: parsed.AWS_REGION || parsed.AWS_DEFAULT_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    sessionToken: parsed.AWS_SESSION_TOKEN || undefined,
  };
}

/** `http://127.0.0.1:4306` is an origin; a path, a user name or a typo is not. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

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
  /** Where an older version kept uploaded files; what is still there moves into the storage at start. */
  storageDir: string;
  /** The S3-compatible bucket for the bytes of uploaded files; null keeps them in the database. */
  s3: S3Settings | null;
  /** Built SPA; served when present. */
  staticDir: string | null;
  rateLimits: AttemptLimits;
  /** Link previews a user may ask for in a minute (each makes the server fetch a page). */
  linkPreviewsPerMinute: number;
  /** Origins link previews may fetch although on the loopback or a private network (tests and the bench only; empty in production). */
  linkPreviewAllowOrigins: string[];
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
    s3: s3SettingsOf(parsed),
    staticDir: resolve(parsed.STATIC_DIR),
    rateLimits: {
      loginPerEmail: parsed.LOGIN_MAX_PER_EMAIL,
      loginPerAddress: parsed.LOGIN_MAX_PER_ADDRESS,
      mailPerEmail: parsed.MAIL_MAX_PER_EMAIL,
      mailPerAddress: parsed.MAIL_MAX_PER_ADDRESS,
      linkPerAddress: parsed.LINK_MAX_PER_ADDRESS,
    },
    linkPreviewsPerMinute: parsed.LINK_PREVIEW_MAX_PER_MINUTE,
    linkPreviewAllowOrigins: parsed.LINK_PREVIEW_ALLOW_ORIGINS,
    logLevel: parsed.LOG_LEVEL,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_SECONDS * 1000,
    liveEvents: { heartbeatMs: liveEventTimings.heartbeatMs, accessCheckMs: 5_000 },
  };
}
