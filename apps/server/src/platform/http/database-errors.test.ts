import { describe, expect, it } from 'vitest';
import { databaseRefusal, registerConstraintCodes } from './database-errors';

registerConstraintCodes({
  things_tenant_name_uq: { code: 'THING_NAME_TAKEN', detailKey: 'name' },
  thing_domains_uq: { code: 'THING_DOMAIN_TAKEN', detailKey: 'domains', asList: true },
  things_no_overlap: { code: 'THING_ALREADY_BOOKED', status: 409 },
});

/** Drizzle wraps the driver's error: the PostgreSQL fields sit on `cause`. */
const wrapped = (fields: Record<string, unknown>) =>
  Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('pg'), fields) });

describe('databaseRefusal', () => {
  it.each([
    [
      'a registered unique constraint gets its module code with the value',
      {
        code: '23505',
        constraint: 'things_tenant_name_uq',
        detail: 'Key (tenant_id, name)=(7b1…, Lager, Süd) already exists.',
      },
      {
        status: 409,
        code: 'THING_NAME_TAKEN',
        details: { constraint: 'things_tenant_name_uq', name: 'Lager, Süd' },
      },
    ],
    [
      'a list placeholder gets a list',
      {
        code: '23505',
        constraint: 'thing_domains_uq',
        detail: 'Key (domain)=(race.example) already exists.',
      },
      {
        status: 409,
        code: 'THING_DOMAIN_TAKEN',
        details: { constraint: 'thing_domains_uq', domains: ['race.example'] },
      },
    ],
    [
      'an unregistered unique constraint is ALREADY_EXISTS without ids',
      { code: '23505', constraint: 'other_uq', detail: 'Key (tenant_id, label)=(x, A1) already exists.' },
      { status: 409, code: 'ALREADY_EXISTS', details: { constraint: 'other_uq', label: 'A1' } },
    ],
    [
      'a missing reference',
      { code: '23503', constraint: 'x_fk' },
      { status: 422, code: 'REFERENCE_NOT_FOUND' },
    ],
    [
      'a check constraint',
      { code: '23514', constraint: 'x_ck' },
      { status: 422, code: 'CONSTRAINT_VIOLATED' },
    ],
    [
      'an exclusion constraint',
      { code: '23P01', constraint: 'x_ex' },
      { status: 422, code: 'CONSTRAINT_VIOLATED' },
    ],
    [
      'a registered exclusion constraint gets its module code and status',
      { code: '23P01', constraint: 'things_no_overlap' },
      { status: 409, code: 'THING_ALREADY_BOOKED', details: { constraint: 'things_no_overlap' } },
    ],
    ['an unreadable uuid', { code: '22P02' }, { status: 400, code: 'INVALID_VALUE' }],
    ['an invalid datetime', { code: '22007' }, { status: 400, code: 'INVALID_VALUE' }],
    ['a datetime overflow', { code: '22008' }, { status: 400, code: 'INVALID_VALUE' }],
    ['a NUL in text', { code: '22021' }, { status: 400, code: 'INVALID_VALUE' }],
  ])('%s', (_label, fields, expected) => {
    expect(databaseRefusal(wrapped(fields))).toMatchObject(expected);
    // The same error unwrapped (pg directly, no Drizzle) maps the same way.
    expect(databaseRefusal(Object.assign(new Error('pg'), fields))).toMatchObject(expected);
  });

  it.each([
    ['a connection failure', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
    ['a terminated backend (an outage, not bad input)', wrapped({ code: '57P01' })],
    ['a plain error', new Error('boom')],
    ['not an error', undefined],
  ])('leaves %s alone', (_label, err) => {
    expect(databaseRefusal(err)).toBeUndefined();
  });
});
