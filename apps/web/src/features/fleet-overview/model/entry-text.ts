import type { TFunction } from 'i18next';
import { formatPeriod } from '@/lib/format-period';
import type { OverviewEntry } from '../api/get-vehicle-overview';
import { barKind } from './overview-grid';

type T = TFunction<'fleetOverview'>;

/** Who a bar is about: the block's type, the guest, or the driver (never colour alone). */
export function entryWho(t: T, e: OverviewEntry): string {
  if (e.phase === 'block') return t(`type.${e.type}` as 'type.WARTUNG', { defaultValue: e.type });
  if (e.guest) return `${t('guest')}: ${e.guestName ?? ''}`;
  const driver = e.driverName ?? t('unknownDriver');
  return e.specialTrip ? `${driver} (${t('specialTrip')})` : driver;
}

/** The bar's accessible name: kind, who, planned period and, for a late trip, how late. */
export function entryLabel(t: T, e: OverviewEntry, lang: string | undefined): string {
  const label = t('barLabel', {
    kind: t(`kind.${barKind(e)}`),
    who: entryWho(t, e),
    period: formatPeriod(e.start, e.end, lang),
  });
  return e.late ? `${label}, ${t('late')} (${t('lateBy', { minutes: e.lateMinutes })})` : label;
}
