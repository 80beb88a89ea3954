import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { LoggerOptions } from 'pino';
import { AccessService, Authorizer, registerAccessRoutes } from './modules/access/access.module';
import { type AuditService, registerAuditRoutes } from './modules/audit/audit.module';
import { CalendarInvites, registerCalendarModule } from './modules/calendar/calendar.module';
import {
  type FilesService,
  registerFileRoutes,
  registerTenantLogoRoutes,
} from './modules/files/files.module';
import { type InstanceReadiness, registerHealthRoutes } from './modules/health/health.module';
import {
  invitationMailLimit,
  ProfileService,
  registerAuthMailLimits,
  registerAuthMessages,
  registerMeRoutes,
  registerProfileRoutes,
  registerUserRoutes,
  UsersService,
} from './modules/identity/identity.module';
import { registerLicenceJobs, registerLicencesModule } from './modules/licences/licences.module';
import { registerLocationsModule } from './modules/locations/locations.module';
import { createFleetLogbookReader, registerLogbookModule } from './modules/logbook/logbook.module';
import { type MailOutbox, registerMailRoutes } from './modules/notifications/notifications.module';
import { registerOfficeLockerModule } from './modules/office-locker/office-locker.module';
import { makeDemoReport, registerReportJobs, registerReportsModule } from './modules/reports/reports.module';
import {
  readSessionLifetimes,
  registerSettingsRoutes,
  SettingsService,
} from './modules/settings/settings.module';
import { kioskDeviceOf, registerSpacesModule } from './modules/spaces/spaces.module';
import {
  registerSsoRoutes,
  registerTenantRoutes,
  SsoService,
  TenantsService,
  tenantOwnsDomain,
} from './modules/tenancy/tenancy.module';
import { registerTripJobs, registerTripsModule } from './modules/trips/trips.module';
import {
  openBookingsCanceller,
  registerVehicleBookingJobs,
  registerVehicleBookingsModule,
} from './modules/vehicle-bookings/vehicle-bookings.module';
import { registerVehiclesModule } from './modules/vehicles/vehicles.module';
import type { Auth } from './platform/auth/auth';
import { registerAuthRoutes } from './platform/auth/auth.routes';
import { type RequireActor, readLiveSessionUser, requireActor, type Sessions } from './platform/auth/session';
import { SessionCache } from './platform/auth/session-cache';
import { SessionLifetimes } from './platform/auth/session-lifetime';
import type { Config } from './platform/config';
import { createDb, type Db } from './platform/database/database';
import type { AuthChange, EventHub } from './platform/events/event-hub';
import { createEventStreams } from './platform/events/event-stream';
import { registerEventRoutes } from './platform/events/events.routes';
import { registerCompression } from './platform/http/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { createOpenApiTransformObject } from './platform/http/openapi';
import { loopbackAliases, registerOriginCheck } from './platform/http/origin-check';
import { registerSecurity } from './platform/http/security';
import { registerStaticWeb } from './platform/http/static-web';
import { warnOnceOfUnnamedProxy } from './platform/http/trust-proxy';
import type { Jobs } from './platform/jobs/jobs';
import { registerSecretRedaction } from './platform/log-redaction';
import { Metrics } from './platform/metrics/metrics';
import { registerMetrics } from './platform/metrics/metrics.routes';

export type AppDeps = {
  config: Config;
  pool: pg.Pool;
  auth: Auth;
  hub: EventHub;
  files: FilesService;
  outbox: MailOutbox;
  /** The audit trail: modules get it handed in as the AuditLog port (they never import audit). */
  audit: AuditService;
  jobs: Jobs;
  /** The clock of every rule that needs "now"; tests pin it. */
  clock?: () => number;
  /** How often live streams re-check their session (tests shorten it). */
  streamRecheckMs?: number;
  logger: LoggerOptions | false;
  webDist?: string;
  /** This instance's id and draining state, reported by /readyz. */
  instance?: InstanceReadiness;
  /** The demo tenant was seeded by this start: it also gets a past report (ADR 0015). */
  demoSeeded?: boolean;
};

/** The composition root of the HTTP shell: platform plugins, then each bounded context's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(deps);
  const metrics = new Metrics();
  await registerPlatformPlugins(app, deps, metrics);
  const platform = wirePlatform(app, deps);
  addMetricGauges(metrics, deps, platform);
  const { settings, calendar } = registerAccountModules(app, deps, platform);
  const fleet = fleetDepsOf(deps, platform, settings, calendar);
  registerFleetModules(app, deps, platform, fleet);
  await registerFleetJobs(deps, platform, settings, calendar);
  await registerLicences(app, deps, platform, settings);
  await registerReports(app, deps, platform, settings);
  await registerSpacesModule(app, {
    pool: deps.pool,
    db: platform.db,
    settings,
    hub: deps.hub,
    outbox: deps.outbox,
    jobs: deps.jobs,
    clock: deps.clock ?? Date.now,
    authz: platform.authz,
    streams: platform.streams,
    publicUrl: deps.config.publicUrl,
    audit: deps.audit,
    calendar,
  });
  await registerPlatformRoutes(app, deps, platform);
  return app;
}

/** What the platform hands every module: the database, the session check, the authorizer, the streams. */
type Platform = {
  db: Db;
  sessions: Sessions & { cache: SessionCache };
  lifetimes: SessionLifetimes;
  actorOf: RequireActor;
  authz: Authorizer;
  /** Tells the caches of this instance (and the modules listening) of a change of users or rights. */
  authChanged: (change: AuthChange) => void;
  /** The module listeners of authChanged (the fleet's booking path). */
  authListeners: Set<(change: AuthChange) => void>;
  streams: ReturnType<typeof createEventStreams>;
};

/** The Fastify instance with its request ids, proxy trust, limits and framework error handling. */
function createFastify(deps: AppDeps): FastifyInstance {
  return Fastify({
    logger: deps.logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path parameters up to the storage's 128-character file names (Fastify's default is 100).
    routerOptions: { maxParamLength: 256 },
    // Draining (server.ts drain()): the listening socket closes first, so a request that still
    // arrives came on a connection accepted before; it is served, not refused with a 503 that a
    // proxy would not resend for a POST (ADR 0014).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
}

/** Registers the HTTP plugins in their order: redaction, validation, errors, security, body parsers, API docs. */
async function registerPlatformPlugins(app: FastifyInstance, deps: AppDeps, metrics: Metrics): Promise<void> {
  // Before any route: every route's declared secret parameters are learnt for the request log.
  registerSecretRedaction(app);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerMetrics(app, metrics, { token: deps.config.metricsToken });
  registerInputGuard(app);
  registerCompression(app);
  await registerSecurity(app, { rateLimitMax: deps.config.rateLimitMax, pool: deps.pool });
  warnOnceOfUnnamedProxy(app, deps.config.trustProxy);
  registerOriginCheck(app, trustedOrigins(deps.config));
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 1, fileSize: deps.config.uploadMaxBytes } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Buchbar API',
        version: '0.1.0',
        description: 'Booking of seats, rooms and pool vehicles',
      },
      servers: [{ url: deps.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: createOpenApiTransformObject(deps.config.publicUrl),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Builds the sessions, health and auth routes, the authorizer, the auth-change fan-out and the event streams. */
function wirePlatform(app: FastifyInstance, deps: AppDeps): Platform {
  const db = createDb(deps.pool);
  const sessionCache = new SessionCache();
  // The platform's session check gets the tenants' lifetime policy from the settings module.
  const lifetimes = new SessionLifetimes((tenantId) => readSessionLifetimes(db, tenantId));
  const sessions: Sessions & { cache: SessionCache } = {
    auth: deps.auth,
    db,
    lifetimes,
    cache: sessionCache,
  };
  const actorOf = (req: Parameters<typeof requireActor>[1]) => requireActor(sessions, req);
  registerHealthRoutes(app, deps.pool, deps.instance);
  registerAuthMessages();
  registerAuthMailLimits(app, db);
  registerAuthRoutes(app, sessions);
  const authz = new Authorizer(db, actorOf);
  // Module caches that rest on users (the fleet's booking path) hear changes made through this
  // instance at once, like the session and permission caches, and every other one by NOTIFY.
  const authListeners = new Set<(change: AuthChange) => void>();
  const authChanged = (change: AuthChange) => {
    sessionCache.apply(change);
    authz.apply(change);
    for (const listener of authListeners) listener(change);
  };
  const stopListening = deps.hub.onAuthChange(authChanged);
  app.addHook('onClose', async () => stopListening());
  const streams = createEventStreams(app, deps.hub, { recheckMs: deps.streamRecheckMs });
  return { db, sessions, lifetimes, actorOf, authz, authChanged, authListeners, streams };
}

/**
 * The gauges read on scrape (issue 24 point 3): the pool and the database, the mail outbox (the
 * notifications module's front door, handed to the platform's registry here), the job queue and
 * the open live-update streams of this instance.
 */
function addMetricGauges(metrics: Metrics, deps: AppDeps, platform: Platform): void {
  metrics.addPoolGauges(deps.pool);
  metrics.addScrapeGauge({
    name: 'buchbar_mail_outbox_mails',
    help: 'Mails of the outbox by status: queued (backlog, all instances) and failed (given up)',
    labelNames: ['status'],
    collect: async () => {
      const counts = await deps.outbox.countByStatus();
      return [
        { labels: { status: 'queued' }, value: counts.queued },
        { labels: { status: 'failed' }, value: counts.failed },
      ];
    },
  });
  metrics.addScrapeGauge({
    name: 'buchbar_jobs',
    help: 'Jobs of the queue by state: waiting (depth), active and failed (all instances)',
    labelNames: ['state'],
    collect: async () => {
      const counts = await deps.jobs.countByState();
      return Object.entries(counts).map(([state, value]) => ({ labels: { state }, value }));
    },
  });
  metrics.addScrapeGauge({
    name: 'buchbar_live_streams_open',
    help: 'Open live-update (Server-Sent Events) streams of this instance',
    collect: () => [{ value: platform.streams.openCount() }],
  });
}

/** SSO, settings, access, users, profile, tenants, audit, locations and calendar: services and routes. */
function registerAccountModules(
  app: FastifyInstance,
  deps: AppDeps,
  platform: Platform,
): { settings: SettingsService; calendar: CalendarInvites } {
  const { db, authz } = platform;
  registerSsoRoutes(app, { sso: createSsoService(deps, authz), requireActor: platform.actorOf });
  const services = createAccountServices(app, deps, platform);
  const { settings } = services;
  registerMeRoutes(app, { db, authz, settings });
  registerProfileRoutes(app, { profile: services.profile, authz });
  registerAccessRoutes(app, { access: services.access, authz });
  registerUserRoutes(app, { users: services.users, authz });
  registerTenantRoutes(app, { tenants: services.tenants, authz });
  registerSettingsRoutes(app, { settings, authz, access: services.access });
  registerAuditRoutes(app, { audit: deps.audit, authz });
  registerLocationsModule(app, { db, authz });
  const calendar = new CalendarInvites({ publicUrl: deps.config.publicUrl, mailFrom: deps.config.mailFrom });
  registerCalendarModule(app, {
    db,
    settings,
    authz,
    clock: deps.clock ?? Date.now,
    publicUrl: deps.config.publicUrl,
  });
  return { settings, calendar };
}

/** The tenants' SSO service, whose permission checks go through the authorizer. */
function createSsoService(deps: AppDeps, authz: Authorizer): SsoService {
  return new SsoService(
    deps.pool,
    deps.config.publicUrl,
    async (actor, permission) =>
      actor.tenantId
        ? (await authz.effectivePermissions(actor.tenantId, actor.userId)).some((p) => p === permission)
        : false,
    {
      allowPrivateIssuers: deps.config.ssoAllowPrivateIssuers,
      permissionsOf: (tenantId, userId) => authz.effectivePermissions(tenantId, userId),
      audit: deps.audit,
    },
  );
}

/** The settings, access, users, profile and tenants services, in the order they were always made. */
function createAccountServices(app: FastifyInstance, deps: AppDeps, platform: Platform) {
  const { db, authChanged } = platform;
  const { audit } = deps;
  const settings = new SettingsService(deps.pool, db, audit, (tenantId) =>
    platform.lifetimes.forget(tenantId),
  );
  const access = new AccessService(deps.pool, db, audit, authChanged);
  // Confirmation of address changes through the new address (issue 8.2; own changes: issue 14).
  const emailChange = {
    secret: async () => (await deps.auth.$context).secret,
    publicUrl: deps.config.publicUrl,
    outbox: deps.outbox,
    audit,
  };
  const users = new UsersService({
    pool: deps.pool,
    db,
    settings,
    sendPasswordLink: (email) => sendPasswordLink(app, deps.auth, deps.config.publicUrl, email),
    onAuthChange: authChanged,
    emailChange,
    audit,
    tenantOwnsDomain,
    limitInvitationMails: invitationMailLimit(db),
  });
  const profile = new ProfileService({
    pool: deps.pool,
    db,
    audit,
    emailChange,
    tenantOwnsDomain,
    onAuthChange: authChanged,
  });
  const tenants = new TenantsService({
    pool: deps.pool,
    db,
    legacyUrlPattern: deps.config.legacyUrlPattern,
    onTenantCreated: (key) => deps.files.seedTenant(key),
    sendPasswordLink: (email) => sendPasswordLink(app, deps.auth, deps.config.publicUrl, email),
    audit,
  });
  return { settings, access, users, profile, tenants };
}

/** What every fleet module gets: database, settings, outbox, clock, fleet-change and auth-change feeds. */
function fleetDepsOf(
  deps: AppDeps,
  platform: Platform,
  settings: SettingsService,
  calendar: CalendarInvites,
) {
  return {
    pool: deps.pool,
    db: platform.db,
    settings,
    outbox: deps.outbox,
    onFleetChange: (listener: (tenantId: string, table: string | undefined) => void) =>
      deps.hub.subscribeAll((tenantId, event) => {
        if (event.type !== 'fleet.changed') return;
        const table = event.data.table;
        listener(tenantId, typeof table === 'string' ? table : undefined);
      }),
    clock: deps.clock ?? Date.now,
    onAuthChange: (listener: (change: AuthChange) => void) => {
      platform.authListeners.add(listener);
      return () => platform.authListeners.delete(listener);
    },
    calendar,
  };
}

/**
 * The fleet (ADR 0008): the vehicles, then the modules that depend on them. A vehicle's
 * withdrawal cancels its open bookings through the vehicle-bookings module, handed in here.
 */
function registerFleetModules(
  app: FastifyInstance,
  deps: AppDeps,
  platform: Platform,
  fleet: ReturnType<typeof fleetDepsOf>,
): void {
  const { authz } = platform;
  registerVehiclesModule(app, {
    ...fleet,
    authz,
    files: deps.files,
    uploadMaxBytes: deps.config.uploadMaxBytes,
    cancelOpenBookings: openBookingsCanceller(fleet),
  });
  registerVehicleBookingsModule(app, { ...fleet, authz, publicUrl: deps.config.publicUrl });
  // The logbook (issue 12, ADR 0010): entries are made by the check-out (fleet's trips).
  registerLogbookModule(app, { ...fleet, authz });
  // Trip files (receipts, damage photos) go to the tenant's vehicles bucket; the office locker's
  // check-out goes through the trips too.
  const tripFiles = deps.files.tenantStore();
  registerTripsModule(app, {
    ...fleet,
    authz,
    files: deps.files,
    uploadMaxBytes: deps.config.uploadMaxBytes,
    tripFiles,
    publicUrl: deps.config.publicUrl,
  });
  registerOfficeLockerModule(app, {
    ...fleet,
    authz,
    tripFiles,
    publicUrl: deps.config.publicUrl,
    secret: async () => (await deps.auth.$context).secret,
  });
}

/** The vehicle bookings' and the trips' background jobs. */
async function registerFleetJobs(
  deps: AppDeps,
  platform: Platform,
  settings: SettingsService,
  calendar: CalendarInvites,
): Promise<void> {
  const fleetJobs = {
    pool: deps.pool,
    db: platform.db,
    settings,
    outbox: deps.outbox,
    jobs: deps.jobs,
    clock: deps.clock ?? Date.now,
    calendar,
  };
  await registerVehicleBookingJobs(fleetJobs);
  await registerTripJobs(fleetJobs);
}

/** Driver's licences (issue 12 points 5-9; ADR 0011): the API and the reminder mails. */
async function registerLicences(
  app: FastifyInstance,
  deps: AppDeps,
  platform: Platform,
  settings: SettingsService,
) {
  const { db, authz } = platform;
  registerLicencesModule(app, {
    pool: deps.pool,
    db,
    settings,
    audit: deps.audit,
    clock: deps.clock ?? Date.now,
    authz,
  });
  await registerLicenceJobs({
    pool: deps.pool,
    db,
    settings,
    outbox: deps.outbox,
    jobs: deps.jobs,
    clock: deps.clock ?? Date.now,
    publicUrl: deps.config.publicUrl,
  });
}

/** Periodic logbook reports (issue 13 point 5; ADR 0015): the logbook module's reader handed in. */
async function registerReports(
  app: FastifyInstance,
  deps: AppDeps,
  platform: Platform,
  settings: SettingsService,
): Promise<void> {
  const { db, authz } = platform;
  const reportDeps = {
    pool: deps.pool,
    db,
    outbox: deps.outbox,
    clock: deps.clock ?? Date.now,
    publicUrl: deps.config.publicUrl,
    logbooks: createFleetLogbookReader({
      pool: deps.pool,
      db,
      settings,
      outbox: deps.outbox,
      clock: deps.clock ?? Date.now,
    }),
  };
  registerReportsModule(app, { ...reportDeps, authz, settings });
  await registerReportJobs({ ...reportDeps, jobs: deps.jobs });
  if (deps.demoSeeded) await makeDemoReport(reportDeps);
}

/** The platform's own routes after the modules: mailbox, live events, files, logos, the web app. */
async function registerPlatformRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  platform: Platform,
): Promise<void> {
  const { db, authz, actorOf, sessions, streams } = platform;
  registerMailRoutes(app, { db, requireActor: actorOf, outbox: deps.outbox });
  registerEventRoutes(app, {
    streams,
    requireActor: actorOf,
    // A stream's re-check of its session is not user activity (the idle lifetime keeps running).
    sessionAlive: async (req) =>
      (await readLiveSessionUser(sessions, req.headers.cookie, new Date(), { recordActivity: false })) !==
      undefined,
  });
  registerFileRoutes(app, {
    files: deps.files,
    requireActor: actorOf,
    authz,
    kioskDevice: (token) => kioskDeviceOf(db, token),
    maxBytes: deps.config.uploadMaxBytes,
  });
  registerTenantLogoRoutes(app, {
    authz,
    logos: deps.files.tenantLogos(),
    maxBytes: deps.config.uploadMaxBytes,
  });
  // ADR 0016: the public occupancy page may be shown in a frame on the tenant's website.
  if (deps.webDist) await registerStaticWeb(app, deps.webDist, { embeddable: ['/public'] });
}

/** Invitations reuse better-auth's password reset: the link lets the new user set a password. */
async function sendPasswordLink(app: FastifyInstance, auth: Auth, publicUrl: string, email: string) {
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: `${publicUrl}/auth/recovery` } });
  } catch (err) {
    app.log.error({ err, email }, 'could not send the password link');
  }
}

/** The origins whose pages may change state: the public URL, plus Vite's dev server in development. */
export function trustedOrigins(config: Config): string[] {
  const own = [config.publicUrl, ...loopbackAliases(config.publicUrl)];
  return config.production ? own : [...own, 'http://localhost:5173'];
}
