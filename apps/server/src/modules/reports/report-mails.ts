import type { ReportSummary } from '@buchbar/contracts/reports';
import { formatReportDay, type ReportInterval, reportPeriodName } from '@buchbar/domain/fleet/report-period';
import { toLocalDateTime } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import type { Language } from '../../platform/http/messages';
import { MAIL_LOCALE } from '../../platform/mail/mail-dates';
import { escapeHtml } from '../notifications/notifications.module';

/**
 * The periodic report mail (catalogue kind vehicles.periodicReport; ADR 0015): in the tenant's
 * language, the tenant's name on top, times in Europe/Berlin, the usage summary as text and as
 * HTML tables, the link to the report (PDF and Excel) in the app. The Excel file is attached by
 * the sender.
 */
type Summary = z.infer<typeof ReportSummary>;
type VehicleCounts = Pick<
  Summary['vehicles'][number],
  'trips' | 'km' | 'tripsWithoutKm' | 'bookings' | 'cancelled' | 'noShows'
>;

export type ReportMailInput = {
  tenantName: string;
  from: string;
  to: string;
  interval: ReportInterval;
  kind: 'scheduled' | 'manual';
  requestedByName: string;
  createdAt: number;
  summary: Summary;
  /** The report's page in the app (PDF and Excel downloads after sign-in). */
  url: string;
  attachmentName: string;
  lang: Language;
};

const TEXT = {
  de: {
    subject: (name: string, tenant: string) => `Fahrtenbuch-Bericht ${name} – ${tenant}`,
    intro: (tenant: string, name: string, span: string) =>
      `Fahrtenbuch-Bericht der ${tenant} für ${name} (${span}).`,
    scheduled: (interval: string) =>
      `Dieser Bericht wird ${interval} zu Beginn des neuen Zeitraums versandt.`,
    manual: (who: string) => `Von ${who} über „Jetzt senden“ angefordert.`,
    created: (date: string, time: string) => `Erstellt am ${date} um ${time} Uhr (Europe/Berlin).`,
    attached: (file: string) =>
      `Das Fahrtenbuch aller Fahrzeuge für den Zeitraum liegt als Excel-Datei bei (${file}).`,
    pdf: 'Als PDF und Excel in Buchbar (nach der Anmeldung mit der Berechtigung für Fahrtenbuchberichte):',
    vehicles: 'Nutzung der Fahrzeuge',
    floorPlans: 'Nutzung der Raumpläne',
    none: 'keine',
    vehicleCols: ['Fahrzeug', 'Fahrten', 'km', 'Buchungen', 'Storniert', 'No-Shows'],
    planCols: ['Raumplan', 'Buchungen', 'Storniert', 'No-Shows'],
    total: 'Gesamt',
    vehicleLine: (u: VehicleCounts, n: (x: number) => string) =>
      `${n(u.trips)} Fahrten, ${n(u.km)} km${u.tripsWithoutKm ? ` (${n(u.tripsWithoutKm)} ohne km-Stand)` : ''}, ${n(u.bookings)} Buchungen, ${n(u.cancelled)} storniert, ${n(u.noShows)} No-Shows`,
    planLine: (u: { bookings: number; cancelled: number; noShows: number }, n: (x: number) => string) =>
      `${n(u.bookings)} Buchungen, ${n(u.cancelled)} storniert, ${n(u.noShows)} No-Shows`,
    inactive: 'deaktiviert',
    chains: 'Prüfsummen der Fahrtenbücher (neueste Fassung der Hash-Kette, SHA-256)',
    chainLine: (seq: number, hash: string) => `Nr. ${seq}: ${hash}`,
    noChain: 'noch keine Einträge',
    products: { lesesaal: 'Lesesaal', arbeitswelt: 'Arbeitswelt' } as Record<string, string>,
    intervals: {
      monthly: 'monatlich',
      quarterly: 'vierteljährlich',
      'semi-annually': 'halbjährlich',
      annually: 'jährlich',
    },
    footer:
      'Sie erhalten diese Mail, weil Ihre Adresse als Empfänger des Fahrtenbuch-Berichts eingetragen ist.',
  },
  en: {
    subject: (name: string, tenant: string) => `Logbook report ${name} – ${tenant}`,
    intro: (tenant: string, name: string, span: string) =>
      `Logbook report of ${tenant} for ${name} (${span}).`,
    scheduled: (interval: string) => `This report is sent ${interval} at the start of the new period.`,
    manual: (who: string) => `Requested by ${who} with "Send now".`,
    created: (date: string, time: string) => `Made on ${date} at ${time} (Europe/Berlin).`,
    attached: (file: string) =>
      `The logbook of every vehicle for the period is attached as an Excel file (${file}).`,
    pdf: 'As PDF and Excel in Buchbar (after signing in with the logbook report permission):',
    vehicles: 'Vehicle usage',
    floorPlans: 'Floor plan usage',
    none: 'none',
    vehicleCols: ['Vehicle', 'Trips', 'km', 'Bookings', 'Cancelled', 'No-shows'],
    planCols: ['Floor plan', 'Bookings', 'Cancelled', 'No-shows'],
    total: 'Total',
    vehicleLine: (u: VehicleCounts, n: (x: number) => string) =>
      `${n(u.trips)} trips, ${n(u.km)} km${u.tripsWithoutKm ? ` (${n(u.tripsWithoutKm)} without mileage)` : ''}, ${n(u.bookings)} bookings, ${n(u.cancelled)} cancelled, ${n(u.noShows)} no-shows`,
    planLine: (u: { bookings: number; cancelled: number; noShows: number }, n: (x: number) => string) =>
      `${n(u.bookings)} bookings, ${n(u.cancelled)} cancelled, ${n(u.noShows)} no-shows`,
    inactive: 'deactivated',
    chains: "Checksums of the logbooks (newest version of each vehicle's hash chain, SHA-256)",
    chainLine: (seq: number, hash: string) => `No. ${seq}: ${hash}`,
    noChain: 'no entries yet',
    products: { lesesaal: 'Reading room', arbeitswelt: 'Work places' } as Record<string, string>,
    intervals: {
      monthly: 'monthly',
      quarterly: 'quarterly',
      'semi-annually': 'every six months',
      annually: 'once a year',
    },
    footer: 'You receive this mail because your address is set as a recipient of the logbook report.',
  },
} as const;

type Text = (typeof TEXT)[Language];
type Totals = Summary['totals'];

/** A row of the usage tables: the label, then the counts in the columns' order. */
const vehicleRow = (label: string, v: Summary['vehicles'][number]) => [
  label,
  v.trips,
  v.km,
  v.bookings,
  v.cancelled,
  v.noShows,
];
const planRow = (label: string, f: Summary['floorPlans'][number]) => [
  label,
  f.bookings,
  f.cancelled,
  f.noShows,
];
const vehicleTotalRow = (t: Text, totals: Totals) => [
  t.total,
  totals.trips,
  totals.km,
  totals.vehicleBookings,
  totals.vehicleCancelled,
  totals.vehicleNoShows,
];
const planTotalRow = (t: Text, totals: Totals) => [
  t.total,
  totals.spaceBookings,
  totals.spaceCancelled,
  totals.spaceNoShows,
];
const planLabel = (t: Text, p: Summary['floorPlans'][number]) =>
  `${p.name} (${t.products[p.product] ?? p.product})`;

export function reportSubject(m: Pick<ReportMailInput, 'from' | 'to' | 'interval' | 'tenantName' | 'lang'>) {
  return TEXT[m.lang].subject(reportPeriodName(m, m.interval, m.lang), m.tenantName);
}

export function reportMail(m: ReportMailInput): { subject: string; text: string; html: string } {
  const w = reportWords(m);
  return { subject: w.t.subject(w.name, m.tenantName), text: reportText(m, w), html: reportHtml(m, w) };
}

/** The words both parts of the mail share: texts, number format, period, creation time, who asked. */
type ReportWords = {
  t: Text;
  n: (x: number) => string;
  /** The period's name (e.g. "März 2026"). */
  name: string;
  /** First and last day of the period. */
  span: string;
  made: ReturnType<typeof toLocalDateTime>;
  /** Why the mail was sent: on schedule, or asked for by someone. */
  who: string;
  vehicleName: (v: Summary['vehicles'][number]) => string;
};

/** The shared words of one report mail, in its language. */
function reportWords(m: ReportMailInput): ReportWords {
  const t = TEXT[m.lang];
  return {
    t,
    n: (x: number) => x.toLocaleString(MAIL_LOCALE[m.lang]),
    name: reportPeriodName(m, m.interval, m.lang),
    span: `${formatReportDay(m.from, m.lang)} – ${formatReportDay(m.to, m.lang)}`,
    made: toLocalDateTime(m.createdAt),
    who: m.kind === 'scheduled' ? t.scheduled(t.intervals[m.interval]) : t.manual(m.requestedByName),
    vehicleName: (v) =>
      `${v.plate} (${[v.make, v.model].filter(Boolean).join(' ')}${v.active ? '' : `, ${t.inactive}`})`,
  };
}

/** The plain-text part: intro, attachment and link, vehicle and floor-plan usage, logbook checksums. */
function reportText(m: ReportMailInput, { t, n, name, span, made, who, vehicleName }: ReportWords): string {
  const { totals } = m.summary;
  return [
    m.tenantName,
    '',
    t.intro(m.tenantName, name, span),
    who,
    t.created(formatReportDay(made.date, m.lang), made.time),
    '',
    t.attached(m.attachmentName),
    t.pdf,
    m.url,
    '',
    t.vehicles,
    ...(m.summary.vehicles.length === 0
      ? [`- ${t.none}`]
      : m.summary.vehicles.map((v) => `- ${vehicleName(v)}: ${t.vehicleLine(v, n)}`)),
    `${t.total}: ${t.vehicleLine(
      {
        trips: totals.trips,
        km: totals.km,
        tripsWithoutKm: m.summary.vehicles.reduce((sum, v) => sum + v.tripsWithoutKm, 0),
        bookings: totals.vehicleBookings,
        cancelled: totals.vehicleCancelled,
        noShows: totals.vehicleNoShows,
      },
      n,
    )}`,
    '',
    t.floorPlans,
    ...(m.summary.floorPlans.length === 0
      ? [`- ${t.none}`]
      : m.summary.floorPlans.map((p) => `- ${planLabel(t, p)}: ${t.planLine(p, n)}`)),
    `${t.total}: ${t.planLine({ bookings: totals.spaceBookings, cancelled: totals.spaceCancelled, noShows: totals.spaceNoShows }, n)}`,
    '',
    t.chains,
    ...m.summary.vehicles.map(
      (v) =>
        `- ${v.plate}: ${v.logbookHead ? t.chainLine(v.logbookHead.seq, v.logbookHead.hash) : t.noChain}`,
    ),
    '',
    t.footer,
  ].join('\n');
}

/** A table cell with inline styles (mail clients ignore style sheets); numbers in the mail's locale. */
function htmlCell(n: (x: number) => string, s: string | number, head = false, right = false): string {
  const tag = head ? 'th' : 'td';
  const align = right ? 'right' : 'left';
  return `<${tag} style="border:1px solid #ccc;padding:4px 8px;text-align:${align}">${escapeHtml(typeof s === 'number' ? n(s) : s)}</${tag}>`;
}

/** A usage table: caption, header, one row per vehicle or plan, the bold total row. */
function htmlTable(
  n: (x: number) => string,
  caption: string,
  cols: readonly string[],
  rows: (string | number)[][],
  total: (string | number)[],
): string {
  const cell = (s: string | number, head = false, right = false) => htmlCell(n, s, head, right);
  return [
    `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px"><caption style="text-align:left;font-weight:bold;padding:4px 0">${escapeHtml(caption)}</caption>`,
    `<thead><tr>${cols.map((c, i) => cell(c, true, i > 0)).join('')}</tr></thead><tbody>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => cell(c, false, i > 0)).join('')}</tr>`),
    `<tr style="font-weight:bold">${total.map((c, i) => cell(c, false, i > 0)).join('')}</tr>`,
    '</tbody></table>',
  ].join('\n');
}

/** The HTML part: the same content as the text, the usage as tables. */
function reportHtml(m: ReportMailInput, { t, n, name, span, made, who, vehicleName }: ReportWords): string {
  const { totals } = m.summary;
  const p = (s: string) => `<p style="margin:0 0 12px">${s}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${m.lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(t.subject(name, m.tenantName))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;margin:0;padding:16px">',
    `<div style="font-weight:bold;font-size:17px;margin-bottom:16px">${escapeHtml(m.tenantName)}</div>`,
    p(
      `${escapeHtml(t.intro(m.tenantName, name, span))}<br>${escapeHtml(who)}<br>${escapeHtml(t.created(formatReportDay(made.date, m.lang), made.time))}`,
    ),
    p(
      `${escapeHtml(t.attached(m.attachmentName))}<br>${escapeHtml(t.pdf)}<br><a href="${escapeHtml(m.url)}">${escapeHtml(m.url)}</a>`,
    ),
    htmlTable(
      n,
      t.vehicles,
      t.vehicleCols,
      m.summary.vehicles.map((v) => vehicleRow(vehicleName(v), v)),
      vehicleTotalRow(t, totals),
    ),
    htmlTable(
      n,
      t.floorPlans,
      t.planCols,
      m.summary.floorPlans.map((f) => planRow(planLabel(t, f), f)),
      planTotalRow(t, totals),
    ),
    p(
      `<strong>${escapeHtml(t.chains)}</strong><br>${m.summary.vehicles
        .map(
          (v) =>
            `${escapeHtml(v.plate)}: <code style="font-size:12px">${escapeHtml(v.logbookHead ? t.chainLine(v.logbookHead.seq, v.logbookHead.hash) : t.noChain)}</code>`,
        )
        .join('<br>')}`,
    ),
    `<p style="color:#666;font-size:12px;margin-top:24px">${escapeHtml(t.footer)}<br>Buchbar</p>`,
    '</body></html>',
  ].join('\n');
}

/** The usage summary as rows of the workbook's extra sheet (same words as the mail). */
export function usageSheet(summary: Summary, lang: Language): { name: string; rows: (string | number)[][] } {
  const t = TEXT[lang];
  const { totals } = summary;
  return {
    name: lang === 'de' ? 'Nutzung' : 'Usage',
    rows: [
      t.vehicleCols.slice(),
      ...summary.vehicles.map((v) => vehicleRow(v.plate, v)),
      vehicleTotalRow(t, totals),
      [],
      t.planCols.slice(),
      ...summary.floorPlans.map((f) => planRow(planLabel(t, f), f)),
      planTotalRow(t, totals),
    ],
  };
}
