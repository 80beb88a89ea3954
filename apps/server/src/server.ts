import { seedDemo } from '@buchbar/db/seed/demo';
import { localDateOf } from '@buchbar/domain/time/zoned-time';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { buildApp, trustedOrigins } from './app';
import { AuditService } from './modules/audit/audit.module';
import { FilesService } from './modules/files/files.module';
import {
  authGuardPlugin,
  authMailPolicy,
  createAuthMailer,
  emailChangePlugin,
} from './modules/identity/identity.module';
import { MailOutbox, seedWelcomeMail } from './modules/notifications/notifications.module';
import { tenantSsoPlugin } from './modules/tenancy/tenancy.module';
import { type Auth, createAuth } from './platform/auth/auth';
import { resolveAuthSecret } from './platform/auth/secret';
import type { Config } from './platform/config';
import { assertReachable, createDb, createPool, type Db } from './platform/database/database';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { migrateDatabase, withStartupLock } from './platform/database/migrate';
import { EventHub } from './platform/events/event-hub';
import { InstanceState, resolveInstanceId } from './platform/instance';
import { Jobs } from './platform/jobs/jobs';
import { loggerOptions } from './platform/logging';
import { createMailTransport } from './platform/mail/mail-transport';
import { migrationsFolder, webDistFolder } from './platform/paths';
import { warnOfLeftBehindFiles } from './platform/storage/left-behind-files';
import { createStorage, describeStorage } from './platform/storage/storage-factory';

export type RunningServer = {
  app: FastifyInstance;
  url: string;
  hub: EventHub;
  /** This process's id (logs, /readyz) and draining state. */
  instance: InstanceState;
  stop: () => Promise<void>;
};

/**
 * Starts everything in order: database (embedded unless DATABASE_URL), migrations under an
 * advisory lock, auth, jobs, demo seed, live updates, HTTP. stop() undoes it in reverse.
 */
export async function startServer(
  config: Config,
  opts: { serveWeb?: boolean; clock?: () => number; streamRecheckMs?: number } = {},
): Promise<RunningServer> {
  const instance = new InstanceState(resolveInstanceId(config.instanceId));
  const log = pino(loggerOptions(config.logLevel, instance.id));
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of cleanups.reverse())
      await fn().catch((err: Error) => log.error({ err }, 'shutdown step failed'));
  };
  const s: Startup = { config, log, cleanups };
  try {
    const { url, pool } = await openDatabase(s);
    const jobs = await migrateAndStartJobs(s, pool);
    const db = createDb(pool);
    const secret = await resolveAuthSecret(db, config.authSecret);
    const { files, outbox } = await startFilesAndMail(s, { pool, db, jobs });
    const mailer = createAuthMailer(pool, outbox);
    if (config.ssoAllowPrivateIssuers)
      log.warn(
        'SSO_ALLOW_PRIVATE_ISSUERS=true: single sign-on may fetch http:// and local/private addresses (development only)',
      );
    const audit = new AuditService(db);
    const auth = createServerAuth(s, { db, secret, mailer, audit });
    const demoSeeded = await seedOnce(s, { pool, db, outbox, files, seedNow: opts.clock?.() ?? Date.now() });
    const hub = new EventHub(url, log);
    await hub.start();
    cleanups.push(() => hub.stop());
    const app = await buildApp({
      config,
      pool,
      auth,
      hub,
      files,
      outbox,
      audit,
      jobs,
      clock: opts.clock,
      streamRecheckMs: opts.streamRecheckMs,
      logger: loggerOptions(config.logLevel, instance.id),
      webDist: opts.serveWeb === false ? undefined : webDistFolder,
      instance,
      demoSeeded,
    });
    cleanups.push(() => drain(app));
    const address = await app.listen({ port: config.port, host: config.host });
    return { app, url: address, hub, instance, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** What every start step gets: the configuration, the log, and the list of cleanups it adds to. */
type Startup = { config: Config; log: pino.Logger; cleanups: Array<() => Promise<void>> };

/** The database: embedded unless DATABASE_URL is set, then the pool, checked reachable. */
async function openDatabase({ config, log, cleanups }: Startup): Promise<{ url: string; pool: pg.Pool }> {
  let url = config.databaseUrl;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
    });
    cleanups.push(embedded.stop);
    url = embedded.url;
  }
  const pool = createPool(url, config.databasePoolMax, (err) =>
    log.warn({ err: err.message }, 'a database connection was lost; the pool reconnects'),
  );
  cleanups.push(() => pool.end());
  await assertReachable(pool, url);
  return { url, pool };
}

/** Migrations under the advisory lock, and the job queue started under the same lock. */
async function migrateAndStartJobs({ config, log, cleanups }: Startup, pool: pg.Pool): Promise<Jobs> {
  let started: Jobs | undefined;
  await migrateDatabase(pool, migrationsFolder, {
    onWait: () => log.info('waiting for another instance to finish migrating'),
    // pg-boss creates or upgrades its schema in start(): one instance at a time.
    underLock: async () => {
      started = await Jobs.start(pool, {
        work: config.jobs,
        onError: (err) => log.error({ err }, 'job error'),
      });
    },
  });
  if (!started) throw new Error('the job queue did not start');
  const jobs = started;
  cleanups.push(() => jobs.stop());
  return jobs;
}

/** The file storage (with its warnings) and the mail outbox, whose mails carry the tenants' logos. */
async function startFilesAndMail(
  { config, log, cleanups }: Startup,
  { pool, db, jobs }: { pool: pg.Pool; db: Db; jobs: Jobs },
) {
  const storage = await createStorage(config.storage, pool);
  cleanups.push(() => storage.close());
  log.info(`Files are stored in: ${describeStorage(config.storage)}`);
  if (config.storage.kind !== 'local') await warnOfLeftBehindFiles(config.storageDir, (m) => log.warn(m));
  const files = new FilesService(db, storage, config.uploadMaxBytes);
  const logos = files.tenantLogos();
  const outbox = new MailOutbox(db, jobs, createMailTransport(config.smtpUrl, config.mailFrom), {
    publicUrl: config.publicUrl,
    tenantLogo: (tenantId) => logos.forMail(tenantId),
  });
  await outbox.register();
  cleanups.push(() => outbox.stop());
  return { files, outbox };
}

/**
 * The platform's better-auth setup gets identity's mail policy and the modules' plugins (sign-in
 * guard, tenant SSO, confirmed e-mail change) from here: it imports no module.
 */
function createServerAuth(
  { config, log }: Startup,
  d: { db: Db; secret: string; mailer: ReturnType<typeof createAuthMailer>; audit: AuditService },
): Auth {
  const { db, audit } = d;
  return createAuth({
    db,
    config,
    secret: d.secret,
    mailer: d.mailer,
    mailPolicy: authMailPolicy(db),
    plugins: [
      authGuardPlugin(db, audit),
      tenantSsoPlugin(db, { allowPrivateIssuers: config.ssoAllowPrivateIssuers, audit }),
      emailChangePlugin(db, config.publicUrl, audit),
    ],
    trustedOrigins: trustedOrigins(config),
    onBackgroundError: (err) => log.error({ err }, 'authentication mail failed'),
  });
}

/**
 * The demo tenant (when SEED_DEMO and the database has none) and the default files. Instances
 * starting together on a new database: one seeds, the others then find the tenant. Whether this
 * start seeded the demo tenant.
 */
async function seedOnce(
  { config, log }: Startup,
  d: { pool: pg.Pool; db: Db; outbox: MailOutbox; files: FilesService; seedNow: number },
): Promise<boolean> {
  const { pool, db, seedNow } = d;
  let demoSeeded = false;
  await withStartupLock(pool, async () => {
    if (config.seedDemo && (await seedDemo(db, hashPassword, localDateOf(seedNow), seedNow))) {
      log.info('Seeded the demo tenant "Demo GmbH" (password buchbar-demo)');
      await seedWelcomeMail(pool, d.outbox, config.publicUrl);
      demoSeeded = true;
    }
  });
  await withStartupLock(pool, () => d.files.seedDefaults());
  return demoSeeded;
}

/**
 * Stops HTTP in the order a proxy in front needs (docs/operations.md, rolling restart): first no
 * new connections (a proxy's connect is refused, so it sends the request, even a POST, to another
 * instance), then Fastify's close: open event streams end (their clients reconnect through the
 * proxy elsewhere), requests in flight finish, idle keep-alive connections close.
 */
async function drain(app: FastifyInstance): Promise<void> {
  if (app.server.listening) app.server.close();
  await app.close();
}
