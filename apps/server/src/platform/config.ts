import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { parseS3Location, type S3Location } from './storage/s3-location';

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
  STORAGE_URL: z
    .string()
    .transform((v, ctx): StorageUrl => {
      const parsed = parseStorageUrl(v);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    })
    .optional(),
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, 'only letters, digits, ".", ":", "_" and "-" (at most 100)')
    .optional(),
  AWS_REGION: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
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
  /** The local files directory (STORAGE_DIR, else DATA_DIR/files): the "local" backend's root. */
  storageDir: string;
  /** The backend in use (see storageOf). */
  storage: StorageConfig;
  /** Names this process in logs and /readyz (INSTANCE_ID, else host name, pid and a random part). */
  instanceId: string | undefined;
  uploadMaxBytes: number;
  rateLimitMax: number;
  /** The bearer token of GET /metrics; unset: answered to direct loopback clients only (ADR 0019). */
  metricsToken: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false = the socket address counts. */
  trustProxy: TrustProxy;
  logLevel: string;
  jobs: boolean;
  production: boolean;
  /** Development and tests only: SSO issuers may use http and loopback/private addresses. */
  ssoAllowPrivateIssuers: boolean;
};

/**
 * Where uploaded files live:
 * - `local`: a directory (one instance, or a directory every instance mounts);
 * - `postgres`: the `stored_files` table of the app's own database (several instances, no extra service);
 * - `s3`: an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix?endpoint=…&region=…).
 */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 'postgres' }
  | { kind: 's3'; location: S3Location; defaultRegion: string };

type StorageUrl =
  | { kind: 'postgres' }
  | { kind: 'local'; dir: string }
  | { kind: 's3'; location: S3Location };

/** STORAGE_URL: `s3://…`, `postgres` (the app's database) or `file:///absolute/dir`. */
export function parseStorageUrl(
  text: string,
): { ok: true; value: StorageUrl } | { ok: false; error: string } {
  if (text === 'postgres' || text === 'postgres:' || text === 'postgresql:') {
    return { ok: true, value: { kind: 'postgres' } };
  }
  if (text.startsWith('file://')) {
    try {
      return { ok: true, value: { kind: 'local', dir: fileURLToPath(text) } };
    } catch {
      return {
        ok: false,
        error: 'a file URL must name an absolute directory, e.g. file:///srv/buchbar/files',
      };
    }
  }
  if (text.startsWith('s3://')) {
    const parsed = parseS3Location(text);
    return parsed.ok ? { ok: true, value: { kind: 's3', location: parsed.value } } : parsed;
  }
  return { ok: false, error: 'must be s3://bucket/prefix?endpoint=…&region=…, postgres or file:///dir' };
}

/**
 * STORAGE_URL wins, then STORAGE_DIR (a local or shared directory); otherwise files go to the
 * database when it is an external one (DATABASE_URL: possibly several instances) and to
 * DATA_DIR/files beside the embedded database (one instance).
 */
function storageOf(
  url: StorageUrl | undefined,
  dir: string | undefined,
  databaseUrl: string | undefined,
  awsRegion: string | undefined,
  defaultDir: string,
): StorageConfig {
  if (url?.kind === 's3') return { ...url, defaultRegion: awsRegion ?? 'us-east-1' };
  if (url?.kind === 'local') return { kind: 'local', dir: path.resolve(url.dir) };
  if (url?.kind === 'postgres') return url;
  if (dir !== undefined) return { kind: 'local', dir: path.resolve(dir) };
  return databaseUrl ? { kind: 'postgres' } : { kind: 'local', dir: defaultDir };
}

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
    storage: storageOf(
      e.STORAGE_URL,
      e.STORAGE_DIR,
      e.DATABASE_URL,
      e.AWS_REGION ?? env.AWS_DEFAULT_REGION,
      path.join(dataDir, 'files'),
    ),
    instanceId: e.INSTANCE_ID,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS,
    production: e.NODE_ENV === 'production',
    ssoAllowPrivateIssuers: e.SSO_ALLOW_PRIVATE_ISSUERS,
  };
}
