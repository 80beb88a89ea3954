import { FLEET_MESSAGES } from '@buchbar/domain/fleet/messages';
import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

/** The domain's fleet rule codes (availability, booking times, special trips, bookers), as they are. */
registerMessages(FLEET_MESSAGES);

/** Error codes of the vehicles module (vehicles, object attributes) in German and English. */
registerMessages({
  VEHICLE_PLATE_TAKEN: {
    de: 'Ein aktives Fahrzeug mit dem Kennzeichen „{licencePlate}“ gibt es bereits.',
    en: 'An active vehicle with the licence plate "{licencePlate}" exists already.',
  },
  // Spec 5: saving booking times without a vehicle id (ADR 0008).
  VEHICLE_ID_MISSING: { de: 'Fahrzeug-ID fehlt.', en: 'Vehicle ID missing.' },
  VEHICLE_DEACTIVATED: {
    de: 'Das Fahrzeug ist deaktiviert und kann nicht mehr geändert werden.',
    en: 'The vehicle is deactivated and can no longer be changed.',
  },
  VEHICLE_VALIDITY_INVALID: {
    de: '„Gültig von“ darf nicht nach „gültig bis“ liegen.',
    en: '"Valid from" must not be after "valid to".',
  },
  VEHICLE_BOOKING_WINDOW_INVALID: {
    de: 'Der Buchungszeitraum muss vor seinem Ende beginnen.',
    en: 'The booking window must start before it ends.',
  },
  UNKNOWN_DEPARTMENT: {
    de: 'Mindestens eine Abteilung gibt es nicht.',
    en: 'At least one department does not exist.',
  },
  UNKNOWN_TYPE: { de: 'Unbekannter Typ {value}.', en: 'Unknown type {value}.' },
  INVALID_CONDITION_TYPE: {
    de: 'Ungültiger Bedingungstyp {value}.',
    en: 'Invalid condition type {value}.',
  },
  ATTRIBUTE_CHOICES_INVALID: {
    de: 'Auswahlfelder brauchen Auswahlwerte mit eindeutigen Schlüsseln; Textfelder haben keine.',
    en: 'Choice fields need choices with unique keys; text fields have none.',
  },
  ATTRIBUTE_CONDITION_INVALID: {
    de: 'Die Bedingung {condition} braucht ein Attribut desselben Objekts und einen seiner Werte.',
    en: 'The condition {condition} needs an attribute of the same object and one of its values.',
  },
  ATTRIBUTE_CONDITION_CYCLE: {
    de: 'Die Bedingungen von „{label}“ hängen im Kreis voneinander ab.',
    en: 'The conditions of "{label}" depend on each other in a circle.',
  },
  ATTRIBUTE_OBJECT_FIXED: {
    de: 'Das Objekt eines Attributs kann nicht geändert werden.',
    en: 'The object of an attribute cannot be changed.',
  },
  UNKNOWN_ATTRIBUTE: {
    de: 'Dieses Attribut gibt es für Fahrzeuge nicht.',
    en: 'This attribute does not exist for vehicles.',
  },
  ATTRIBUTE_VALUE_INVALID: {
    de: '„{value}“ ist kein Wert von „{label}“.',
    en: '"{value}" is not a value of "{label}".',
  },
  MANDATORY_FIELDS_MISSING: {
    de: 'Bitte füllen Sie alle Pflichtfelder aus.',
    en: 'Please fill in all mandatory fields.',
  },
});

registerConstraintCodes({
  vehicles_tenant_plate_uq: { code: 'VEHICLE_PLATE_TAKEN', detailKey: 'licencePlate' },
});
