import {
  LOGBOOK_EDITABLE_FIELDS,
  type LogbookChanges,
  type LogbookContent,
  type LogbookTripKind,
} from '@buchbar/domain/fleet/logbook';

/** The dialog's values: mileages as text while typed, so an empty field stays empty. */
export type LogbookFormValues = {
  tripKind: LogbookTripKind;
  startMileage: string;
  endMileage: string;
  destination: string;
  stopover: string;
  detour: string;
  purpose: string;
  partner: string;
  note: string;
  reason: string;
};

export function formValuesOf(c: LogbookContent): LogbookFormValues {
  return {
    tripKind: c.tripKind,
    startMileage: c.startMileage === null ? '' : String(c.startMileage),
    endMileage: c.endMileage === null ? '' : String(c.endMileage),
    destination: c.destination,
    stopover: c.stopover,
    detour: c.detour,
    purpose: c.purpose,
    partner: c.partner,
    note: c.note,
    reason: '',
  };
}

const mileageOf = (text: string): number | null => {
  const trimmed = text.trim().replace(/[.\s]/g, '');
  return trimmed === '' ? null : Number(trimmed);
};

/**
 * Only the fields that differ from the current version go to the server (the domain refuses a
 * version that changes nothing and decides the rest: trip-kind rules, mileage order, reason).
 */
export function changesOf(current: LogbookContent, v: LogbookFormValues): LogbookChanges {
  const next: Record<string, unknown> = {
    ...v,
    startMileage: mileageOf(v.startMileage),
    endMileage: mileageOf(v.endMileage),
  };
  const changes: Record<string, unknown> = {};
  for (const f of LOGBOOK_EDITABLE_FIELDS) {
    const value = typeof next[f] === 'string' ? (next[f] as string).trim() : next[f];
    if (value !== current[f]) changes[f] = value;
  }
  return changes as LogbookChanges;
}

/** Which text fields a trip kind asks for (private: kilometres only; commute: a note). */
export function fieldsOfKind(kind: LogbookTripKind) {
  if (kind === 'private') return [] as const;
  if (kind === 'commute') return ['note'] as const;
  return ['destination', 'stopover', 'detour', 'purpose', 'partner'] as const;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Berlin day 'YYYY-MM-DD' as the language shows it (24.11.2026 / 24 Nov 2026, lib/format-date's formats). */
export function formatDay(localDate: string, lang: string): string {
  const [y, m, d] = localDate.split('-');
  return lang.startsWith('en') ? `${Number(d)} ${MONTHS_EN[Number(m) - 1]} ${y}` : `${d}.${m}.${y}`;
}
