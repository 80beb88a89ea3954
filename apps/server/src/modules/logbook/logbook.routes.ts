import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  Logbook,
  LogbookAmendInput,
  LogbookEntry,
  LogbookExportQuery,
  LogbookQuery,
  LogbookVehicle,
  LogbookVerification,
  MyLogbook,
} from '@buchbar/contracts/logbook';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, pickLanguage } from '../../platform/http/messages';
import type { Authorizer, Principal } from '../access/access.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { LOGBOOK_REPORT, type LogbookService } from './logbook.service';
import { type LogbookExportModel, logbookPdf, logbookXlsx } from './logbook-export';

const errors = ERROR_RESPONSES;
const tags = ['logbook'];
const IdParams = z.object({ id: z.uuid() });

type Deps = {
  authz: Authorizer;
  logbook: LogbookService;
  settings: FleetDeps['settings'];
  clock: () => number;
};

/**
 * The logbook (issue 12; ADR 0010). A vehicle's logbook, its exports and its verification are for
 * holders of fahrzeug_logbuch_report (403 otherwise; another tenant's vehicle 404); every
 * signed-in user reads their own entries and completes them while open.
 */
export function registerLogbookRoutes(app: FastifyInstance, d: Deps) {
  registerVehicleLogbookRoutes(app, d);
  registerLogbookExportRoutes(app, d);
  registerLogbookListRoutes(app, d);
  registerLogbookEntryRoutes(app, d);
}

/** The principal, when they hold fahrzeug_logbuch_report. */
const reporter = (d: Deps, req: FastifyRequest) => d.authz.require(req, LOGBOOK_REPORT);

/** A vehicle's logbook (every version of each entry) and the verification of its hash chain. */
function registerVehicleLogbookRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/vehicles/:id/logbook',
    {
      schema: {
        tags,
        description:
          "A vehicle's logbook entries whose trip ended from `from` to `to` (Europe/Berlin days, inclusive), each with every version.",
        params: IdParams,
        querystring: LogbookQuery,
        response: { 200: Logbook, ...errors },
      },
    },
    async (req) => d.logbook.vehicleLogbook(await reporter(d, req), req.params.id, req.query),
  );
  r.get(
    '/api/v1/vehicles/:id/logbook/verify',
    { schema: { tags, params: IdParams, response: { 200: LogbookVerification, ...errors } } },
    async (req) => d.logbook.verify(await reporter(d, req), req.params.id),
  );
}

/**
 * The requesting user's language: the screen's (`?lang=`), else their own setting, else the
 * browser's Accept-Language.
 */
async function languageOf(d: Deps, p: Principal, req: FastifyRequest, asked?: Language): Promise<Language> {
  if (asked) return asked;
  const s = await d.settings.effective(p.tenantId, p.userId);
  if (s.sources['general.language'] === 'user') return s.values['general.language'] === 'en' ? 'en' : 'de';
  return pickLanguage(req.headers['accept-language']);
}

/** What an export shows: the logbook of the period, its verification, when and in which language. */
async function exportModel(
  d: Deps,
  p: Principal,
  req: FastifyRequest,
  id: string,
  q: z.infer<typeof LogbookExportQuery>,
): Promise<LogbookExportModel> {
  return {
    logbook: await d.logbook.vehicleLogbook(p, id, { from: q.from, to: q.to }),
    verification: await d.logbook.verify(p, id),
    exportedAt: d.clock(),
    lang: await languageOf(d, p, req, q.lang),
  };
}

/** The export's file name: the word for logbook, the plate, the period. */
const fileName = (m: LogbookExportModel, ext: string) =>
  `${m.lang === 'de' ? 'fahrtenbuch' : 'logbook'}-${m.logbook.vehicle.plate.replace(/[^A-Za-z0-9]+/g, '-')}${m.logbook.from ? `-${m.logbook.from}` : ''}${m.logbook.to ? `-${m.logbook.to}` : ''}.${ext}`;

/** A vehicle's logbook as Excel workbook and as PDF. */
function registerLogbookExportRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/vehicles/:id/logbook.xlsx',
    { schema: { tags, params: IdParams, querystring: LogbookExportQuery } },
    async (req, reply) => {
      const p = await reporter(d, req);
      const m = await exportModel(d, p, req, req.params.id, req.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName(m, 'xlsx')}"`)
        .send(await logbookXlsx(m));
    },
  );
  r.get(
    '/api/v1/vehicles/:id/logbook.pdf',
    { schema: { tags, params: IdParams, querystring: LogbookExportQuery } },
    async (req, reply) => {
      const p = await reporter(d, req);
      const m = await exportModel(d, p, req, req.params.id, req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(m, 'pdf')}"`)
        .send(await logbookPdf(m));
    },
  );
}

/** The vehicles with a logbook (reporters) and the signed-in user's own entries. */
function registerLogbookListRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/logbook/vehicles',
    { schema: { tags, response: { 200: z.array(LogbookVehicle), ...errors } } },
    async (req) => d.logbook.vehicles(await reporter(d, req)),
  );
  r.get(
    '/api/v1/logbook/mine',
    { schema: { tags, querystring: LogbookQuery, response: { 200: MyLogbook, ...errors } } },
    async (req) => d.logbook.mine(await d.authz.principal(req), req.query),
  );
}

/** A new version of an entry (a completion or a correction). */
function registerLogbookEntryRoutes(app: FastifyInstance, d: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/logbook-entries/:id/versions',
    {
      schema: {
        tags,
        description:
          'A new version of an entry: a completion by its driver while open (reason optional), otherwise a correction by a holder of fahrzeug_logbuch_report with a reason.',
        params: IdParams,
        body: LogbookAmendInput,
        response: { 201: LogbookEntry, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await d.logbook.amend(await d.authz.principal(req), req.params.id, req.body)),
  );
}
