import type { VehicleHistoryEntry, VehicleHistoryQuery } from '@buchbar/contracts/fleet';
import { historyRange } from '@buchbar/domain/fleet/history-filter';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { findTenantKey } from '../tenancy/tenancy.module';
import { listAttributes } from './object-attributes.repository';
import { type HistoryPageEntry, listHistoryPage } from './vehicle-history.repository';
import * as vehicles from './vehicles.repository';
import './vehicles.messages';

type Query = z.infer<typeof VehicleHistoryQuery>;
type Entry = z.infer<typeof VehicleHistoryEntry>;

export const tripFileUrl = (tenantKey: string, fileName: string) =>
  `/api/v1/files/vehicles/${encodeURIComponent(tenantKey)}/${encodeURIComponent(fileName)}`;

/**
 * The vehicle history for fleet care (issue 11 point 4; ADR 0009 point 9): one page of entries
 * with readings, damages (photo links), receipts (links) and attribute values by label.
 */
export class VehicleHistoryService {
  constructor(private readonly db: Db) {}

  async page(p: Principal, vehicleId: string, q: Query) {
    if (!(await vehicles.findVehicle(this.db, p.tenantId, vehicleId))) throw notFound();
    const range = historyRange(q.from, q.to);
    if (!range.ok) throw new AppError(422, range.code, range.details);
    const page = await listHistoryPage(this.db, p.tenantId, vehicleId, {
      types: q.type,
      start: range.value.start === null ? null : new Date(range.value.start),
      end: range.value.end === null ? null : new Date(range.value.end),
      after: q.cursor ? cursorOf(q.cursor) : null,
      limit: q.limit,
    });
    const tenantKey = (await findTenantKey(this.db, p.tenantId)) ?? '';
    const labels = await this.attributeLabels(p.tenantId);
    return {
      entries: page.entries.map((e) => presentEntry(e, tenantKey, labels)),
      next: page.next,
    };
  }

  private async attributeLabels(tenantId: string) {
    const list = await listAttributes(this.db, tenantId, 'FAHRZEUG_VERLAUF');
    return new Map(
      list.map((a) => [a.id, { label: a.label, choices: new Map(a.choices.map((c) => [c.key, c.text])) }]),
    );
  }
}

/** The cursor `<micros>~<id>` (shape checked by VehicleHistoryQuery). */
function cursorOf(cursor: string) {
  const [micros = '', id = ''] = cursor.split('~');
  return { micros, id };
}

function presentEntry(
  e: HistoryPageEntry,
  tenantKey: string,
  labels: Map<string, { label: string; choices: Map<string, string> }>,
): Entry {
  const file = (fileName: string) => ({ fileName, url: tripFileUrl(tenantKey, fileName) });
  return {
    id: e.id,
    type: e.type,
    status: e.status,
    description: e.description,
    bookingId: e.bookingId,
    user: e.userId ? { id: e.userId, name: e.userName ?? '' } : null,
    mileage: e.mileage,
    createdAt: e.createdAt.toISOString(),
    fuelPercent: e.fuelPercent,
    chargePercent: e.chargePercent,
    cleanlinessInside: e.cleanlinessInside,
    cleanlinessOutside: e.cleanlinessOutside,
    parkingSpot: e.parkingSpot,
    damages: e.damages.map((d) => ({ description: d.description, photos: d.photos.map(file) })),
    receipts: e.receipts.map(file),
    // An attribute deleted since keeps its value, under its id (nothing recorded is hidden).
    attributes: Object.entries(e.attributes).map(([attributeId, value]) => {
      const a = labels.get(attributeId);
      return { attributeId, label: a?.label ?? attributeId, value: a?.choices.get(value) ?? value };
    }),
  };
}
