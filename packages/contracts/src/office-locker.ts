import { z } from 'zod';
import { ObjectAttribute, TripEntryInput } from './fleet';

/** Key hand-over terminals `/officelocker` (issue 11 point 7, ADR 0009 gap 7). */
export const LockerTerminalInput = z.object({ name: z.string().trim().min(1).max(100) });

export const LockerTerminal = z
  .object({ id: z.uuid(), name: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() })
  .meta({ id: 'LockerTerminal' });

/** The token is shown once, with the URL to open on the terminal. */
export const LockerTerminalCreated = LockerTerminal.extend({ token: z.string(), url: z.string() });

/** What a terminal knows about itself: its name (to show that the setup worked). */
export const LockerTerminalSelf = z.object({ name: z.string() });

/** A code as typed or scanned ("ab3-k9x" is read as "AB3K9X"). */
export const LockerCodeInput = z.object({ code: z.string().max(40) });

export const LockerCheckOutInput = LockerCodeInput.extend({ entry: TripEntryInput });

/** The readings form of a return: no person, only the tenant's states and the vehicle's levels. */
export const LockerReturnForm = z.object({
  cleanlinessStates: z.array(z.string()),
  acceptBeforeCheckOut: z.boolean(),
  fuel: z.enum(['fuel', 'charge', 'both']),
  lastMileage: z.number().int().nullable(),
  /** The FAHRZEUG_VERLAUF attributes (definitions, no values): mandatory ones must be answered. */
  attributes: z.array(ObjectAttribute),
});

/** The terminal's answer to a code: the step and the key compartment, nothing personal. */
export const LockerStepView = z
  .object({
    step: z.enum(['pickup', 'return']),
    compartment: z.string(),
    form: LockerReturnForm.nullable(),
  })
  .meta({ id: 'LockerStep' });

export const LockerReturned = z.object({ step: z.literal('returned'), compartment: z.string() });

/** The driver's code in the app; null when the vehicle has no compartment or the trip is over. */
export const LockerCode = z.object({ code: z.string().nullable() });

export const KeyCompartment = z.object({ keyCompartment: z.string().trim().max(20).nullable() });
