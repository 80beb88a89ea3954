import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

registerMessages({
  EQUIPMENT_NAME_TAKEN: {
    de: 'Eine Ausstattung „{name}“ gibt es bereits.',
    en: 'Equipment "{name}" exists already.',
  },
  SEAT_LABEL_TAKEN: {
    de: 'Auf diesem Grundriss gibt es „{name}“ bereits.',
    en: 'This floor plan has "{name}" already.',
  },
  UNKNOWN_EQUIPMENT: {
    de: 'Mindestens eine Ausstattung gibt es nicht.',
    en: 'At least one piece of equipment does not exist.',
  },
  INVALID_OPENING_HOURS: {
    de: 'Ungültige Öffnungszeiten: {reason}.',
    en: 'Invalid opening hours: {reason}.',
  },
  INVALID_DATE_RANGE: {
    de: '„Gültig ab“ muss vor „gültig bis“ liegen.',
    en: '"Valid from" must not be after "valid to".',
  },
  INVALID_TIME_STRING: {
    de: 'Ungültige Uhrzeit „{value}“ (erwartet HH:mm).',
    en: 'Invalid time "{value}" (expected HH:mm).',
  },
  RANGE_TOO_LONG: {
    de: 'Der Zeitraum darf höchstens {maxDays} Tage lang sein.',
    en: 'The range may span at most {maxDays} days.',
  },
});

registerConstraintCodes({
  equipment_tenant_name_uq: { code: 'EQUIPMENT_NAME_TAKEN', detailKey: 'name' },
  spaces_plan_label_uq: { code: 'SEAT_LABEL_TAKEN', detailKey: 'name' },
});
