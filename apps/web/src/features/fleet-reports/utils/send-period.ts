import {
  previousReportPeriod,
  type ReportInterval,
  reportPeriodName,
  reportPeriodOf,
} from '@buchbar/domain/fleet/report-period';
import { localDateOf } from '@buchbar/domain/time/zoned-time';

/** What "Send now" covers (ADR 0015): the current period so far (the default), the last one, or chosen days. */
export type SendChoice = 'current' | 'previous' | 'custom';

export type SendPeriod = { choice: SendChoice; from: string; to: string };

/**
 * The body of POST /reports/send-now for the choice: none for the current period (the server
 * takes its own clock), the last completed period's days, or the chosen days as typed.
 */
export function sendBody(
  p: SendPeriod,
  interval: ReportInterval,
  now: number,
): { from?: string; to?: string } {
  if (p.choice === 'current') return {};
  if (p.choice === 'previous') {
    const last = previousReportPeriod(now, interval);
    return { from: last.from, to: last.to };
  }
  return { from: p.from, to: p.to };
}

/** The days the choice covers, as the dialog shows them (the current period ends today). */
export function choiceDays(
  p: SendPeriod,
  interval: ReportInterval,
  now: number,
): { from: string; to: string } {
  if (p.choice === 'current') return { from: reportPeriodOf(now, interval).from, to: localDateOf(now) };
  if (p.choice === 'previous') return previousReportPeriod(now, interval);
  return { from: p.from, to: p.to };
}

/** "4. Quartal 2026" / "Q4 2026" for a whole period of the interval, else its first and last day. */
export function periodName(p: { from: string; to: string }, interval: ReportInterval | null, lang: string) {
  return reportPeriodName(p, interval, lang.startsWith('en') ? 'en' : 'de');
}

/** A custom choice needs both days, "to" not before "from". */
export function customError(p: SendPeriod): 'missing' | 'reversed' | null {
  if (p.choice !== 'custom') return null;
  if (!p.from || !p.to) return 'missing';
  return p.to < p.from ? 'reversed' : null;
}
