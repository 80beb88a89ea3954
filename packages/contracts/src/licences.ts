import { LICENCE_STATUSES } from '@buchbar/domain/fleet/licence';
import { LICENCE_CLASSES } from '@buchbar/domain/fleet/vehicle-constants';
import { z } from 'zod';
import { LocalDateInput } from './common';

/**
 * Driver's licences (spec 3, 5, 9; issue 12 points 5-9; ADR 0011). Shapes only: the date rules
 * (ban range, dates in the future, check before issue) are the domain's validateLicenceDates and
 * come back as translated 422s.
 */

/** `{B: true, …}`: every key one of the spec's classes; missing = false. */
export const LicenceClasses = z
  .partialRecord(z.enum(LICENCE_CLASSES), z.boolean())
  .meta({ id: 'LicenceClasses', description: 'Class flags, e.g. {"B": true, "BE": false}' });

export const LicenceInput = z
  .object({
    number: z.string().trim().min(1).max(50),
    issueDate: LocalDateInput,
    classes: LicenceClasses,
    restrictions: z.string().trim().max(500).default(''),
    info: z.string().trim().max(2000).default(''),
    banFrom: LocalDateInput.nullable().default(null),
    banTo: LocalDateInput.nullable().default(null),
    lastCheck: LocalDateInput.nullable().default(null),
  })
  .strict()
  .meta({ id: 'LicenceInput' });

export const LicenceStatus = z.enum(LICENCE_STATUSES);

const Person = z.object({ id: z.string(), name: z.string() });

export const LicenceCheck = z
  .object({
    checkedOn: z.string(),
    nextCheck: z.string(),
    examiner: Person.nullable(),
    recordedAt: z.string(),
  })
  .meta({ id: 'LicenceCheck' });

/** GET /users/{id}/licence: `licence` null when none is recorded. */
export const UserLicence = z
  .object({
    user: Person.extend({ email: z.string(), departmentName: z.string().nullable() }),
    status: LicenceStatus,
    banActive: z.boolean(),
    /** Whether the signed-in user may PUT it and record checks (examiner, not their own). */
    editable: z.boolean(),
    licence: z
      .object({
        number: z.string(),
        issueDate: z.string(),
        classes: LicenceClasses,
        restrictions: z.string(),
        info: z.string(),
        banFrom: z.string().nullable(),
        banTo: z.string().nullable(),
        lastCheck: z.string().nullable(),
        nextCheck: z.string().nullable(),
        examiner: Person.nullable(),
      })
      .nullable(),
    checks: z.array(LicenceCheck),
  })
  .meta({ id: 'UserLicence' });

export const LicenceListQuery = z
  .object({ status: LicenceStatus.optional(), q: z.string().trim().max(100).optional() })
  .strict();

export const LicenceListItem = z
  .object({
    user: Person.extend({ email: z.string(), departmentName: z.string().nullable() }),
    status: LicenceStatus,
    classes: z.array(z.enum(LICENCE_CLASSES)),
    lastCheck: z.string().nullable(),
    nextCheck: z.string().nullable(),
    banActive: z.boolean(),
  })
  .meta({ id: 'LicenceListItem' });

export const LicenceList = z
  .object({
    items: z.array(LicenceListItem),
    /** Checks due (due soon + overdue) of the whole visible list, whatever the filter. */
    due: z.number().int().min(0),
  })
  .meta({ id: 'LicenceList' });

export const LicenceDueCount = z.object({ count: z.number().int().min(0) }).meta({ id: 'LicenceDueCount' });
