import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { TripEntryInput } from '@buchbar/contracts/fleet';
import {
  isLockerCodeWellFormed,
  lockerCodeFromBytes,
  lockerCodeState,
  lockerStep,
  normalizeLockerCode,
} from '@buchbar/domain/fleet/office-locker';
import { tripRulesFromSettings } from '@buchbar/domain/fleet/trip-flow';
import type { z } from 'zod';
import { AppError, notFound, unauthenticated } from '../../platform/http/app-error';
import type { Language } from '../../platform/http/messages';
import type { Principal } from '../access/access.module';
import * as repo from './office-locker.repository';
import './office-locker.messages';
import { lastMileage, type TripsService } from '../trips/trips.module';
import { approversOf, findBooking } from '../vehicle-bookings/vehicle-bookings.module';
import { type FleetDeps, listAttributes } from '../vehicles/vehicles.module';

/** Code entries a terminal may make per minute (ADR 0009 gap 7: a guessed code stays unlikely). */
export const LOCKER_ATTEMPTS_PER_MINUTE = 10;

export type OfficeLockerDeps = FleetDeps & {
  trips: TripsService;
  /** The server's secret: codes are derived from it and the booking id, lookups hashed with it. */
  secret: () => Promise<string>;
  publicUrl?: string;
};

type Entry = z.infer<typeof TripEntryInput>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** Every refusal of the terminal looks the same: unknown, outside its time, refused step. */
const neutral = () => new AppError(404, 'LOCKER_CODE_UNKNOWN');
const presentTerminal = (t: { id: string; name: string; createdAt: Date; revokedAt: Date | null }) => ({
  id: t.id,
  name: t.name,
  createdAt: t.createdAt.toISOString(),
  revokedAt: t.revokedAt?.toISOString() ?? null,
});

/**
 * The key hand-over terminal `/officelocker` (issue 11 point 7, ADR 0009 gap 7). A terminal signs
 * in with a device token (SHA-256 stored, shown once, revocable, like the spaces kiosk). A trip's
 * 6-character code is derived from the server secret and the booking id (so the app can show it
 * again) and stored only as a keyed hash for the terminal's lookup. The terminal answers with the
 * step `lockerStep` offers and the vehicle's key compartment, never a name or destination; a
 * return is the driver's check-out through the trips service.
 */
export class OfficeLockerService {
  constructor(private readonly d: OfficeLockerDeps) {}

  async createTerminal(p: Principal, name: string) {
    const token = randomBytes(32).toString('base64url');
    const row = await repo.insertTerminal(this.d.db, {
      tenantId: p.tenantId,
      name,
      tokenHash: sha256(token),
    });
    const base = (this.d.publicUrl ?? '').replace(/\/$/, '');
    return { ...presentTerminal(row), token, url: `${base}/officelocker?token=${token}` };
  }

  async listTerminals(p: Principal) {
    return (await repo.listTerminals(this.d.db, p.tenantId)).map(presentTerminal);
  }

  async revokeTerminal(p: Principal, id: string) {
    if (!(await repo.revokeTerminal(this.d.db, p.tenantId, id))) throw notFound();
  }

  /** The vehicle's key compartment (fleet managers; another tenant's vehicle: 404). */
  async keyCompartment(p: Principal, vehicleId: string) {
    const row = await repo.findKeyCompartment(this.d.db, p.tenantId, vehicleId);
    if (!row) throw notFound();
    return { keyCompartment: row.keyCompartment };
  }

  async setKeyCompartment(p: Principal, vehicleId: string, value: string | null) {
    const keyCompartment = value?.trim() ? value.trim() : null;
    if (!(await repo.setKeyCompartment(this.d.db, p.tenantId, vehicleId, keyCompartment))) throw notFound();
    return { keyCompartment };
  }

  /** The terminal behind a token (401 for unknown or revoked); only its name is shown. */
  async terminal(token: string | undefined) {
    const found = token ? await repo.findTerminal(this.d.db, sha256(token)) : undefined;
    if (!found) throw unauthenticated();
    return found;
  }

  /**
   * The trip's code for its driver (for a guest booking, the staff member who booked it), or
   * null when the vehicle has no key compartment or the trip is over. Anyone else: 404/403.
   * Before the approval there is no code (issue 22 point 2): 409 NOT_APPROVED.
   */
  async codeFor(p: Principal, bookingId: string): Promise<{ code: string | null }> {
    const row = await findBooking(this.d.db, p.tenantId, bookingId);
    if (!row) throw notFound();
    const holder = row.driverId ?? row.bookerId;
    if (holder !== p.userId) throw new AppError(403, 'TRIP_NOT_PERMITTED', { bookingId });
    const state = lockerCodeState({
      type: row.type,
      status: row.status,
      approvers: (await approversOf(this.d.db, row.id)).map((a) => ({
        userId: a.userId,
        approved: a.approved,
      })),
    });
    if (state === 'NOT_APPROVED') throw new AppError(409, 'NOT_APPROVED', { bookingId, status: row.status });
    const compartment = await repo.findKeyCompartment(this.d.db, p.tenantId, row.vehicleId);
    if (state !== 'available' || !compartment?.keyCompartment) return { code: null };
    const secret = await this.d.secret();
    const code = deriveCode(secret, bookingId);
    // Stored on first sight (and again if the secret changed), so the terminal finds it.
    await repo.setCodeHash(this.d.db, p.tenantId, bookingId, codeHash(secret, p.tenantId, code));
    return { code };
  }

  /** What the terminal offers for a code: the step and the compartment, nothing personal. */
  async lookup(token: string | undefined, code: string) {
    const found = await this.find(token, code);
    return found.view;
  }

  /**
   * The return at the terminal: the driver's check-out (validateTripEntry through the trips
   * service, refusals per field as 422), then the compartment to put the key in. Files cannot be
   * added at a terminal; a refused step looks like an unknown code.
   */
  async checkOut(token: string | undefined, code: string, entry: Entry, lang: Language) {
    const found = await this.find(token, code);
    if (found.view.step !== 'return') throw neutral();
    const input: Entry = {
      ...entry,
      receipts: [],
      damages: (entry.damages ?? []).map((d) => ({ description: d.description ?? null, photos: [] })),
    };
    try {
      await this.d.trips.checkOut(found.actor, lang, found.bookingId, input);
    } catch (err) {
      // The readings' refusals name fields and limits only; anything else stays neutral.
      if (err instanceof AppError && err.status === 422) throw err;
      if (err instanceof AppError) throw neutral();
      throw err;
    }
    return { step: 'returned' as const, compartment: found.view.compartment };
  }

  private async find(token: string | undefined, rawCode: string) {
    const terminal = await this.terminal(token);
    const now = this.d.clock();
    const attempts = await repo.countAttempt(this.d.db, terminal.id, new Date(now));
    if (attempts > LOCKER_ATTEMPTS_PER_MINUTE) throw new AppError(429, 'RATE_LIMITED', { seconds: 60 });
    const code = normalizeLockerCode(rawCode);
    if (!isLockerCodeWellFormed(code)) throw neutral();
    const secret = await this.d.secret();
    const rows = await repo.findByCodeHash(
      this.d.db,
      terminal.tenantId,
      codeHash(secret, terminal.tenantId, code),
    );
    const offered = [];
    for (const row of rows) {
      if (!row.keyCompartment) continue; // without a compartment the terminal is not offered
      if (deriveCode(secret, row.id) !== code) continue; // a hash stored under an older secret
      const actorId = row.driverId ?? row.bookerId;
      const { values } = await this.d.settings.effective(terminal.tenantId, actorId);
      const approvers = await approversOf(this.d.db, row.id);
      const step = lockerStep(
        {
          type: row.type,
          status: row.status,
          start: row.startAt.getTime(),
          approvers: approvers.map((a) => ({ userId: a.userId, approved: a.approved })),
          guestConfirmed: row.guestName === null || row.guestConfirmed,
        },
        now,
        tripRulesFromSettings(values),
      );
      if (step) offered.push({ row, step, actorId, values });
    }
    const [hit] = offered;
    if (!hit || offered.length > 1) throw neutral();
    const { row, step, values } = hit;
    const actor: Principal = {
      userId: hit.actorId,
      email: '',
      name: '',
      tenantId: terminal.tenantId,
      platformAdmin: false,
      permissions: [],
      isAdmin: false,
    };
    const compartment = row.keyCompartment ?? '';
    const view =
      step === 'pickup'
        ? { step, compartment, form: null }
        : {
            step,
            compartment,
            form: {
              cleanlinessStates: [...values['vehicles.cleanlinessStates']],
              acceptBeforeCheckOut: values['vehicles.acceptBeforeCheckOut'],
              fuel: fuelReadingOf(row.fuelType),
              lastMileage: await lastMileage(this.d.db, terminal.tenantId, row.vehicleId),
              attributes: (await listAttributes(this.d.db, terminal.tenantId, 'FAHRZEUG_VERLAUF')).map(
                (a) => ({
                  ...a,
                  choices: [...a.choices],
                  conditions: [...a.conditions],
                }),
              ),
            },
          };
    return { view, bookingId: row.id, actor };
  }
}

/** Which level the check-out form asks: fuel, charge, or both for a plug-in hybrid. */
function fuelReadingOf(fuelType: string): 'fuel' | 'charge' | 'both' {
  if (fuelType === 'ELEKTRO') return 'charge';
  if (fuelType === 'PLUGIN_HYBRID') return 'both';
  return 'fuel';
}

/** The booking's code: unbiased characters (lockerCodeFromBytes) from an HMAC of its id. */
export function deriveCode(secret: string, bookingId: string): string {
  for (let round = 0; ; round++) {
    const bytes = createHmac('sha256', secret).update(`office-locker-code:${bookingId}:${round}`).digest();
    const code = lockerCodeFromBytes(bytes);
    if (code) return code;
  }
}

/** Keyed, so a copy of the database alone does not reveal the codes by trying all 887 million. */
export function codeHash(secret: string, tenantId: string, code: string): string {
  return createHmac('sha256', secret).update(`office-locker-hash:${tenantId}:${code}`).digest('hex');
}
