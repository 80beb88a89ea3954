import type { SpaceEvaluation } from '@buchbar/contracts/spaces-admin';
import { openingInterval } from '@buchbar/domain/booking/opening-hours';
import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { evaluatePlan } from '@buchbar/domain/space-evaluation';
import type { Interval } from '@buchbar/domain/time/interval';
import { addDays, DEFAULT_TIME_ZONE, daysBetween, startOfLocalDay } from '@buchbar/domain/time/zoned-time';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { loadOpening } from './floor-plans.repository';
import { evaluationRows, utilisation } from './utilisation.repository';

const MAX_DAYS = 366;

function checkRange(q: { from: string; to: string }) {
  if (q.from > q.to) throw new AppError(422, 'INVALID_DATE_RANGE', { validFrom: q.from, validTo: q.to });
  if (daysBetween(q.from, q.to) > MAX_DAYS) throw new AppError(422, 'RANGE_TOO_LONG', { maxDays: MAX_DAYS });
}
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');
/** `10:00–11:00` (the hour of the day in Berlin). */
const hourRange = (hour: number) => `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;

/**
 * Office utilisation (menu "Auslastung": booked vs checked in vs no-show per day and plan) and the
 * evaluation (menu "Auswertung": occupancy, peak times, no-show rate per plan).
 */
export class UtilisationService {
  constructor(private readonly db: Db) {}

  async rows(p: Principal, product: string, q: { from: string; to: string; floorPlanId?: string }) {
    checkRange(q);
    return utilisation(this.db, { tenantId: p.tenantId, product, ...q, zone: DEFAULT_TIME_ZONE });
  }

  /**
   * The evaluation (menu "Auswertung", issue 14 point 8) per plan over [from, to] (local days):
   * occupancy of the open capacity, the fullest hours of the day, the no-show rate. Rules:
   * packages/domain/src/space-evaluation.ts. Another tenant's plan id: 404.
   */
  async evaluation(
    p: Principal,
    product: string,
    q: { from: string; to: string; floorPlanId?: string },
  ): Promise<SpaceEvaluation> {
    checkRange(q);
    const zone = DEFAULT_TIME_ZONE;
    const start = startOfLocalDay(q.from, zone);
    const end = startOfLocalDay(addDays(q.to, 1), zone);
    const data = await evaluationRows(this.db, {
      tenantId: p.tenantId,
      product,
      from: new Date(start),
      to: new Date(end),
      floorPlanId: q.floorPlanId,
    });
    if (q.floorPlanId && data.plans.length === 0) throw notFound();
    const days = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
    const plans = [];
    for (const plan of data.plans) {
      const { weekly, exceptions } = await loadOpening(this.db, p.tenantId, plan.id);
      const openings = days
        .map((day) => openingInterval(day, weekly, exceptions, zone))
        .filter((o): o is Interval => o !== null);
      const result = evaluatePlan({
        capacity: plan.capacity,
        openings,
        zone,
        bookings: data.bookings
          .filter((b) => b.floorPlanId === plan.id)
          .map((b) => ({
            start: b.start,
            end: b.end,
            groupSize: b.groupSize,
            kept: b.status !== BOOKING_STATUS.cancelled && !b.noShow,
            checkedIn: b.checkedIn,
            noShow: b.noShow,
          })),
      });
      plans.push({ floorPlanId: plan.id, floorPlanName: plan.name, capacity: plan.capacity, ...result });
    }
    return { from: q.from, to: q.to, plans };
  }

  async evaluationXlsx(
    p: Principal,
    product: string,
    q: { from: string; to: string; floorPlanId?: string },
    lang: 'de' | 'en',
  ) {
    const { plans } = await this.evaluation(p, product, q);
    const de = lang === 'de';
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Buchbar';
    const summary = wb.addWorksheet(de ? 'Auswertung' : 'Evaluation');
    summary.columns = [
      { header: de ? 'Grundriss' : 'Floor plan', key: 'name', width: 28 },
      { header: de ? 'Plätze (Personen)' : 'Places (persons)', key: 'capacity', width: 16 },
      { header: de ? 'Offene Platzstunden' : 'Open place-hours', key: 'capacityHours', width: 18 },
      { header: de ? 'Gebuchte Platzstunden' : 'Booked place-hours', key: 'bookedHours', width: 20 },
      { header: de ? 'Belegung' : 'Occupancy', key: 'occupancy', width: 12, style: { numFmt: '0.0%' } },
      { header: de ? 'Spitzenzeit' : 'Peak time', key: 'peak', width: 14 },
      {
        header: de ? 'Belegung zur Spitzenzeit' : 'Occupancy at peak',
        key: 'peakOccupancy',
        width: 22,
        style: { numFmt: '0.0%' },
      },
      { header: de ? 'Buchungen' : 'Bookings', key: 'bookings', width: 11 },
      { header: de ? 'Eingecheckt' : 'Checked in', key: 'checkedIn', width: 12 },
      { header: de ? 'Nicht erschienen' : 'No-shows', key: 'noShows', width: 16 },
      {
        header: de ? 'No-Show-Quote' : 'No-show rate',
        key: 'noShowRate',
        width: 14,
        style: { numFmt: '0.0%' },
      },
    ];
    summary.getRow(1).font = { bold: true };
    for (const plan of plans)
      summary.addRow({
        name: plan.floorPlanName,
        capacity: plan.capacity,
        capacityHours: round2(plan.capacityHours),
        bookedHours: round2(plan.bookedHours),
        occupancy: plan.occupancy,
        peak: plan.peak ? hourRange(plan.peak.hour) : '',
        peakOccupancy: plan.peak?.occupancy ?? null,
        bookings: plan.bookings,
        checkedIn: plan.checkedIn,
        noShows: plan.noShows,
        noShowRate: plan.noShowRate,
      });
    const hours = wb.addWorksheet(de ? 'Tagesverlauf' : 'By hour');
    hours.columns = [
      { header: de ? 'Grundriss' : 'Floor plan', key: 'name', width: 28 },
      { header: de ? 'Stunde' : 'Hour', key: 'hour', width: 14 },
      { header: de ? 'Offene Platzstunden' : 'Open place-hours', key: 'capacityHours', width: 18 },
      { header: de ? 'Gebuchte Platzstunden' : 'Booked place-hours', key: 'bookedHours', width: 20 },
      { header: de ? 'Belegung' : 'Occupancy', key: 'occupancy', width: 12, style: { numFmt: '0.0%' } },
    ];
    hours.getRow(1).font = { bold: true };
    for (const plan of plans)
      for (const h of plan.byHour)
        hours.addRow({
          name: plan.floorPlanName,
          hour: hourRange(h.hour),
          capacityHours: round2(h.capacityHours),
          bookedHours: round2(h.bookedHours),
          occupancy: h.occupancy,
        });
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  async xlsx(
    p: Principal,
    product: string,
    q: { from: string; to: string; floorPlanId?: string },
    lang: 'de' | 'en',
  ) {
    const rows = await this.rows(p, product, q);
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Buchbar';
    const ws = wb.addWorksheet(lang === 'de' ? 'Auslastung' : 'Utilisation');
    const de = lang === 'de';
    ws.columns = [
      { header: de ? 'Datum' : 'Date', key: 'date', width: 12 },
      { header: de ? 'Grundriss' : 'Floor plan', key: 'floorPlanName', width: 28 },
      { header: de ? 'Gebucht' : 'Booked', key: 'booked', width: 10 },
      { header: de ? 'Eingecheckt' : 'Checked in', key: 'checkedIn', width: 12 },
      { header: de ? 'Nicht erschienen' : 'No-show', key: 'noShow', width: 16 },
      { header: de ? 'Storniert' : 'Cancelled', key: 'cancelled', width: 10 },
    ];
    ws.getRow(1).font = { bold: true };
    // Real dates in the language's format (24.11.2026 / 24 Nov 2026), so Excel can sort and filter.
    ws.getColumn('date').numFmt = de ? 'dd.mm.yyyy' : 'd mmm yyyy';
    for (const r of rows) ws.addRow({ ...r, date: new Date(`${r.date}T00:00:00.000Z`) });
    const total = rows.reduce(
      (sum, r) => ({
        booked: sum.booked + r.booked,
        checkedIn: sum.checkedIn + r.checkedIn,
        noShow: sum.noShow + r.noShow,
        cancelled: sum.cancelled + r.cancelled,
      }),
      { booked: 0, checkedIn: 0, noShow: 0, cancelled: 0 },
    );
    ws.addRow({ date: de ? 'Summe' : 'Total', ...total }).font = { bold: true };
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
}
