import { DEFAULT_TIME_ZONE, daysBetween } from '@buchbar/domain/time/zoned-time';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { utilisation } from './utilisation.repository';

const MAX_DAYS = 366;

/** Office utilisation (menu "Auslastung"/"Auswertung"): booked vs checked in vs no-show per day and plan. */
export class UtilisationService {
  constructor(private readonly db: Db) {}

  async rows(p: Principal, product: string, q: { from: string; to: string; floorPlanId?: string }) {
    if (q.from > q.to) throw new AppError(422, 'INVALID_DATE_RANGE', { validFrom: q.from, validTo: q.to });
    if (daysBetween(q.from, q.to) > MAX_DAYS)
      throw new AppError(422, 'RANGE_TOO_LONG', { maxDays: MAX_DAYS });
    return utilisation(this.db, { tenantId: p.tenantId, product, ...q, zone: DEFAULT_TIME_ZONE });
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
