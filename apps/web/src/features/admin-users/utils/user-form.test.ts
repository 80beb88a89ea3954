import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER_FORM,
  pendingEmailAfterSave,
  refusalMessage,
  toUserCreate,
  toUserFormValues,
  toUserUpdate,
} from './user-form';

const ROLE_A = '00000000-0000-4000-8000-00000000000a';
const ROLE_B = '00000000-0000-4000-8000-00000000000b';
const DEPT = '00000000-0000-4000-8000-0000000000d1';

const loaded = toUserFormValues({
  id: 'u1',
  email: 'Ben@demo.example',
  firstName: 'Ben',
  lastName: 'Bucher',
  employeeId: null,
  status: 'aktiv',
  departmentId: DEPT,
  sso: false,
  invited: false,
  roleIds: [ROLE_A, ROLE_B],
  groupIds: [],
  permissions: [
    { name: 'fahrzeug_buchen', value: 'true' },
    { name: 'buchung_pflege', value: 'false' },
  ],
});

describe('toUserFormValues', () => {
  it('keeps only held direct permissions and maps null to empty text', () => {
    expect(loaded.permissions).toEqual(['fahrzeug_buchen']);
    expect(loaded.employeeId).toBe('');
  });
});

describe('toUserUpdate', () => {
  it.each([
    { name: 'nothing changed', change: {}, expected: {} },
    { name: 'role order does not count as a change', change: { roleIds: [ROLE_B, ROLE_A] }, expected: {} },
    { name: 'e-mail case does not count', change: { email: 'ben@demo.example' }, expected: {} },
    { name: 'trimmed name', change: { firstName: ' Benjamin ' }, expected: { firstName: 'Benjamin' } },
    { name: 'deactivate', change: { status: 'inaktiv' as const }, expected: { status: 'inaktiv' } },
    { name: 'department removed', change: { departmentId: '' }, expected: { departmentId: null } },
    { name: 'employee id set', change: { employeeId: ' 4711 ' }, expected: { employeeId: '4711' } },
    { name: 'role removed', change: { roleIds: [ROLE_A] }, expected: { roleIds: [ROLE_A] } },
    {
      name: 'direct permission added',
      change: { permissions: ['fahrzeug_buchen', 'fahrzeug_gastbuchung'] },
      expected: {
        permissions: [
          { name: 'fahrzeug_buchen', value: 'true' },
          { name: 'fahrzeug_gastbuchung', value: 'true' },
        ],
      },
    },
  ])('$name', ({ change, expected }) => {
    expect(toUserUpdate({ ...loaded, ...change }, loaded)).toEqual(expected);
  });
});

describe('toUserCreate', () => {
  it('trims and sends null for empty optional fields', () => {
    expect(
      toUserCreate({ ...EMPTY_USER_FORM, email: ' neu@demo.example ', firstName: ' Nina ', lastName: 'Neu' }),
    ).toEqual({
      email: 'neu@demo.example',
      firstName: 'Nina',
      lastName: 'Neu',
      employeeId: null,
      departmentId: null,
      roleIds: [],
      groupIds: [],
    });
  });
});

/** Shaped like the web's ApiError (status, code, translated message). */
const apiError = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { status, code, details: {} });

describe('e-mail change and refusals (issue 8)', () => {
  const saved = {
    id: 'u1',
    email: 'ben@demo.example',
    firstName: 'Ben',
    lastName: 'Bucher',
    employeeId: null,
    status: 'aktiv' as const,
    departmentId: null,
    sso: false,
    invited: false,
    roleIds: [],
    groupIds: [],
    permissions: [],
  };

  it.each([
    {
      name: 'an e-mail change waits for confirmation',
      update: { email: 'neu@demo.example' },
      pending: 'neu@demo.example',
      expected: 'neu@demo.example',
    },
    {
      name: 'no e-mail in the change',
      update: { firstName: 'B' },
      pending: 'neu@demo.example',
      expected: undefined,
    },
    { name: 'nothing pending', update: { email: 'neu@demo.example' }, pending: null, expected: undefined },
  ])('pendingEmailAfterSave: $name', ({ update, pending, expected }) => {
    expect(pendingEmailAfterSave(update, { ...saved, pendingEmail: pending })).toBe(expected);
  });

  it.each([
    { error: apiError(403, 'GRANT_EXCEEDS_OWN', 'Sie können nur …'), expected: 'Sie können nur …' },
    { error: apiError(403, 'TARGET_STRONGER', 'Diese Person …'), expected: 'Diese Person …' },
    { error: apiError(409, 'EMAIL_TAKEN', 'vergeben'), expected: undefined },
    { error: new Error('x'), expected: undefined },
    { error: undefined, expected: undefined },
  ])('refusalMessage($error.code) = $expected', ({ error, expected }) => {
    expect(refusalMessage(error)).toBe(expected);
  });
});
