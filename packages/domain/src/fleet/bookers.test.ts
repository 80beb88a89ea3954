import { describe, expect, it } from 'vitest';
import type { PermissionName } from '../permissions';
import {
  type BookerCandidate,
  type BookingActor,
  bookerScope,
  checkDriver,
  possibleBookers,
} from './bookers';

const user = (
  id: string,
  departmentId: string | null,
  permissions: PermissionName[] = ['fahrzeug_buchen'],
  status: BookerCandidate['status'] = 'aktiv',
): BookerCandidate => ({ id, departmentId, permissions, status });

const users = [
  user('me', 'fleet'),
  user('colleague', 'fleet'),
  user('other-dept', 'sales'),
  user('no-dept', null),
  user('inactive', 'fleet', ['fahrzeug_buchen'], 'inaktiv'),
  user('reader', 'fleet', []),
];
const actor = (permissions: PermissionName[], departmentId: string | null = 'fleet'): BookingActor => ({
  id: 'me',
  departmentId,
  permissions,
});
const ids = (result: ReturnType<typeof possibleBookers>) =>
  result.ok ? result.value.map((u) => u.id) : result.code;

describe('possible bookers (spec 6)', () => {
  it.each([
    // actor permissions, actor department, department filter, expected
    [
      ['fahrzeug_buchen', 'fahrzeug_fremdbuchung'],
      'fleet',
      false,
      ['me', 'colleague', 'other-dept', 'no-dept'],
    ],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], 'fleet', true, ['me', 'colleague']],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], null, true, ['no-dept']],
    [['fahrzeug_fremdbuchung'], 'fleet', false, ['me', 'colleague', 'other-dept', 'no-dept']], // the actor's own row holds fahrzeug_buchen here
    [['fahrzeug_buchen'], 'fleet', false, ['me']],
    [['fahrzeug_buchen'], 'fleet', true, ['me']],
    [['fahrzeug_pflege'], 'fleet', false, 'VEHICLE_BOOKING_NOT_PERMITTED'],
    [[], 'fleet', false, 'VEHICLE_BOOKING_NOT_PERMITTED'],
  ] as const)('%o in %s, filter %s -> %o', (permissions, departmentId, departmentFilter, expected) => {
    expect(
      ids(possibleBookers({ actor: actor([...permissions], departmentId), users, departmentFilter })),
    ).toEqual(expected);
  });

  it('names the scope', () => {
    expect(bookerScope(actor(['fahrzeug_buchen', 'fahrzeug_fremdbuchung']))).toBe('others');
    expect(bookerScope(actor(['fahrzeug_buchen']))).toBe('self');
    expect(bookerScope(actor(['fahrzeug_gastbuchung']))).toBe('none');
  });

  it.each([
    // actor permissions, driver, department filter, expected
    [['fahrzeug_buchen'], 'me', false, 'me'],
    [['fahrzeug_buchen'], 'colleague', false, 'DRIVER_NOT_ALLOWED'],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], 'colleague', false, 'colleague'],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], 'other-dept', true, 'DRIVER_NOT_ALLOWED'],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], 'inactive', false, 'DRIVER_NOT_ALLOWED'],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], 'reader', false, 'DRIVER_NOT_ALLOWED'],
    [['fahrzeug_buchen', 'fahrzeug_fremdbuchung'], 'unknown', false, 'DRIVER_NOT_ALLOWED'],
    [[], 'me', false, 'VEHICLE_BOOKING_NOT_PERMITTED'],
  ] as const)('%o booking for %s (filter %s) -> %s', (permissions, driverId, departmentFilter, expected) => {
    const driver = users.find((u) => u.id === driverId) ?? null;
    const result = checkDriver({ actor: actor([...permissions]), driver, departmentFilter });
    expect(result.ok ? result.value.id : result.code).toBe(expected);
  });
});
