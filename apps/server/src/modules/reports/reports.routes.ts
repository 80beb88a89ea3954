import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  ReportDetail,
  ReportFileQuery,
  ReportIdParams,
  ReportList,
  ReportListQuery,
  SendReportInput,
} from '@buchbar/contracts/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Language, pickLanguage } from '../../platform/http/messages';
import type { Authorizer, Principal } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import { REPORT_PERMISSION, type ReportsService, XLSX_TYPE } from './reports.service';

const errors = ERROR_RESPONSES;
const tags = ['reports'];

/**
 * The periodic logbook reports (issue 13 point 5; ADR 0015): list, one report, "send now" and
 * the report's PDF and Excel, for holders of fahrzeug_logbuch_report of the report's tenant
 * (403 without the permission, 404 for another tenant's report).
 */
export function registerReportRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; reports: ReportsService; settings: SettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authz, reports } = d;
  const holder = (req: FastifyRequest) => authz.require(req, REPORT_PERMISSION);

  /** The screen's language (`?lang=`), else the user's own setting, else Accept-Language. */
  const languageOf = async (p: Principal, req: FastifyRequest, asked?: Language): Promise<Language> => {
    if (asked) return asked;
    const s = await d.settings.effective(p.tenantId, p.userId);
    if (s.sources['general.language'] === 'user') return s.values['general.language'] === 'en' ? 'en' : 'de';
    return pickLanguage(req.headers['accept-language']);
  };
  const download = async (
    req: FastifyRequest,
    params: { id: string; lang?: Language },
    reply: FastifyReply,
    format: 'pdf' | 'xlsx',
  ) => {
    const p = await holder(req);
    const file = await reports.file(p, params.id, format, await languageOf(p, req, params.lang));
    return reply
      .type(format === 'pdf' ? 'application/pdf' : XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body);
  };

  r.get(
    '/api/v1/reports',
    {
      schema: {
        tags,
        description:
          "The tenant's report settings (addresses, interval, next scheduled report) and the sent reports, newest first.",
        querystring: ReportListQuery,
        response: { 200: ReportList, ...errors },
      },
    },
    async (req) => reports.list(await holder(req), req.query.page, req.query.pageSize),
  );
  r.post(
    '/api/v1/reports/send-now',
    {
      schema: {
        tags,
        description:
          'Makes a report now and mails it to the report addresses: without dates the current period of the interval so far, else `from`..`to` (Europe/Berlin days, at most 366). 422 without report addresses or for a bad period.',
        body: SendReportInput,
        response: { 201: ReportDetail, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await reports.sendNow(await holder(req), req.body)),
  );
  r.get(
    '/api/v1/reports/:id',
    { schema: { tags, params: ReportIdParams, response: { 200: ReportDetail, ...errors } } },
    async (req) => reports.get(await holder(req), req.params.id),
  );
  r.get(
    '/api/v1/reports/:id/logbook.pdf',
    { schema: { tags, params: ReportIdParams, querystring: ReportFileQuery } },
    async (req, reply) => download(req, { id: req.params.id, lang: req.query.lang }, reply, 'pdf'),
  );
  r.get(
    '/api/v1/reports/:id/logbook.xlsx',
    { schema: { tags, params: ReportIdParams, querystring: ReportFileQuery } },
    async (req, reply) => download(req, { id: req.params.id, lang: req.query.lang }, reply, 'xlsx'),
  );
}
