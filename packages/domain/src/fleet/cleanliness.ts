import { err, ok, type Result } from '../result';
import type { EffectiveSettings } from '../settings';
import type { Violation } from './availability';

/**
 * Cleanliness states and the fleet manager's damage and dirt notice (spec 3, 9; ADR 0008
 * gap 10, ADR 0009 gap 3). `vehicles.cleanlinessStates` is ordered best first; a mail threshold
 * means "this level and worse"; an empty threshold means never.
 */
export type CleanlinessSettings = {
  readonly states: readonly string[];
  /** `vehicles.cleanlinessInsideMailThreshold` ('' = never). */
  readonly insideThreshold: string;
  /** `vehicles.cleanlinessOutsideMailThreshold` ('' = never). */
  readonly outsideThreshold: string;
};

export function cleanlinessSettingsFrom(s: EffectiveSettings): CleanlinessSettings {
  return {
    states: s['vehicles.cleanlinessStates'],
    insideThreshold: s['vehicles.cleanlinessInsideMailThreshold'],
    outsideThreshold: s['vehicles.cleanlinessOutsideMailThreshold'],
  };
}

export const CLEANLINESS_STATE_MAX_LENGTH = 100;

/**
 * A state list as written: at least one state, each trimmed, not blank, at most 100 characters,
 * no two alike ignoring case (they would look the same in the form). CLEANLINESS_STATES_INVALID.
 */
export function validateCleanlinessStates(states: readonly string[]): Result<string[]> {
  const trimmed = states.map((s) => s.trim());
  if (trimmed.length === 0) return err('CLEANLINESS_STATES_INVALID', { reason: 'empty' });
  if (trimmed.some((s) => s === '' || s.length > CLEANLINESS_STATE_MAX_LENGTH)) {
    return err('CLEANLINESS_STATES_INVALID', { reason: 'blank or too long' });
  }
  const folded = trimmed.map((s) => s.toLocaleLowerCase('de'));
  if (new Set(folded).size !== folded.length) {
    return err('CLEANLINESS_STATES_INVALID', { reason: 'duplicate' });
  }
  return ok(trimmed);
}

/** A threshold must be one of the states, or '' for never (CLEANLINESS_THRESHOLD_UNKNOWN). */
export function validateCleanlinessThreshold(
  value: string,
  states: readonly string[],
  setting: string,
): Result<string> {
  const trimmed = value.trim();
  if (trimmed === '' || states.includes(trimmed)) return ok(trimmed);
  return err('CLEANLINESS_THRESHOLD_UNKNOWN', { value: trimmed, setting, allowed: states.join(', ') });
}

/**
 * The check for a settings write touching any of the three options: the new state list, and
 * both thresholds against it, so a list change that would orphan a threshold is refused
 * (ADR 0008 gap 10). Pass the values as they would be after the write.
 */
export function checkCleanlinessSettings(next: CleanlinessSettings): Violation[] {
  const states = validateCleanlinessStates(next.states);
  if (!states.ok) return [{ code: states.code, details: states.details }];
  const refusals: Violation[] = [];
  for (const [setting, value] of [
    ['vehicles.cleanlinessInsideMailThreshold', next.insideThreshold],
    ['vehicles.cleanlinessOutsideMailThreshold', next.outsideThreshold],
  ] as const) {
    const threshold = validateCleanlinessThreshold(value, states.value, setting);
    if (!threshold.ok) refusals.push({ code: threshold.code, details: threshold.details });
  }
  return refusals;
}

/** Position in the list (0 = best), or -1 for a value that is not a state. */
export function cleanlinessRank(value: string, states: readonly string[]): number {
  return states.indexOf(value);
}

/**
 * "This level and worse": the value is a state and not better than the threshold. An empty or
 * unknown threshold (a stored value the list no longer has) never matches.
 */
export function isAtOrWorse(value: string | null, threshold: string, states: readonly string[]): boolean {
  if (value === null || threshold.trim() === '') return false;
  const rank = cleanlinessRank(value, states);
  const limit = cleanlinessRank(threshold.trim(), states);
  return rank >= 0 && limit >= 0 && rank >= limit;
}

export const FLEET_NOTICE_REASONS = ['DAMAGE', 'DIRT_INSIDE', 'DIRT_OUTSIDE'] as const;
export type FleetNoticeReason = (typeof FLEET_NOTICE_REASONS)[number];

/** What a CHECK_IN or CHECK_OUT entry reported. */
export type ReportedCondition = {
  readonly damageCount: number;
  readonly cleanlinessInside: string | null;
  readonly cleanlinessOutside: string | null;
};

/**
 * Why the fleet managers are told about a trip entry (spec 9; ADR 0009 gap 3): DAMAGE for any
 * reported damage, DIRT_INSIDE / DIRT_OUTSIDE for a cleanliness at or beyond its threshold.
 * Empty = no notice.
 */
export function fleetNoticeReasons(
  reported: ReportedCondition,
  settings: CleanlinessSettings,
): FleetNoticeReason[] {
  const reasons: FleetNoticeReason[] = [];
  if (reported.damageCount > 0) reasons.push('DAMAGE');
  if (isAtOrWorse(reported.cleanlinessInside, settings.insideThreshold, settings.states)) {
    reasons.push('DIRT_INSIDE');
  }
  if (isAtOrWorse(reported.cleanlinessOutside, settings.outsideThreshold, settings.states)) {
    reasons.push('DIRT_OUTSIDE');
  }
  return reasons;
}

/** A fleet manager (holder of `fahrzeug_pflege`, active) and their personal damage-mail flag. */
export type FleetManager = { readonly userId: string; readonly mailOnDamageReported: boolean };

export type FleetNoticeMail = { readonly userId: string; readonly reasons: readonly FleetNoticeReason[] };

/**
 * One mail per fleet manager and entry, naming every reason that applies to them. The personal
 * flag `vehicles.mailOnDamageReported` switches off the damage part only; dirt follows the
 * tenant's thresholds. A manager with nothing left gets no mail.
 */
export function fleetNoticeMails(
  managers: readonly FleetManager[],
  reasons: readonly FleetNoticeReason[],
): FleetNoticeMail[] {
  const seen = new Set<string>();
  const mails: FleetNoticeMail[] = [];
  for (const manager of managers) {
    if (seen.has(manager.userId)) continue;
    seen.add(manager.userId);
    const own = reasons.filter((r) => r !== 'DAMAGE' || manager.mailOnDamageReported);
    if (own.length > 0) mails.push({ userId: manager.userId, reasons: own });
  }
  return mails;
}
