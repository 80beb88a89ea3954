import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/status';
import { ERROR_CODES } from '../error-codes';
import { LOGBOOK_MESSAGES } from './logbook-messages';
import { FLEET_MESSAGES } from './messages';
import { REPORT_MESSAGES } from './report-messages';
import {
  isFuelType,
  isLicenceClass,
  isObjectAttributeObject,
  isVehicleBlockingStatus,
  isVehicleBlockType,
  OBJECT_ATTRIBUTE_CONDITIONS,
  OBJECT_ATTRIBUTE_OBJECTS,
  OBJECT_ATTRIBUTE_TYPES,
  VEHICLE_BLOCK_TYPES,
  VEHICLE_BLOCKING_STATUSES,
  VEHICLE_BOOKING_TYPES,
} from './vehicle-constants';

describe('vehicle value lists', () => {
  it('blocks with vorgemerkt, reserviert and aktiv only (ADR 0008, the exclusion constraint)', () => {
    expect(VEHICLE_BLOCKING_STATUSES).toEqual(['vorgemerkt', 'reserviert', 'aktiv']);
    for (const status of VEHICLE_BLOCKING_STATUSES) expect(BOOKING_STATUSES).toContain(status);
    expect(['durchgefuehrt', 'storniert', 'verschlossen'].map(isVehicleBlockingStatus)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('names the spec lists', () => {
    expect(VEHICLE_BOOKING_TYPES).toEqual(['BUCHUNG', 'WARTUNG', 'SERVICE', 'DEFEKT']);
    expect(VEHICLE_BLOCK_TYPES).toEqual(['WARTUNG', 'SERVICE', 'DEFEKT']);
    expect(isVehicleBlockType('BUCHUNG')).toBe(false);
    expect(OBJECT_ATTRIBUTE_TYPES).toEqual(['TEXT', 'RADIOS', 'DROPDOWN']);
    expect(OBJECT_ATTRIBUTE_CONDITIONS).toEqual(['MANDATORY', 'SHOW_IF', 'SHOW_FILTER', 'SHOW_CARD']);
    expect(OBJECT_ATTRIBUTE_OBJECTS).toEqual(['FAHRZEUG', 'FAHRZEUG_VERLAUF']);
    expect([isObjectAttributeObject('FAHRZEUG_VERLAUF'), isObjectAttributeObject('RAUM')]).toEqual([
      true,
      false,
    ]);
    expect([isLicenceClass('C1'), isLicenceClass('C2'), isFuelType('ELEKTRO'), isFuelType(7)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('has a German and an English message for every fleet code', () => {
    // The logbook's and the reports' messages live beside them and are registered by their routes.
    const all = { ...FLEET_MESSAGES, ...LOGBOOK_MESSAGES, ...REPORT_MESSAGES };
    for (const [code, text] of Object.entries(all)) {
      expect(ERROR_CODES).toContain(code);
      expect(text.de.length).toBeGreaterThan(0);
      expect(text.en.length).toBeGreaterThan(0);
    }
    const fleetCodes = ERROR_CODES.slice(ERROR_CODES.indexOf('END_NOT_AFTER_START'));
    expect(Object.keys(all).sort()).toEqual([...fleetCodes].sort());
  });
});
