import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as access from './access';
import * as audit from './audit';
import * as auth from './auth';
import * as common from './common';
import * as fleet from './fleet';
import * as settings from './settings';
import * as spaces from './spaces';
import * as spacesAdmin from './spaces-admin';
import * as tenants from './tenants';
import * as users from './users';

/** Schemas of what clients send: bodies, queries and path parameters. */
const INPUT = /(Input|Query|Update|Create|Params|Assignment|Limits|Domain|Mapping)$|^(Create|Cancel)/;

const inputSchemas = Object.entries({
  ...access,
  ...audit,
  ...auth,
  ...common,
  ...fleet,
  ...settings,
  ...spaces,
  ...spacesAdmin,
  ...tenants,
  ...users,
})
  .filter(([name, value]) => INPUT.test(name) && value instanceof z.ZodType)
  .map(([name, value]) => [name, value as z.ZodType] as const);

type Node = Record<string, unknown>;

/** A pattern bounds the length when it has no open repetition, or a (?=.{m,n}$) look-ahead. */
function boundedPattern(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  return /\(\?=\.\{\d+,\d+\}\$\)/.test(pattern) || !/[*+]|\{\d+,\}/.test(pattern.replace(/\\./g, ''));
}

function unboundedStrings(node: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((n, i) => {
      unboundedStrings(n, `${path}[${i}]`, out);
    });
    return out;
  }
  if (typeof node !== 'object' || node === null) return out;
  const n = node as Node;
  if (n.type === 'string' && n.maxLength === undefined && !n.enum && n.const === undefined) {
    if (!boundedPattern(n.pattern)) out.push(path || '(root)');
  }
  for (const [key, value] of Object.entries(n)) unboundedStrings(value, `${path}.${key}`, out);
  return out;
}

describe('every string a client sends has an upper bound (issue 8, point 11)', () => {
  it('finds the input schemas', () => {
    const names = inputSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'CreateSpaceBooking',
        'UserCreate',
        'TenantInput',
        'SettingsUpdate',
        'MapQuery',
        'VehicleInput',
        'VehicleUpdate',
        'ObjectAttributeInput',
      ]),
    );
  });

  it.each(inputSchemas)('%s', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(unboundedStrings(json, '', [])).toEqual([]);
  });
});

describe('instants and dates the API is given lie in 1970..2200', () => {
  it.each([
    ['2026-03-29T01:30:00+01:00', true],
    ['1970-01-01T00:00:00Z', true],
    ['2200-12-31T23:59:59Z', true],
    ['0001-01-01T00:00:00Z', false],
    ['9999-12-31T23:59:59Z', false],
    ['1969-12-31T23:59:59Z', false],
    ['+275760-09-13T00:00:00Z', false],
    ['not-a-date', false],
  ])('instant %s -> %s', (value, ok) => {
    expect(common.InstantInput.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['2026-10-25', true],
    ['0001-01-01', false],
    ['9999-12-31', false],
    ['275760-09-13', false],
  ])('date %s -> %s', (value, ok) => {
    expect(common.LocalDateInput.safeParse(value).success).toBe(ok);
  });
});
