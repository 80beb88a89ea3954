import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

/** Every environment variable the server reads, validated once at start. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Buchbar <no-reply@buchbar.local>'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: bool.default(true),
  LEGACY_APP_URL_PATTERN: z
    .string()
    .includes('{shortName}', { message: 'must contain {shortName}' })
    .optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx): TrustProxy => {
      const parsed = parseTrustProxy(v);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    })
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOBS: bool.default(true),
  NODE_ENV: z.string().default('production'),
  SSO_ALLOW_PRIVATE_ISSUERS: bool.default(false),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  embeddedPgPort: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  authSecret: string | undefined;
  seedDemo: boolean;
  legacyUrlPattern: string | undefined;
  storageDir: string;
  uploadMaxBytes: number;
  rateLimitMax: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false = the socket address counts. */
  trustProxy: TrustProxy;
  logLevel: string;
  jobs: boolean;
  production: boolean;
  /** Development and tests only: SSO issuers may use http and loopback/private addresses. */
  ssoAllowPrivateIssuers: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad variable is named in the error ("PORT: …"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    seedDemo: e.SEED_DEMO,
    legacyUrlPattern: e.LEGACY_APP_URL_PATTERN,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files')),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS,
    production: e.NODE_ENV === 'production',
    ssoAllowPrivateIssuers: e.SSO_ALLOW_PRIVATE_ISSUERS,
  };
}
