import type {
  Logbook,
  LogbookContent,
  LogbookEntry,
  LogbookVerification,
  LogbookVersion,
} from '@buchbar/contracts/logbook';
import { type LogbookEditableField, logbookDistance } from '@buchbar/domain/fleet/logbook';
import { toLocalDateTime } from '@buchbar/domain/time/zoned-time';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { type Language, localDateText } from '../../platform/http/messages';
import { createPdfDocument, PDF_FONTS, pdfBytes } from '../../platform/pdf/pdf-document';

/**
 * The logbook's Excel and PDF exports (issue 12 point 4; ADR 0010). Both show every version:
 * the superseded values struck through beside the correction with its reason, author and date,
 * so the file itself documents each change (BFH VI R 33/10).
 */
export type LogbookExportModel = {
  logbook: z.infer<typeof Logbook>;
  verification: z.infer<typeof LogbookVerification>;
  exportedAt: number;
  lang: Language;
};

type Content = z.infer<typeof LogbookContent>;
type Version = z.infer<typeof LogbookVersion>;
type Entry = z.infer<typeof LogbookEntry>;

const TEXT = {
  de: {
    title: 'Fahrtenbuch',
    sheet: 'Fahrtenbuch',
    period: 'Zeitraum',
    all: 'gesamt',
    page: (i: number, n: number) => `Seite ${i} von ${n}`,
    exported: 'Exportiert am',
    chainOk: (n: number) => `Hash-Kette geprüft: in Ordnung (${n} Fassungen)`,
    chainBad: (date: string, v: number) =>
      `Hash-Kette geprüft: ABWEICHUNG beim Eintrag vom ${date}, Fassung ${v} – der Inhalt wurde außerhalb der Anwendung verändert`,
    noEntries: 'Keine Einträge im Zeitraum.',
    entry: 'Eintrag',
    version: 'Fassung',
    kind: 'Art der Fassung',
    kinds: { ORIGINAL: 'Original', COMPLETION: 'Vervollständigung', CORRECTION: 'Korrektur' },
    tripKinds: { business: 'Dienstfahrt', private: 'Privatfahrt', commute: 'Fahrt Wohnung–Arbeit' },
    superseded: 'Überholt',
    yes: 'ja',
    no: 'nein',
    reason: 'Grund',
    author: 'Von',
    recordedAt: 'Erfasst am',
    changed: 'Geändert',
    distance: 'Strecke (km)',
    planned: 'Geplant',
    actual: 'Tatsächlich',
    inactive: '(deaktiviert)',
    chain: 'Prüfung der Hash-Kette',
    fields: {
      date: 'Datum',
      plate: 'Kennzeichen',
      driverName: 'Fahrer/in',
      startMileage: 'km-Stand Beginn',
      endMileage: 'km-Stand Ende',
      tripKind: 'Fahrtart',
      destination: 'Ziel',
      stopover: 'Zwischenstopp',
      detour: 'Umwegstrecke',
      purpose: 'Zweck',
      partner: 'Geschäftspartner',
      note: 'Notiz',
      plannedStart: 'Geplanter Beginn',
      plannedEnd: 'Geplantes Ende',
      actualStart: 'Tatsächlicher Beginn',
      actualEnd: 'Tatsächliches Ende',
    },
    dateFormat: 'dd.mm.yyyy',
    dateTimeFormat: 'dd.mm.yyyy hh:mm',
  },
  en: {
    title: 'Logbook',
    sheet: 'Logbook',
    period: 'Period',
    all: 'all',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    exported: 'Exported at',
    chainOk: (n: number) => `Hash chain verified: OK (${n} versions)`,
    chainBad: (date: string, v: number) =>
      `Hash chain verified: MISMATCH at the entry of ${date}, version ${v} – the content was changed outside the application`,
    noEntries: 'No entries in the period.',
    entry: 'Entry',
    version: 'Version',
    kind: 'Version kind',
    kinds: { ORIGINAL: 'Original', COMPLETION: 'Completion', CORRECTION: 'Correction' },
    tripKinds: { business: 'Business trip', private: 'Private trip', commute: 'Commute' },
    superseded: 'Superseded',
    yes: 'yes',
    no: 'no',
    reason: 'Reason',
    author: 'By',
    recordedAt: 'Recorded at',
    changed: 'Changed',
    distance: 'Distance (km)',
    planned: 'Planned',
    actual: 'Actual',
    inactive: '(deactivated)',
    chain: 'Hash chain verification',
    fields: {
      date: 'Date',
      plate: 'Licence plate',
      driverName: 'Driver',
      startMileage: 'Start mileage',
      endMileage: 'End mileage',
      tripKind: 'Trip kind',
      destination: 'Destination',
      stopover: 'Stopover',
      detour: 'Detour route',
      purpose: 'Purpose',
      partner: 'Business partner',
      note: 'Note',
      plannedStart: 'Planned start',
      plannedEnd: 'Planned end',
      actualStart: 'Actual start',
      actualEnd: 'Actual end',
    },
    dateFormat: 'yyyy-mm-dd',
    dateTimeFormat: 'yyyy-mm-dd hh:mm',
  },
} as const;

/** An instant as Berlin wall-clock time in an Excel date cell (Excel cells have no zone). */
function excelDateTime(iso: string | null): Date | null {
  if (iso === null) return null;
  const { date, time } = toLocalDateTime(Date.parse(iso));
  return new Date(`${date}T${time}:00.000Z`);
}
const excelDate = (localDate: string) => new Date(`${localDate}T00:00:00.000Z`);

function localText(iso: string | null, lang: Language): string {
  if (iso === null) return '–';
  const { date, time } = toLocalDateTime(Date.parse(iso));
  return `${formatDay(date, lang)} ${time}`;
}

/** One date format per language (issue 14 point 6): 24.11.2026 / 24 Nov 2026. */
function formatDay(localDate: string, lang: Language): string {
  return localDateText(localDate, lang);
}

function fieldText(c: Content, f: LogbookEditableField, lang: Language): string {
  const v = c[f];
  if (f === 'tripKind') return TEXT[lang].tripKinds[c.tripKind];
  if (v === null) return '–';
  if (typeof v === 'number') return v.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB');
  return v === '' ? '–' : v;
}

function periodText(m: LogbookExportModel): string {
  const t = TEXT[m.lang];
  const { from, to } = m.logbook;
  if (!from && !to) return t.all;
  return `${from ? formatDay(from, m.lang) : '…'} – ${to ? formatDay(to, m.lang) : '…'}`;
}

function verificationText(m: LogbookExportModel): string {
  const t = TEXT[m.lang];
  const v = m.verification;
  if (v.ok || !v.firstMismatch) return t.chainOk(v.total);
  return t.chainBad(formatDay(v.firstMismatch.date || '????-??-??', m.lang), v.firstMismatch.version);
}

function logbookColumns(lang: Language): Partial<ExcelJS.Column>[] {
  const t = TEXT[lang];
  const f = t.fields;
  return [
    { header: t.entry, key: 'entry', width: 8 },
    { header: t.version, key: 'version', width: 8 },
    { header: t.kind, key: 'kind', width: 18 },
    { header: t.superseded, key: 'superseded', width: 10 },
    { header: f.date, key: 'date', width: 12, style: { numFmt: t.dateFormat } },
    { header: f.plate, key: 'plate', width: 14 },
    { header: f.driverName, key: 'driverName', width: 22 },
    { header: f.startMileage, key: 'startMileage', width: 14, style: { numFmt: '#,##0' } },
    { header: f.endMileage, key: 'endMileage', width: 14, style: { numFmt: '#,##0' } },
    { header: t.distance, key: 'distance', width: 12, style: { numFmt: '#,##0' } },
    { header: f.tripKind, key: 'tripKind', width: 20 },
    { header: f.destination, key: 'destination', width: 24 },
    { header: f.stopover, key: 'stopover', width: 20 },
    { header: f.detour, key: 'detour', width: 20 },
    { header: f.purpose, key: 'purpose', width: 24 },
    { header: f.partner, key: 'partner', width: 22 },
    { header: f.note, key: 'note', width: 20 },
    { header: f.plannedStart, key: 'plannedStart', width: 17, style: { numFmt: t.dateTimeFormat } },
    { header: f.plannedEnd, key: 'plannedEnd', width: 17, style: { numFmt: t.dateTimeFormat } },
    { header: f.actualStart, key: 'actualStart', width: 17, style: { numFmt: t.dateTimeFormat } },
    { header: f.actualEnd, key: 'actualEnd', width: 17, style: { numFmt: t.dateTimeFormat } },
    { header: t.changed, key: 'changed', width: 24 },
    { header: t.reason, key: 'reason', width: 28 },
    { header: t.author, key: 'author', width: 22 },
    { header: t.recordedAt, key: 'recordedAt', width: 17, style: { numFmt: t.dateTimeFormat } },
    { header: 'SHA-256', key: 'hash', width: 20 },
  ];
}

/**
 * The logbook sheet: one row per version, the logbooks one after the other (entries numbered
 * through); superseded versions struck through, completions and corrections shaded.
 */
function addLogbookSheet(
  wb: ExcelJS.Workbook,
  logbooks: readonly LogbookExportModel['logbook'][],
  lang: Language,
) {
  const t = TEXT[lang];
  const f = t.fields;
  const ws = wb.addWorksheet(t.sheet);
  ws.columns = logbookColumns(lang);
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  let index = 0;
  for (const logbook of logbooks)
    for (const entry of logbook.entries) {
      index += 1;
      entry.versions.forEach((v, i) => {
        const c = v.content;
        const superseded = i < entry.versions.length - 1;
        const row = ws.addRow({
          entry: index,
          version: v.version,
          kind: t.kinds[v.kind],
          superseded: superseded ? t.yes : t.no,
          date: excelDate(c.date),
          plate: c.plate,
          driverName: c.driverName,
          startMileage: c.startMileage,
          endMileage: c.endMileage,
          distance: logbookDistance(c),
          tripKind: t.tripKinds[c.tripKind],
          destination: c.destination,
          stopover: c.stopover,
          detour: c.detour,
          purpose: c.purpose,
          partner: c.partner,
          note: c.note,
          plannedStart: excelDateTime(c.plannedStart),
          plannedEnd: excelDateTime(c.plannedEnd),
          actualStart: excelDateTime(c.actualStart),
          actualEnd: excelDateTime(c.actualEnd),
          changed: v.changedFields.map((x) => f[x]).join(', '),
          reason: v.reason,
          author: v.author.name,
          recordedAt: excelDateTime(v.createdAt),
          hash: v.hash,
        });
        if (superseded) row.font = { strike: true, color: { argb: 'FF6B6B6B' } };
        if (v.kind !== 'ORIGINAL')
          row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF4CC' } };
      });
    }
  return ws;
}

/** One row per version; superseded versions struck through, completions and corrections shaded. */
export async function logbookXlsx(m: LogbookExportModel): Promise<Buffer> {
  const t = TEXT[m.lang];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Buchbar';
  wb.created = new Date(m.exportedAt);
  addLogbookSheet(wb, [m.logbook], m.lang);
  const info = wb.addWorksheet(m.lang === 'de' ? 'Prüfung' : 'Verification');
  info.addRows([
    [t.fields.plate, m.logbook.vehicle.plate],
    [t.period, periodText(m)],
    [t.exported, excelDateTime(new Date(m.exportedAt).toISOString())],
    [verificationText(m)],
  ]);
  info.getCell('B3').numFmt = t.dateTimeFormat;
  info.getColumn(1).width = 24;
  info.getColumn(2).width = 30;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The logbooks of several vehicles for one period (the periodic report, ADR 0015): every
 * vehicle's versions in one logbook sheet (the plate column tells them apart), one verification
 * row per vehicle, and optional extra sheets (the report's usage summary).
 */
export type FleetLogbookExportModel = {
  logbooks: readonly Pick<LogbookExportModel, 'logbook' | 'verification'>[];
  from: string;
  to: string;
  exportedAt: number;
  lang: Language;
  sheets?: readonly { name: string; rows: readonly (readonly (string | number | null)[])[] }[];
};

export async function fleetLogbookXlsx(m: FleetLogbookExportModel): Promise<Buffer> {
  const t = TEXT[m.lang];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Buchbar';
  wb.created = new Date(m.exportedAt);
  addLogbookSheet(
    wb,
    m.logbooks.map((l) => l.logbook),
    m.lang,
  );
  const info = wb.addWorksheet(m.lang === 'de' ? 'Prüfung' : 'Verification');
  const period = `${formatDay(m.from, m.lang)} – ${formatDay(m.to, m.lang)}`;
  info.addRows([
    [t.period, period],
    [t.exported, excelDateTime(new Date(m.exportedAt).toISOString())],
    [],
    [t.fields.plate, t.chain],
    ...m.logbooks.map((l) => [
      l.logbook.vehicle.plate,
      verificationText({ ...l, lang: m.lang, exportedAt: m.exportedAt }),
    ]),
  ]);
  info.getCell('B2').numFmt = t.dateTimeFormat;
  info.getRow(4).font = { bold: true };
  info.getColumn(1).width = 24;
  info.getColumn(2).width = 90;
  for (const sheet of m.sheets ?? []) {
    const ws = wb.addWorksheet(sheet.name);
    ws.addRows(sheet.rows.map((r) => [...r]));
    ws.getRow(1).font = { bold: true };
    ws.columns.forEach((c, i) => {
      c.width = i === 0 ? 28 : 14;
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const MARGIN = 40;
/** Space between the header's rule and the body, and between the body and the footer's rule. */
const GAP = 10;

/**
 * A4 portrait, per vehicle and period. Plate and period head every page, page numbers, the
 * chain's verification and the time of export foot every page (drawn after the layout, with
 * bufferPages, so "page i of n" is known). Set in the embedded DejaVu Sans (createPdfDocument), so
 * every name prints as written; header and footer wrap inside the margins and the body's margins
 * grow to make room for them.
 */
export async function logbookPdf(m: LogbookExportModel): Promise<Buffer> {
  return logbooksPdf([m], `${TEXT[m.lang].title} ${m.logbook.vehicle.plate}`);
}

/**
 * Several vehicles' logbooks in one PDF (the periodic report, ADR 0015): each vehicle starts on
 * a new page and heads its own pages; the page numbers count through the whole file.
 */
export async function fleetLogbookPdf(m: FleetLogbookExportModel): Promise<Buffer> {
  const models = m.logbooks.map((l) => ({ ...l, lang: m.lang, exportedAt: m.exportedAt }));
  const period = `${formatDay(m.from, m.lang)} – ${formatDay(m.to, m.lang)}`;
  return logbooksPdf(models, `${TEXT[m.lang].title} ${period}`, m);
}

/** The texts of one section's header and footer (the footer's page number is drawn beside them). */
type Frame = { heading: string; sub: string; verification: string | null; ok: boolean };

async function logbooksPdf(
  models: readonly LogbookExportModel[],
  title: string,
  empty?: Pick<FleetLogbookExportModel, 'lang' | 'exportedAt' | 'from' | 'to'>,
): Promise<Buffer> {
  const lang = models[0]?.lang ?? empty?.lang ?? 'de';
  const t = TEXT[lang];
  const exportedAt = models[0]?.exportedAt ?? empty?.exportedAt ?? 0;
  const doc = createPdfDocument({
    size: 'A4',
    bufferPages: true,
    autoFirstPage: false,
    // The export time as the file's date: the same logbook exported at the same time is the same file.
    info: { Title: title, Author: 'Buchbar', CreationDate: new Date(exportedAt) },
  });
  const bytes = pdfBytes(doc);
  const width = A4_WIDTH - 2 * MARGIN;
  const frames: Frame[] = models.map((m) => ({
    heading: `${t.title} ${m.logbook.vehicle.plate}`,
    sub: `${m.logbook.vehicle.make} ${m.logbook.vehicle.model}${m.logbook.vehicle.active ? '' : ` ${t.inactive}`} · ${t.period}: ${periodText(m)}`,
    verification: verificationText(m),
    ok: m.verification.ok,
  }));
  const fallback: Frame = {
    heading: title,
    sub: `${t.period}: ${empty ? `${formatDay(empty.from, lang)} – ${formatDay(empty.to, lang)}` : t.all}`,
    verification: null,
    ok: true,
  };
  const exported = `${t.exported} ${localText(new Date(exportedAt).toISOString(), lang)}`;
  const size = frameSize(doc, [...frames, fallback], exported, width);
  const margins = {
    top: MARGIN + size.header + GAP,
    bottom: MARGIN + size.footer + GAP,
    left: MARGIN,
    right: MARGIN,
  };
  // Pages the text flow adds take the document's options, so the grown margins hold on every page.
  doc.options.margins = margins;
  doc.addPage({ size: 'A4', margins });

  /** The first page (0-based) of each model's section. */
  const firstPages: number[] = [];
  models.forEach((m, i) => {
    if (i > 0) doc.addPage({ size: 'A4', margins });
    firstPages.push(doc.bufferedPageRange().count - 1);
    if (m.logbook.entries.length === 0) doc.font(PDF_FONTS.regular).fontSize(10).text(t.noEntries);
    m.logbook.entries.forEach((entry, index) => {
      writeEntry(doc, entry, index + 1, m.lang, width);
    });
  });
  if (models.length === 0) doc.font(PDF_FONTS.regular).fontSize(10).text(t.noEntries);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    const section = firstPages.findLastIndex((first) => first <= i);
    doc.switchToPage(range.start + i);
    drawFrame(doc, frames[section] ?? fallback, exported, t.page(i + 1, range.count), size, width);
  }
  doc.end();
  return bytes;
}

const A4_WIDTH = 595.28;
const PAGE_NUMBER_WIDTH = 80;

/** The tallest header and footer of all sections (they wrap when a model name or a text is long). */
function frameSize(doc: PDFKit.PDFDocument, frames: readonly Frame[], exported: string, width: number) {
  const height = (font: string, size: number, text: string, w: number) =>
    doc.font(font).fontSize(size).heightOfString(text, { width: w });
  const footWidth = width - PAGE_NUMBER_WIDTH;
  let header = 0;
  let footer = 0;
  for (const f of frames) {
    header = Math.max(
      header,
      height(PDF_FONTS.bold, 13, f.heading, width) + 4 + height(PDF_FONTS.regular, 9, f.sub, width),
    );
    footer = Math.max(
      footer,
      (f.verification ? height(PDF_FONTS.regular, 8, f.verification, footWidth) + 4 : 0) +
        height(PDF_FONTS.regular, 8, exported, footWidth),
    );
  }
  return { header, footer };
}

/** Header and footer of one page, inside the margins (the page's own margins are lifted meanwhile). */
function drawFrame(
  doc: PDFKit.PDFDocument,
  f: Frame,
  exported: string,
  pageNumber: string,
  size: { header: number; footer: number },
  width: number,
) {
  const { top, bottom } = doc.page.margins;
  doc.page.margins.top = 0;
  doc.page.margins.bottom = 0;
  doc.font(PDF_FONTS.bold).fontSize(13).fillColor('black').text(f.heading, MARGIN, MARGIN, { width });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(f.sub, MARGIN, doc.y + 4, { width });
  const headRule = MARGIN + size.header + GAP / 2;
  doc
    .moveTo(MARGIN, headRule)
    .lineTo(MARGIN + width, headRule)
    .strokeColor('#999999')
    .stroke();
  const footY = doc.page.height - MARGIN - size.footer;
  doc
    .moveTo(MARGIN, footY - GAP / 2)
    .lineTo(MARGIN + width, footY - GAP / 2)
    .stroke();
  const footWidth = width - PAGE_NUMBER_WIDTH;
  doc.font(PDF_FONTS.regular).fontSize(8);
  if (f.verification) {
    doc.fillColor(f.ok ? 'black' : '#b00020').text(f.verification, MARGIN, footY, { width: footWidth });
    doc.y += 4;
  }
  doc.fillColor('black').text(exported, MARGIN, f.verification ? doc.y : footY, { width: footWidth });
  doc.text(pageNumber, MARGIN + footWidth, footY, { width: PAGE_NUMBER_WIDTH, align: 'right' });
  doc.page.margins.top = top;
  doc.page.margins.bottom = bottom;
}

function writeEntry(doc: PDFKit.PDFDocument, entry: Entry, no: number, lang: Language, width: number) {
  const t = TEXT[lang];
  const f = t.fields;
  const first = entry.versions[0];
  const c = entry.current;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  const km = logbookDistance(c);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(10)
    .fillColor('black')
    .text(
      `${no}. ${formatDay(c.date, lang)} · ${c.driverName || '–'} · ${t.tripKinds[c.tripKind]} · ${fieldText(c, 'startMileage', lang)} – ${fieldText(c, 'endMileage', lang)} km${km === null ? '' : ` (${km.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB')} km)`}`,
      MARGIN,
      doc.y,
      { width },
    );
  doc.font(PDF_FONTS.regular).fontSize(9);
  const details = (
    [
      ['destination', c.destination],
      ['stopover', c.stopover],
      ['detour', c.detour],
      ['purpose', c.purpose],
      ['partner', c.partner],
      ['note', c.note],
    ] as const
  )
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${f[k]}: ${v}`);
  if (details.length > 0) doc.text(details.join(' · '), { width });
  doc.text(
    `${t.planned}: ${localText(c.plannedStart, lang)} – ${localText(c.plannedEnd, lang)} · ${t.actual}: ${localText(c.actualStart, lang)} – ${localText(c.actualEnd, lang)}`,
    { width },
  );
  if (first)
    doc
      .fillColor('#555555')
      .text(`${t.kinds.ORIGINAL}: ${localText(first.createdAt, lang)}, ${t.author} ${first.author.name}`, {
        width,
      });
  entry.versions.slice(1).forEach((v, i) => {
    const before = entry.versions[i]?.content;
    if (before) writeChange(doc, v, before, lang, width);
  });
  doc.fillColor('black').moveDown(0.6);
}

/**
 * "Korrektur (Fassung 2) … Von …, Grund: …" then each changed field: the old value struck, » the
 * new one.
 */
function writeChange(doc: PDFKit.PDFDocument, v: Version, before: Content, lang: Language, width: number) {
  const t = TEXT[lang];
  doc
    .fillColor('#8a5a00')
    .font(PDF_FONTS.bold)
    .text(
      `${t.kinds[v.kind]} (${t.version} ${v.version}) ${localText(v.createdAt, lang)}, ${t.author} ${v.author.name}${v.reason ? ` – ${t.reason}: ${v.reason}` : ''}`,
      MARGIN + 12,
      doc.y,
      { width: width - 12 },
    );
  doc.font(PDF_FONTS.regular);
  for (const field of v.changedFields) {
    doc
      .fillColor('#555555')
      .text(`${t.fields[field]}: `, MARGIN + 24, doc.y, { continued: true, width: width - 24 })
      .text(fieldText(before, field, lang), { continued: true, strike: true })
      .fillColor('black')
      .text(`  »  ${fieldText(v.content, field, lang)}`, { strike: false });
  }
}
