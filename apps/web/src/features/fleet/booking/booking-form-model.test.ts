import { describe, expect, it } from 'vitest';
import type { VehicleBooking } from '../api/booking-types';
import {
  buildRequest,
  defaultEnd,
  initialValues,
  keptOrDefaultEnd,
  splitInstant,
  timeChoices,
} from './booking-form-model';

const VEHICLE = '00000000-0000-4000-8201-000000000001';
const booking: VehicleBooking = {
  id: '00000000-0000-4000-8300-000000000001',
  vehicleId: VEHICLE,
  vehicleName: 'VW Golf (B-BB 1)',
  type: 'BUCHUNG',
  status: 'reserviert',
  start: '2026-10-25T08:00:00.000Z',
  end: '2026-10-25T11:00:00.000Z',
  booker: { id: 'u1', name: 'Bea Booker' },
  driver: { id: 'u1', name: 'Bea Booker' },
  reasonForTrip: 'Kundentermin',
  destination: 'Potsdam',
  stopover: '',
  passengers: '',
  contact: '',
  detour: '',
  information: '',
  needsApproval: false,
  approvedAt: null,
  cancelReason: null,
  createdAt: '2026-10-20T08:00:00.000Z',
};

describe('booking form model', () => {
  it('splits instants into Berlin date and time (DST days)', () => {
    expect(splitInstant('2026-10-25T00:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(splitInstant('2026-10-25T01:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(splitInstant('2026-03-29T01:00:00Z')).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(splitInstant('2026-11-23T23:15:00Z')).toEqual({ date: '2026-11-24', time: '00:15' });
  });

  it('starts from the booking, the list period or today', () => {
    expect(initialValues({ booking, today: '2026-10-01' })).toMatchObject({
      date: '2026-10-25',
      start: booking.start,
      endDate: '2026-10-25',
      endTime: '12:00',
      driverId: 'u1',
      destination: 'Potsdam',
    });
    expect(
      initialValues({
        initialStart: '2026-11-24T09:00:00Z',
        initialEnd: '2026-11-24T11:00:00Z',
        today: '2026-11-23',
      }),
    ).toMatchObject({ date: '2026-11-24', start: '2026-11-24T09:00:00Z', endTime: '12:00' });
    expect(initialValues({ today: '2026-11-23' })).toMatchObject({
      date: '2026-11-23',
      start: null,
      endTime: null,
    });
  });

  it('offers times in the booking step and a default end capped by the latest end', () => {
    expect(timeChoices(15)).toHaveLength(96);
    expect(timeChoices(30).slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeChoices(0)).toHaveLength(96);
    expect(defaultEnd('2026-11-24T08:00:00Z', '2026-11-24T17:00:00Z', 60)).toEqual({
      date: '2026-11-24',
      time: '10:00',
    });
    expect(defaultEnd('2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z', 60)).toEqual({
      date: '2026-11-24',
      time: '09:30',
    });
  });

  it('keeps an end after a new start, else proposes one', () => {
    const latest = '2026-11-24T17:00:00Z';
    expect(
      keptOrDefaultEnd({ endDate: '2026-11-24', endTime: '12:00' }, '2026-11-24T08:00:00Z', latest, 60),
    ).toEqual({
      endDate: '2026-11-24',
      endTime: '12:00',
    });
    expect(
      keptOrDefaultEnd({ endDate: '2026-11-24', endTime: '09:00' }, '2026-11-24T08:00:00Z', latest, 60),
    ).toEqual({
      endDate: '2026-11-24',
      endTime: '10:00',
    });
    expect(keptOrDefaultEnd({ endDate: null, endTime: null }, '2026-11-24T08:00:00Z', latest, 120)).toEqual({
      endDate: '2026-11-24',
      endTime: '11:00',
    });
  });

  it('asks for start and end before sending', () => {
    const r = buildRequest(initialValues({ today: '2026-11-23' }), VEHICLE);
    expect(r).toEqual({ ok: false, errors: { start: 'required', end: 'required' } });
  });

  it('posts every field of a new trip, in Berlin time', () => {
    const values = {
      ...initialValues({ today: '2026-10-25' }),
      start: '2026-10-25T00:30:00.000Z',
      endDate: '2026-10-25',
      endTime: '04:00',
      destination: '  Leipzig ',
      driverId: 'u2',
    };
    const r = buildRequest(values, VEHICLE);
    expect(r).toEqual({
      ok: true,
      save: {
        kind: 'create',
        body: {
          vehicleId: VEHICLE,
          start: '2026-10-25T00:30:00.000Z',
          end: '2026-10-25T03:00:00.000Z',
          reasonForTrip: '',
          destination: 'Leipzig',
          stopover: '',
          passengers: '',
          contact: '',
          detour: '',
          information: '',
          driverId: 'u2',
        },
      },
    });
  });

  it('patches only what changed', () => {
    const values = {
      ...initialValues({ booking, today: '2026-10-01' }),
      endTime: '13:00',
      passengers: 'Max',
    };
    expect(buildRequest(values, VEHICLE, booking)).toEqual({
      ok: true,
      save: { kind: 'change', id: booking.id, body: { end: '2026-10-25T12:00:00.000Z', passengers: 'Max' } },
    });
    expect(buildRequest(initialValues({ booking, today: '2026-10-01' }), VEHICLE, booking)).toEqual({
      ok: true,
      save: { kind: 'change', id: booking.id, body: {} },
    });
  });
});
