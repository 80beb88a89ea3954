import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { ProductParams } from '@buchbar/contracts/spaces';
import {
  EvaluationQuery,
  SpaceEvaluation,
  Utilisation,
  UtilisationExportQuery,
  UtilisationQuery,
} from '@buchbar/contracts/spaces-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickLanguage } from '../../platform/http/messages';
import type { Authorizer } from '../access/access.module';
import type { SpacesReadService } from './spaces-read.service';
import type { UtilisationService } from './utilisation.service';

const errors = ERROR_RESPONSES;

export function registerUtilisationRoutes(
  app: FastifyInstance,
  d: { authz: Authorizer; reads: SpacesReadService; utilisation: UtilisationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = async (req: Parameters<Authorizer['requireAdmin']>[0], product: string) => {
    const p = await d.authz.requireAdmin(req);
    await d.reads.assertProduct(p, product);
    return p;
  };
  r.get(
    '/api/v1/spaces/:product/utilisation',
    {
      schema: {
        tags: ['spaces'],
        params: ProductParams,
        querystring: UtilisationQuery,
        response: { 200: Utilisation, ...errors },
      },
    },
    async (req) => ({
      rows: await d.utilisation.rows(await admin(req, req.params.product), req.params.product, req.query),
    }),
  );
  r.get(
    '/api/v1/spaces/:product/utilisation.xlsx',
    { schema: { tags: ['spaces'], params: ProductParams, querystring: UtilisationExportQuery } },
    async (req, reply) => {
      const p = await admin(req, req.params.product);
      const { lang, ...query } = req.query;
      // The screen's language (?lang=) wins: a download link carries the browser's Accept-Language.
      const language = lang ?? pickLanguage(req.headers['accept-language']);
      const file = await d.utilisation.xlsx(p, req.params.product, query, language);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${language === 'de' ? 'auslastung' : 'utilisation'}-${req.params.product}-${query.from}-${query.to}.xlsx"`,
        )
        .send(file);
    },
  );
  r.get(
    '/api/v1/spaces/:product/evaluation',
    {
      schema: {
        tags: ['spaces'],
        summary: 'Occupancy, peak times and no-show rate per floor plan (menu "Auswertung")',
        params: ProductParams,
        querystring: EvaluationQuery,
        response: { 200: SpaceEvaluation, ...errors },
      },
    },
    async (req) =>
      d.utilisation.evaluation(await admin(req, req.params.product), req.params.product, req.query),
  );
  r.get(
    '/api/v1/spaces/:product/evaluation.xlsx',
    { schema: { tags: ['spaces'], params: ProductParams, querystring: EvaluationQuery } },
    async (req, reply) => {
      const p = await admin(req, req.params.product);
      const language = req.query.lang ?? pickLanguage(req.headers['accept-language']);
      const file = await d.utilisation.evaluationXlsx(p, req.params.product, req.query, language);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${language === 'de' ? 'auswertung' : 'evaluation'}-${req.params.product}-${req.query.from}-${req.query.to}.xlsx"`,
        )
        .send(file);
    },
  );
}
