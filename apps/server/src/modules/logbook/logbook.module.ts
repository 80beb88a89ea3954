import type { FastifyInstance } from 'fastify';
import type { Authorizer } from '../access/access.module';
import type { FleetDeps } from '../vehicles/vehicles.module';
import { registerLogbookRoutes } from './logbook.routes';
import { type FleetLogbook, LogbookService } from './logbook.service';

/**
 * Front door of the logbook context (issue 12; ADR 0010, 0015): the vehicles' logbooks with
 * their hash chain, completions and corrections, the exports (xlsx, pdf) and the reader of the
 * periodic report. Entries are made by the check-out (the trips module calls
 * `recordTripInLogbook` in its transaction). The only file other modules and the composition
 * root import. Functions taking `db` run in the caller's transaction.
 */
export function registerLogbookModule(app: FastifyInstance, d: FleetDeps & { authz: Authorizer }): void {
  registerLogbookRoutes(app, {
    authz: d.authz,
    logbook: new LogbookService(d),
    settings: d.settings,
    clock: d.clock,
  });
}

/**
 * Every vehicle's logbook of a period with its verification and chain head, for the periodic
 * report of the reports module (ADR 0015); the composition root hands it in.
 */
export type FleetLogbookReader = {
  fleetLogbooks: (
    tenantId: string,
    period: { from: string; to: string; start: number; end: number },
  ) => Promise<FleetLogbook[]>;
};

export function createFleetLogbookReader(d: FleetDeps): FleetLogbookReader {
  const logbook = new LogbookService(d);
  return { fleetLogbooks: (tenantId, period) => logbook.fleetLogbooks(tenantId, period) };
}

export { type FleetLogbook, recordTripInLogbook } from './logbook.service';
export { type FleetLogbookExportModel, fleetLogbookPdf, fleetLogbookXlsx } from './logbook-export';
