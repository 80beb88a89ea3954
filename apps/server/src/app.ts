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
import { registerAccessRoutes } from './modules/access/access.routes';
import { AccessService } from './modules/access/access.service';
import { Authorizer } from './modules/access/authorizer';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import type { FilesService } from './modules/files/files.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerAuthMailLimits } from './modules/identity/auth-mail-limits';
import { registerAuthMessages } from './modules/identity/auth-messages';
import { registerMeRoutes } from './modules/identity/me.routes';
import { registerUserRoutes } from './modules/identity/users.routes';
import { UsersService } from './modules/identity/users.service';
import type { MailOutbox } from './modules/notifications/mail-outbox.service';
import { registerMailRoutes } from './modules/notifications/mails.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { SettingsService } from './modules/settings/settings.service';
import { readTenantSettings } from './modules/settings/settings-readers';
import { kioskDeviceOf } from './modules/spaces/kiosk.service';
import { registerSpacesModule } from './modules/spaces/spaces.module';
import { registerSsoRoutes } from './modules/tenancy/sso.routes';
import { SsoService } from './modules/tenancy/sso.service';
import { registerTenantRoutes } from './modules/tenancy/tenants.routes';
import { TenantsService } from './modules/tenancy/tenants.service';
import type { Auth } from './platform/auth/auth';
import { registerAuthRoutes } from './platform/auth/auth.routes';
import { readLiveSessionUser, requireActor } from './platform/auth/session';
import { SessionCache } from './platform/auth/session-cache';
import { SessionLifetimePolicies } from './platform/auth/session-lifetime';
import type { Config } from './platform/config';
import { createDb } from './platform/database/database';
import type { AuthChange, EventHub } from './platform/events/event-hub';
import { createEventStreams } from './platform/events/event-stream';
import { registerEventRoutes } from './platform/events/events.routes';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { loopbackAliases, registerOriginCheck } from './platform/http/origin-check';
import { registerSecurity } from './platform/http/security';
import { registerStaticWeb } from './platform/http/static-web';
import { warnOnceOfUnnamedProxy } from './platform/http/trust-proxy';
import type { Jobs } from './platform/jobs/jobs';

export type AppDeps = {
  config: Config;
  pool: pg.Pool;
  auth: Auth;
  hub: EventHub;
  files: FilesService;
  outbox: MailOutbox;
  jobs: Jobs;
  /** The clock of every rule that needs "now"; tests pin it. */
  clock?: () => number;
  /** How often live streams re-check their session (tests shorten it). */
  streamRecheckMs?: number;
  logger: LoggerOptions | false;
  webDist?: string;
};

/** The composition root of the HTTP shell: platform plugins, then each bounded context's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path parameters up to the storage's 128-character file names (Fastify's default is 100).
    routerOptions: { maxParamLength: 256 },
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, { rateLimitMax: deps.config.rateLimitMax });
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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = createDb(deps.pool);
  const sessionCache = new SessionCache();
  const lifetimes = new SessionLifetimePolicies((tenantId) => readTenantSettings(db, tenantId));
  const actorOf = (req: Parameters<typeof requireActor>[1]) =>
    requireActor(deps.auth, req, db, lifetimes, sessionCache);
  registerHealthRoutes(app, deps.pool);
  registerAuthMessages();
  registerAuthMailLimits(app, db);
  registerAuthRoutes(app, deps.auth, db, sessionCache, lifetimes);
  const authz = new Authorizer(db, actorOf);
  const authChanged = (change: AuthChange) => {
    sessionCache.apply(change);
    authz.apply(change);
  };
  const stopListening = deps.hub.onAuthChange(authChanged);
  app.addHook('onClose', async () => stopListening());
  const streams = createEventStreams(app, deps.hub, { recheckMs: deps.streamRecheckMs });
  const sso = new SsoService(
    deps.pool,
    deps.config.publicUrl,
    async (actor, permission) =>
      actor.tenantId
        ? (await authz.effectivePermissions(actor.tenantId, actor.userId)).some((p) => p === permission)
        : false,
    {
      allowPrivateIssuers: deps.config.ssoAllowPrivateIssuers,
      permissionsOf: (tenantId, userId) => authz.effectivePermissions(tenantId, userId),
    },
  );
  registerSsoRoutes(app, { sso, requireActor: actorOf });
  const settings = new SettingsService(deps.pool, db, (tenantId) => lifetimes.forget(tenantId));
  const access = new AccessService(deps.pool, db, authChanged);
  const users = new UsersService({
    pool: deps.pool,
    db,
    settings,
    sendPasswordLink: (email) => sendPasswordLink(app, deps.auth, deps.config.publicUrl, email),
    onAuthChange: authChanged,
    emailChange: {
      secret: async () => (await deps.auth.$context).secret,
      publicUrl: deps.config.publicUrl,
      outbox: deps.outbox,
    },
  });
  const tenants = new TenantsService({
    pool: deps.pool,
    db,
    legacyUrlPattern: deps.config.legacyUrlPattern,
    onTenantCreated: (key) => deps.files.seedTenant(key),
    sendPasswordLink: (email) => sendPasswordLink(app, deps.auth, deps.config.publicUrl, email),
  });
  registerMeRoutes(app, { db, authz, settings });
  registerAccessRoutes(app, { access, authz });
  registerUserRoutes(app, { users, authz });
  registerTenantRoutes(app, { tenants, authz });
  registerSettingsRoutes(app, { settings, authz, access });
  registerAuditRoutes(app, { db, authz });
  await registerSpacesModule(app, {
    pool: deps.pool,
    db,
    settings,
    hub: deps.hub,
    outbox: deps.outbox,
    jobs: deps.jobs,
    clock: deps.clock ?? Date.now,
    authz,
    streams,
    publicUrl: deps.config.publicUrl,
  });
  registerMailRoutes(app, { db, requireActor: actorOf });
  registerEventRoutes(app, {
    streams,
    requireActor: actorOf,
    // A stream's re-check of its session is not user activity (the idle lifetime keeps running).
    sessionAlive: async (req) =>
      (await readLiveSessionUser(deps.auth, req.headers.cookie, db, lifetimes, new Date(), sessionCache, {
        recordActivity: false,
      })) !== undefined,
  });
  registerFileRoutes(app, {
    files: deps.files,
    requireActor: actorOf,
    authz,
    kioskDevice: (token) => kioskDeviceOf(db, token),
    maxBytes: deps.config.uploadMaxBytes,
  });
  if (deps.webDist) await registerStaticWeb(app, deps.webDist);
  return app;
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
