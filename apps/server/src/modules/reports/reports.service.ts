import { randomUUID } from 'node:crypto';
import type {
  ReportDetail,
  ReportList,
  ReportListItem,
  ReportSummary,
  SendReportInput,
} from '@buchbar/contracts/reports';
import { logbookDistance } from '@buchbar/domain/fleet/logbook';
import {
  isReportInterval,
  manualReportPeriod,
  type ReportInterval,
  type ReportKind,
  type ReportPeriod,
  reportPeriodOf,
} from '@buchbar/domain/fleet/report-period';
import { summariseUsage } from '@buchbar/domain/fleet/report-usage';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { DEFAULT_TIME_ZONE, localDateOf } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Language } from '../../platform/http/messages';
import { activeUsersHolding, type Principal } from '../access/access.module';
import {
  type FleetLogbook,
  type FleetLogbookReader,
  fleetLogbookPdf,
  fleetLogbookXlsx,
} from '../logbook/logbook.module';
import type { MailOutbox } from '../notifications/notifications.module';
import { readTenantSettings, tenantValueWriter } from '../settings/settings.module';
import { reportMail, usageSheet } from './report-mails';
import * as repo from './reports.repository';
import './reports.messages';

type Summary = z.infer<typeof ReportSummary>;
type Item = z.infer<typeof ReportListItem>;
type Detail = z.infer<typeof ReportDetail>;

export const REPORT_PERMISSION = 'fahrzeug_logbuch_report';
/** The minute of every hour the report job runs (Europe/Berlin): a period's report goes at 00:05. */
export const REPORT_JOB_MINUTE = 5;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ReportsDeps = {
  pool: import('pg').Pool;
  db: Db;
  outbox: MailOutbox;
  clock: () => number;
  publicUrl: string;
  logbooks: FleetLogbookReader;
};

type TenantReportSettings = { addresses: string[]; interval: ReportInterval; language: Language };

function reportSettings(values: EffectiveSettings): TenantReportSettings {
  const addresses = values['vehicles.reportMailAddresses'];
  const interval = values['vehicles.reportInterval'];
  return {
    addresses: Array.isArray(addresses) ? [...new Set(addresses.map(String))] : [],
    interval: isReportInterval(interval) ? interval : 'monthly',
    language: values['general.language'] === 'en' ? 'en' : 'de',
  };
}

/** The days of a stored period: its first day and the day of its last instant. */
function daysOf(row: { periodStart: Date; periodEnd: Date }) {
  return {
    from: localDateOf(row.periodStart.getTime(), DEFAULT_TIME_ZONE),
    to: localDateOf(row.periodEnd.getTime() - 1, DEFAULT_TIME_ZONE),
  };
}

function present(row: repo.ReportRow): Item {
  return {
    id: row.id,
    kind: row.kind,
    interval: row.interval,
    ...daysOf(row),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    sentAt: row.createdAt.toISOString(),
    recipients: row.recipients,
    language: row.language,
    requestedBy: row.kind === 'manual' ? row.requestedByName : null,
  };
}

const fileBase = (lang: Language, from: string, to: string) =>
  `${lang === 'de' ? 'fahrtenbuch-bericht' : 'logbook-report'}-${from}-${to}`;

/**
 * The send-time gate of issue 22 point 4: the report addresses count only while whoever last
 * wrote them through the API still holds the report permission (an active user of the tenant).
 * A value the operator wrote (seed, SQL: no writer) counts. Refused with 422 otherwise.
 */
export async function assertAddressesAuthorised(db: Db, tenantId: string): Promise<void> {
  const writer = await tenantValueWriter(db, tenantId, 'vehicles.reportMailAddresses');
  if (writer === null) return;
  const holders = await activeUsersHolding(db, tenantId, REPORT_PERMISSION);
  if (!holders.some((h) => h.id === writer)) throw new AppError(422, 'REPORT_ADDRESSES_NOT_AUTHORISED');
}

/**
 * Makes one report of a tenant and period: the usage summary, the logbook workbook, the report
 * row and one mail per report address, the row and the mails in one transaction. A scheduled
 * report of a period that exists already is skipped (before the work, and again by the unique
 * index at the insert, when two instances got that far at once): returns null then.
 */
export async function makeReport(
  d: ReportsDeps,
  tenantId: string,
  period: ReportPeriod,
  how: { kind: ReportKind; interval: ReportInterval; requester?: { id: string; name: string } },
  settings: TenantReportSettings,
): Promise<repo.ReportRow | null> {
  const start = new Date(period.start);
  const end = new Date(period.end);
  if (how.kind === 'scheduled' && (await repo.scheduledReportExists(d.db, tenantId, start, end))) return null;
  await assertAddressesAuthorised(d.db, tenantId);
  const now = d.clock();
  const logbooks = await d.logbooks.fleetLogbooks(tenantId, period);
  const summary = await usageSummary(d.db, tenantId, period, now, logbooks);
  const lang = settings.language;
  const file = `${fileBase(lang, period.from, period.to)}.xlsx`;
  const xlsx = await fleetLogbookXlsx({
    logbooks,
    from: period.from,
    to: period.to,
    exportedAt: now,
    lang,
    sheets: [usageSheet(summary, lang)],
  });
  const id = randomUUID();
  const tenantName = await repo.tenantName(d.db, tenantId);
  const mail = reportMail({
    tenantName,
    from: period.from,
    to: period.to,
    interval: how.interval,
    kind: how.kind,
    requestedByName: how.requester?.name ?? '',
    createdAt: now,
    summary,
    url: `${d.publicUrl.replace(/\/$/, '')}/fahrzeuge/berichte/${id}`,
    attachmentName: file,
    lang,
  });
  const row: repo.NewReport = {
    id,
    tenantId,
    kind: how.kind,
    interval: how.interval,
    periodStart: start,
    periodEnd: end,
    requestedBy: how.requester?.id ?? null,
    requestedByName: how.requester?.name ?? '',
    recipients: settings.addresses,
    language: lang,
    summary,
    createdAt: new Date(now),
  };
  const written = await withTransaction(d.pool, async (tx) => {
    if (!(await repo.insertReport(tx.db, row))) return false;
    const attachment = { filename: file, contentType: XLSX_TYPE, content: xlsx.toString('base64') };
    // Tenant options decide (catalogue: vehicles.periodicReport); the addresses need not be users.
    for (const to of settings.addresses)
      await d.outbox.queue(tx, {
        kind: 'vehicles.periodicReport',
        tenantId,
        to,
        ...mail,
        attachments: [{ ...attachment, encoding: 'base64' }],
      });
    return true;
  });
  return written ? { ...row, summary: row.summary as Record<string, unknown> } : null;
}

async function usageSummary(
  db: Db,
  tenantId: string,
  period: ReportPeriod,
  now: number,
  logbooks: readonly FleetLogbook[],
): Promise<Summary> {
  const start = new Date(period.start);
  const end = new Date(period.end);
  const [vehicleBookings, spaceBookings, floorPlans] = await Promise.all([
    repo.vehicleBookingGroups(db, tenantId, start, end, new Date(now)),
    repo.spaceBookingGroups(db, tenantId, start, end, new Date(now)),
    repo.tenantFloorPlans(db, tenantId),
  ]);
  return summariseUsage({
    vehicles: logbooks.map((l) => ({ ...l.logbook.vehicle, logbookHead: l.head })),
    trips: logbooks.flatMap((l) =>
      l.logbook.entries.map((e) => ({
        vehicleId: l.logbook.vehicle.id,
        distance: logbookDistance(e.current),
      })),
    ),
    vehicleBookings,
    floorPlans,
    spaceBookings,
  });
}

/**
 * The report screen's use cases (holders of fahrzeug_logbuch_report; the routes check): the list
 * with the tenant's report settings, one report, "send now", and the report's PDF and Excel.
 */
export class ReportsService {
  constructor(private readonly d: ReportsDeps) {}

  private async settingsOf(tenantId: string) {
    return reportSettings(await readTenantSettings(this.d.db, tenantId));
  }

  async list(p: Principal, page: number, pageSize: number): Promise<z.infer<typeof ReportList>> {
    const s = await this.settingsOf(p.tenantId);
    const current = reportPeriodOf(this.d.clock(), s.interval);
    const { items, total } = await repo.listReports(this.d.db, p.tenantId, page, pageSize);
    return {
      settings: {
        addresses: s.addresses,
        interval: s.interval,
        next: {
          from: current.from,
          to: current.to,
          sendsAt: new Date(current.end + REPORT_JOB_MINUTE * 60_000).toISOString(),
        },
      },
      items: items.map(present),
      total,
    };
  }

  async get(p: Principal, id: string): Promise<Detail> {
    const row = await repo.findReport(this.d.db, p.tenantId, id);
    if (!row) throw notFound();
    return { ...present(row), summary: row.summary as Summary };
  }

  /** "Send now" (ADR 0015): the current period so far unless dates are given; to the report addresses. */
  async sendNow(p: Principal, input: z.infer<typeof SendReportInput>): Promise<Detail> {
    const s = await this.settingsOf(p.tenantId);
    const period = manualReportPeriod({
      from: input.from,
      to: input.to,
      now: this.d.clock(),
      interval: s.interval,
    });
    if (!period.ok) throw new AppError(422, period.code, { ...period.details });
    if (s.addresses.length === 0) throw new AppError(422, 'REPORT_NO_ADDRESSES');
    const row = await makeReport(
      this.d,
      p.tenantId,
      period.value,
      { kind: 'manual', interval: s.interval, requester: { id: p.userId, name: p.name || p.email } },
      s,
    );
    if (!row) throw new Error('a manual report was not written');
    return { ...present(row), summary: row.summary as Summary };
  }

  /** The report's logbook as PDF or Excel: the period's logbook as it is now (every version shown). */
  async file(p: Principal, id: string, format: 'pdf' | 'xlsx', lang: Language) {
    const row = await repo.findReport(this.d.db, p.tenantId, id);
    if (!row) throw notFound();
    const { from, to } = daysOf(row);
    const logbooks = await this.d.logbooks.fleetLogbooks(p.tenantId, {
      from,
      to,
      start: row.periodStart.getTime(),
      end: row.periodEnd.getTime(),
    });
    const model = {
      logbooks,
      from,
      to,
      exportedAt: this.d.clock(),
      lang,
      sheets: [usageSheet(row.summary as Summary, lang)],
    };
    return {
      name: `${fileBase(lang, from, to)}.${format}`,
      body: format === 'pdf' ? await fleetLogbookPdf(model) : await fleetLogbookXlsx(model),
    };
  }
}

export { reportSettings };
