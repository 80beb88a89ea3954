/**
 * Every stable error code the domain package can produce. The server maps each code to an
 * HTTP status and a translated message (de/en), so codes never change once published; add,
 * never rename. Codes are grouped by the module that raises them.
 */
export const ERROR_CODES = [
  // time-of-day, zoned-time (spec 5: "Time strings must be HH:mm, 24 hours")
  'INVALID_TIME_STRING',
  'INVALID_MINUTES_OF_DAY',
  'INVALID_DATE_STRING',
  'INVALID_DATE_RANGE',
  'INVALID_TIME_ZONE',
  'INVALID_INSTANT',
  // interval, rounding
  'INVALID_INTERVAL',
  'INVALID_ROUNDING_STEP',
  // opening hours (spec 3, 4, 8: "unknown opening-time status")
  'INVALID_OPENING_HOURS',
  'UNKNOWN_OPENING_TIME_STATUS',
  // space booking rules (spec 4, 9)
  'BOOKING_IN_PAST',
  'BOOKING_SPANS_DAYS',
  'BOOKING_DAY_NOT_BOOKABLE',
  'SPACE_CLOSED_ON_DAY',
  'BOOKING_OUTSIDE_OPENING_HOURS',
  'BOOKING_NOT_ALIGNED_TO_STEP',
  'BOOKING_TOO_SHORT',
  'BOOKING_TOO_LONG',
  'BOOKING_WEEKLY_LIMIT_REACHED',
  'GROUP_SIZE_INVALID',
  'GROUP_SIZE_EXCEEDS_CAPACITY',
  'CAPACITY_EXCEEDED',
  'WORK_TIME_SLOT_EMPTY',
  'BOOKING_MODE_MISMATCH',
  // space booking status (spec 4, 8: "a completed booking cannot be cancelled", "unknown status X")
  'UNKNOWN_STATUS',
  'INVALID_STATUS_TRANSITION',
  'NOT_CONFIRMING_PERSON',
  'NOT_BOOKING_PARTICIPANT',
  'NOT_BOOKING_MEMBER',
  'CONFIRMATION_DEADLINE_PASSED',
  'CHECK_IN_TOO_EARLY',
  'CHECK_IN_TOO_LATE',
  'BOOKING_COMPLETED_CANNOT_CANCEL',
  'BOOKING_ALREADY_CANCELLED',
  'BOOKING_LOCKED',
  'BOOKING_ALREADY_ENDED',
  // permissions and route guards (spec 5, 6, 8)
  'UNKNOWN_PERMISSION',
  'ROUTE_NO_USER',
  'ROUTE_NO_ADMIN',
  'ROUTE_NO_EQUIPMENT',
  'ROUTE_NO_ROLE_GROUP',
  'ROUTE_NO_USER_PERMISSION',
  'ROUTE_NO_OBJECT_CARE',
  // settings (spec 3, 5, 6, 8: "no customizing option found", "setting a value fails ... value, option and layer")
  'NO_CUSTOMIZING_OPTION',
  'SETTING_VALUE_INVALID',
  'SETTING_LAYER_NOT_ALLOWED',
  // grant policy (issue 8: nobody grants what they do not hold, nobody touches a stronger user)
  'GRANT_NEEDS_PERMISSION_CARE',
  'OWN_GRANTS',
  'GRANT_EXCEEDS_OWN',
  'TARGET_STRONGER',
  'TARGET_PLATFORM_ADMIN',
  // tenants (issue 8.4: the installation's default assets live under the key "default")
  'TENANT_KEY_RESERVED',
  // fleet: object attributes (spec 3, 5, 8 "invalid condition type", "unknown type X"; ADR 0008.6)
  'UNKNOWN_TYPE',
  'INVALID_CONDITION_TYPE',
  'ATTRIBUTE_CHOICES_INVALID',
  'ATTRIBUTE_CONDITION_INVALID',
  'ATTRIBUTE_CONDITION_CYCLE',
  'UNKNOWN_ATTRIBUTE',
  'ATTRIBUTE_VALUE_INVALID',
  'MANDATORY_FIELDS_MISSING',
  // fleet: availability, booking times, special trips, bookers (spec 5, 6, 8; ADR 0008)
  'END_NOT_AFTER_START',
  'VEHICLE_NOT_VALID',
  'OUTSIDE_BOOKING_WINDOW',
  'VEHICLE_ALREADY_BOOKED',
  'VEHICLE_BOOKING_TOO_SOON',
  'VEHICLE_BOOKING_BEYOND_HORIZON',
  'VEHICLE_BOOKING_TOO_SHORT',
  'VEHICLE_BOOKING_TOO_LONG',
  'APPROVAL_NOT_PENDING',
  'APPROVAL_DEADLINE_PASSED',
  'SPECIAL_APPROVAL_USER_NOT_FOUND',
  'CHECK_IN_NOT_APPROVED',
  'VEHICLE_BOOKING_NOT_PERMITTED',
  'DRIVER_NOT_ALLOWED',
  // fleet: changing a trip, the vehicle timeline (issue 10 points 6, 8)
  'VEHICLE_BOOKING_NOT_CHANGEABLE',
  'VEHICLE_BOOKING_NOT_YOURS',
  'VEHICLE_TIMELINE_WINDOW_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
