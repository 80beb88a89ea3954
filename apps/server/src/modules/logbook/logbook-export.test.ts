import type { Logbook, LogbookContent, LogbookEntry } from '@buchbar/contracts/logbook';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { oneLine, pdfFonts, pdfText, pdfWords } from '../../../test/pdf-tools';
import { fleetLogbookPdf, type LogbookExportModel, logbookPdf } from './logbook-export';

/**
 * The logbook PDFs print every name right (issue 22 point 11): the text a reader copies out of
 * the file (pdftotext) is exactly what was written, every font is embedded as a subset
 * (pdffonts), and long lines wrap inside the page's margins. All times are fixed.
 */
const EXPORTED_AT = Date.UTC(2027, 2, 31, 16, 30);
const NAMES = ['Łódź Čapek', 'Zoltán Őrsi', 'Ağaoğlu Işık Şahin', 'Ödön Ünal ✓'];
const LONG_DESTINATION =
  'Kundentermin bei Wojciech Brzęczyszczykiewicz in Łódź, danach Werksabnahme bei Čapek & Őrsi in Győr und Rückfahrt über Ağrı, Iğdır und Muş ✓';
const UNBROKEN = `Referenz${'Ğ'.repeat(20)}${'ş'.repeat(20)}${'ı'.repeat(60)}Ende`;
const MARGIN = 40;

function content(driverName: string, day: number): z.infer<typeof LogbookContent> {
  const date = `2027-03-${String(day).padStart(2, '0')}`;
  return {
    date,
    plate: 'B-ŁÓ 2027',
    driverId: null,
    driverName,
    startMileage: 20_000 + day * 100,
    endMileage: 20_050 + day * 100,
    tripKind: 'business',
    destination: LONG_DESTINATION,
    stopover: 'Brno ✓',
    detour: '',
    purpose: UNBROKEN,
    partner: 'Şişecam A.Ş.',
    note: '',
    plannedStart: `${date}T07:00:00.000Z`,
    plannedEnd: `${date}T15:00:00.000Z`,
    actualStart: `${date}T07:05:00.000Z`,
    actualEnd: `${date}T14:55:00.000Z`,
  };
}

function entry(driverName: string, day: number, corrector: string): z.infer<typeof LogbookEntry> {
  const original = content(driverName, day);
  const corrected = { ...original, partner: 'Çelik Dış Ticaret Ltd. Şti.' };
  const version = (v: number, c: typeof original, author: string) => ({
    id: `00000000-0000-4000-8000-0000000000${day}${v}`,
    version: v,
    seq: v,
    kind: v === 1 ? ('ORIGINAL' as const) : ('CORRECTION' as const),
    content: c,
    reason: v === 1 ? '' : `Geschäftspartner berichtigt von ${author}`,
    author: { id: null, name: author },
    createdAt: `2027-03-${String(day).padStart(2, '0')}T15:00:0${v}.000Z`,
    changedFields: v === 1 ? [] : (['partner'] as const).slice(),
    hash: 'a'.repeat(64),
  });
  return {
    id: `00000000-0000-4000-8000-00000000${day}00`,
    vehicleId: '00000000-0000-4000-8000-000000000001',
    bookingId: '00000000-0000-4000-8000-000000000002',
    tripEndedAt: original.actualEnd,
    closesAt: original.actualEnd,
    open: false,
    missing: [],
    current: corrected,
    versions: [version(1, original, driverName), version(2, corrected, corrector)],
    canAmend: 'NONE',
  };
}

function model(lang: 'de' | 'en'): LogbookExportModel {
  const logbook: z.infer<typeof Logbook> = {
    vehicle: {
      id: '00000000-0000-4000-8000-000000000001',
      plate: 'B-ŁÓ 2027',
      make: 'Škoda',
      model:
        'Octavia Combi 2.0 TDI DSG Style mit Anhängerkupplung, Standheizung und Dachbox für Dienstreisen nach Łódź, Győr und Iğdır',
      active: true,
    },
    from: '2027-03-01',
    to: '2027-03-31',
    entries: NAMES.map((name, i) => entry(name, 10 + i, NAMES[(i + 1) % NAMES.length] ?? '')),
  };
  return {
    logbook,
    verification: {
      ok: true,
      checked: 8,
      total: 8,
      verifiedAt: '2027-03-31T16:30:00.000Z',
      firstMismatch: null,
    },
    exportedAt: EXPORTED_AT,
    lang,
  };
}

async function expectPrintedRight(pdf: Buffer, texts: string[]) {
  const fonts = await pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font, font.name).toMatchObject({ emb: true, sub: true, uni: true });
  const text = oneLine(await pdfText(pdf));
  for (const t of texts) expect(text).toContain(t);
  const { pages, words } = await pdfWords(pdf);
  const outside = words.filter((w) => {
    const page = pages[w.page - 1];
    return !page || w.xMin < MARGIN - 0.5 || w.xMax > page.width - MARGIN + 0.5 || w.yMin < MARGIN - 0.5;
  });
  expect(outside.map((w) => `${w.text} (page ${w.page}, x ${w.xMin}–${w.xMax})`)).toEqual([]);
  return { text, pages, words };
}

describe('the logbook PDF', () => {
  it('embeds its fonts, gives back every name exactly and keeps long lines inside the margins', async () => {
    const m = model('de');
    const pdf = await logbookPdf(m);
    const { text } = await expectPrintedRight(pdf, [
      ...NAMES,
      'Fahrtenbuch B-ŁÓ 2027',
      `Škoda ${m.logbook.vehicle.model}`,
      LONG_DESTINATION,
      'Şişecam A.Ş.',
      'Çelik Dış Ticaret Ltd. Şti.',
      'Geschäftspartner berichtigt von Zoltán Őrsi',
      'Zwischenstopp: Brno ✓',
    ]);
    // The unbroken word is split at the right margin, never cut: its letters all come back.
    expect(text.replace(/\s/g, '')).toContain(UNBROKEN);
  });

  it('does the same for the periodic report of several vehicles (en)', async () => {
    const m = model('en');
    const pdf = await fleetLogbookPdf({
      logbooks: [m, { ...m, logbook: { ...m.logbook, vehicle: { ...m.logbook.vehicle, plate: 'M-ĞŞ 1' } } }],
      from: '2027-03-01',
      to: '2027-03-31',
      exportedAt: EXPORTED_AT,
      lang: 'en',
    });
    await expectPrintedRight(pdf, [...NAMES, 'Logbook B-ŁÓ 2027', 'Logbook M-ĞŞ 1', LONG_DESTINATION]);
  });

  it('is the same file for the same logbook (the subset names come from the content)', async () => {
    expect((await logbookPdf(model('de'))).equals(await logbookPdf(model('de')))).toBe(true);
  });
});
