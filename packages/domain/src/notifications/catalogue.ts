import type { EffectiveSettings, SettingKey } from '../settings';
import { SETTINGS } from '../settings';

/**
 * The notification catalogue (issue 13; ADR 0013): every mail the product sends, in one place,
 * with its trigger, its recipients and what switches it. The mail outbox refuses a mail whose
 * kind is not listed here and asks `notificationWanted` whether the recipient wants it, so a
 * switch in the settings is honoured by every sender alike. docs/notifications.md is checked
 * against this list by a test.
 */
export const NOTIFICATION_AREAS = ['spaces', 'vehicles', 'account', 'platform'] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];

type Switch =
  /** Sent unless the recipient's effective value of this boolean option is false. */
  | { setting: SettingKey; off: 'false' }
  /** Sent unless the recipient's effective value of this number option is 0 (a lead time). */
  | { setting: SettingKey; off: 'zero' }
  /**
   * Not a personal choice: tenant options decide (the sender applies them before it queues),
   * named here for the docs.
   */
  | { setting: null; tenantOptions: readonly SettingKey[] };

export type NotificationEntry = {
  area: NotificationArea;
  /** When it is sent (English; the docs show it). */
  trigger: string;
  /** Who receives it. */
  recipients: string;
  /** Where its link leads. */
  link: string;
} & (
  | (Switch & { mandatory?: false })
  | {
      /** Required for security or by law: nobody can switch it off. */
      mandatory: true;
      why: string;
    }
) & {
    /**
     * Listed, but sent by another module that adds it later (its sender lives there); the
     * catalogue reserves the kind and its rule so that module only has to send it.
     */
    reservedFor?: string;
  };

export const NOTIFICATIONS = {
  'spaces.bookedForYou': {
    area: 'spaces',
    trigger:
      'Someone else books a reading-room place or work place for the user; the booking is pre-booked until the user confirms or declines it before the start.',
    recipients: 'The participant the booking was made for.',
    link: 'The list of the product with the own bookings (/{lesesaal|arbeitswelt}/liste).',
    setting: 'spaces.mailOnBookedForYou',
    off: 'false',
  },
  'spaces.reminderAtStart': {
    area: 'spaces',
    trigger:
      "A reserved booking starts; the text names the tenant's check-in window (spaces.checkInWindowMinutes).",
    recipients: 'The participant of the booking.',
    link: 'The list of the product with the own bookings and the check-in (/{lesesaal|arbeitswelt}/liste).',
    setting: 'spaces.reminderMailAtStart',
    off: 'false',
  },
  'spaces.cancelled': {
    area: 'spaces',
    trigger:
      'Someone other than the participant cancels the booking (the organizer, or an administrator cancelling all bookings of a place).',
    recipients: 'The participant of the booking.',
    link: 'The list of the product with the own bookings (/{lesesaal|arbeitswelt}/liste).',
    setting: 'spaces.mailOnCancelled',
    off: 'false',
  },
  'spaces.noShowReleased': {
    area: 'spaces',
    trigger:
      'A reserved booking was released because nobody checked in before the check-in window closed (tenant option spaces.releaseNoShows).',
    recipients: 'The participant of the booking.',
    link: 'The list of the product with the own bookings (/{lesesaal|arbeitswelt}/liste).',
    setting: 'spaces.mailOnNoShowReleased',
    off: 'false',
  },
  'vehicles.bookingCreated': {
    area: 'vehicles',
    trigger: 'A vehicle booking is created (reserved, or held as a special trip awaiting approval).',
    recipients: 'The booker, and the driver when someone else booked for them.',
    link: 'The vehicle with the booking (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnBookingCreated',
    off: 'false',
  },
  'vehicles.bookingChanged': {
    area: 'vehicles',
    trigger: "A vehicle booking's times are changed: the updated calendar entry (.ics, same UID, ADR 0012).",
    recipients: 'The booker.',
    link: 'The vehicle with the booking (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnBookingCreated',
    off: 'false',
  },
  'vehicles.bookingCancelled': {
    area: 'vehicles',
    trigger:
      "A vehicle booking is cancelled: by fleet care or by the system, with the system's reason (block, vehicle retired, bulk cancel, approval expired, missed check-in), or in the app by the booker, the driver or staff (the calendar entry is removed, ADR 0012).",
    recipients: 'The booker (and the driver where the cancelling sender knows them).',
    link: 'The vehicle with its bookings (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnBookingCancelled',
    off: 'false',
  },
  'vehicles.reminderBeforeStart': {
    area: 'vehicles',
    trigger: 'The personal lead time (vehicles.reminderMailMinutesBefore) before a reserved booking starts.',
    recipients: 'The driver of the booking.',
    link: 'The vehicle with the booking (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.reminderMailMinutesBefore',
    off: 'zero',
  },
  'vehicles.approvalRequested': {
    area: 'vehicles',
    trigger: 'A special trip is booked or changed and waits for approval.',
    recipients: 'Everyone who may approve it.',
    link: 'The approvals page (/fahrzeuge/freigaben).',
    setting: 'vehicles.mailOnApprovalRequested',
    off: 'false',
  },
  'vehicles.approvalDecided': {
    area: 'vehicles',
    trigger: 'An approver approves or rejects a special trip.',
    recipients: 'The booker.',
    link: 'The vehicle with the booking (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnApprovalDecided',
    off: 'false',
  },
  'vehicles.checkOutNotice': {
    area: 'vehicles',
    trigger:
      'The tenant lead time (vehicles.checkOutNoticeMinutesBefore) before a running trip is planned to end.',
    recipients: 'The driver.',
    link: 'The vehicle with the running trip (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnCheckOutNotice',
    off: 'false',
  },
  'vehicles.missingCheckOut': {
    area: 'vehicles',
    trigger:
      'At each of the tenant reminder times (vehicles.missingCheckOutReminderMinutes) after the planned end while the trip is not checked out.',
    recipients: 'The driver.',
    link: 'The vehicle with the running trip (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnMissingCheckOut',
    off: 'false',
  },
  'vehicles.damageNotice': {
    area: 'vehicles',
    trigger:
      'A check-in or check-out reports a damage (the mail also names dirt at or below the tenant thresholds).',
    recipients: 'The fleet managers of the vehicle.',
    link: 'The vehicle in fleet care, with the block form pre-filled as defective (/admin/fahrzeuge/{vehicleId}?sperre=DEFEKT).',
    setting: 'vehicles.mailOnDamageReported',
    off: 'false',
  },
  'vehicles.dirtNotice': {
    area: 'vehicles',
    trigger:
      'A check-in or check-out rates the cleanliness inside or outside at or below the tenant thresholds, without a damage the manager is mailed for.',
    recipients: 'The fleet managers of the vehicle.',
    link: 'The vehicle in fleet care, with the block form pre-filled as defective (/admin/fahrzeuge/{vehicleId}?sperre=DEFEKT).',
    setting: null,
    tenantOptions: ['vehicles.cleanlinessInsideMailThreshold', 'vehicles.cleanlinessOutsideMailThreshold'],
  },
  'vehicles.guestBooking': {
    area: 'vehicles',
    trigger:
      'A staff member books a vehicle for a guest (with confirmation by the guest where the tenant asks for it).',
    recipients: 'The guest (no account: both languages, the tenant language first).',
    link: 'The guest page with the secret link to confirm and cancel (/pub/fahrzeugbuchungstorno?token=…).',
    mandatory: true,
    why: 'The guest has no account and no other way to confirm or cancel the booking.',
  },
  'vehicles.guestCancelled': {
    area: 'vehicles',
    trigger: 'A guest cancels through their link.',
    recipients: 'The staff member who booked for the guest.',
    link: 'The vehicle with its bookings (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnBookingCancelled',
    off: 'false',
  },
  'vehicles.guestConfirmationExpired': {
    area: 'vehicles',
    trigger: 'A guest did not confirm by the start; the booking is cancelled.',
    recipients: 'The staff member who booked for the guest.',
    link: 'The vehicle with its bookings (/fahrzeuge/{vehicleId}).',
    setting: 'vehicles.mailOnBookingCancelled',
    off: 'false',
  },
  'vehicles.licenceCheckDue': {
    area: 'vehicles',
    trigger: "A driver's-licence check falls due within vehicles.licenceCheckReminderLeadDays.",
    recipients: 'The driver and the examiners.',
    link: "The driver's account page with the licence (/konto); the examiners' licence checks (/fahrzeuge/fuehrerschein).",
    mandatory: true,
    why: 'Required by law (Halterhaftung): the holder must have the licence checked regularly.',
  },
  'vehicles.licenceCheckOverdue': {
    area: 'vehicles',
    trigger: "A driver's-licence check is overdue; the driver may not book until it is done.",
    recipients: 'The driver and the examiners.',
    link: "The driver's account page with the licence (/konto); the examiners' licence checks (/fahrzeuge/fuehrerschein).",
    mandatory: true,
    why: 'Required by law (Halterhaftung).',
  },
  'vehicles.periodicReport': {
    area: 'vehicles',
    trigger:
      'The tenant\'s report interval (vehicles.reportInterval: monthly, quarterly, semi-annually, annually) starts a new period (Europe/Berlin): the logbook report of the period just ended, with the logbook of every vehicle as an Excel file attached and the usage summary (trips, kilometres, bookings, cancellations, no-shows per vehicle and floor plan); also sent on demand by a holder of fahrzeug_logbuch_report ("send now", ADR 0015).',
    recipients: 'Every address of vehicles.reportMailAddresses (one mail each), in the tenant language.',
    link: 'The report in the app with the PDF and Excel downloads, after sign-in as a report holder (/fahrzeuge/berichte/{reportId}).',
    setting: null,
    tenantOptions: ['vehicles.reportMailAddresses', 'vehicles.reportInterval'],
  },
  'account.invitation': {
    area: 'account',
    trigger: 'An administrator creates a user with password sign-in; the link sets the first password.',
    recipients: 'The new user.',
    link: 'The set-password page (one-time link).',
    mandatory: true,
    why: 'The new user has no settings yet and cannot sign in without it.',
  },
  'account.signInCode': {
    area: 'account',
    trigger: 'Someone asks for a sign-in code for the address.',
    recipients: 'The address asked for.',
    link: 'The sign-in page where the code is entered (/login).',
    mandatory: true,
    why: 'Security: sign-in by code is impossible without it.',
  },
  'account.passwordRecovery': {
    area: 'account',
    trigger: 'Someone asks to reset the password of the address.',
    recipients: 'The address asked for.',
    link: 'The reset-password page (one-time link).',
    mandatory: true,
    why: 'Security: account recovery.',
  },
  'account.emailChangeConfirm': {
    area: 'account',
    trigger: "The user's e-mail address is to be changed; the new address must confirm it.",
    recipients: 'The new address.',
    link: 'The confirmation link (one-time).',
    mandatory: true,
    why: 'Security: the change only takes effect when the new address confirms it.',
  },
  'account.emailChangeNotice': {
    area: 'account',
    trigger: "The user's e-mail address is to be changed.",
    recipients: 'The old address.',
    link: 'None; it tells the owner to contact an administrator if they did not ask for it.',
    mandatory: true,
    why: 'Security: the owner of the old address learns of the change.',
  },
  'platform.welcome': {
    area: 'platform',
    trigger: 'The demo installation starts for the first time.',
    recipients: 'The platform administrator (platform@demo.example; no tenant, no settings: both languages).',
    link: 'The installation address.',
    mandatory: true,
    why: 'Shows that the mail path works end to end; sent once, only by the demo seed.',
  },
} as const satisfies Record<string, NotificationEntry>;

export type NotificationKind = keyof typeof NOTIFICATIONS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATIONS) as NotificationKind[];

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATIONS, kind);
}

export function notificationEntry(kind: NotificationKind): NotificationEntry {
  return NOTIFICATIONS[kind];
}

export function isMandatory(kind: NotificationKind): boolean {
  const e: NotificationEntry = NOTIFICATIONS[kind];
  return e.mandatory === true;
}

/** The option that switches a kind, or null for a mandatory one. */
export function notificationSetting(kind: NotificationKind): SettingKey | null {
  const e: NotificationEntry = NOTIFICATIONS[kind];
  return e.mandatory ? null : e.setting;
}

/** How a kind is switched: by the recipient (personal), by tenant options only, or never. */
export function notificationSwitch(kind: NotificationKind): 'personal' | 'tenant' | 'mandatory' {
  const e: NotificationEntry = NOTIFICATIONS[kind];
  return e.mandatory ? 'mandatory' : e.setting === null ? 'tenant' : 'personal';
}

/** The setting keys the personal notification section shows, in catalogue order, each once. */
export const NOTIFICATION_SETTING_KEYS: readonly SettingKey[] = [
  ...new Set(NOTIFICATION_KINDS.map(notificationSetting).filter((k): k is SettingKey => k !== null)),
];

/**
 * Whether a mail of this kind goes to a recipient with these effective settings (user layer over
 * group over tenant over default). Mandatory kinds always go. A recipient without settings (a
 * guest, an outside address) gets what the registry default says.
 */
export function notificationWanted(
  kind: NotificationKind,
  settings: Partial<EffectiveSettings> | null | undefined,
): boolean {
  const e: NotificationEntry = NOTIFICATIONS[kind];
  if (e.mandatory || e.setting === null) return true;
  const value = settings?.[e.setting] ?? SETTINGS[e.setting].default;
  return e.off === 'zero' ? typeof value === 'number' && value > 0 : value !== false;
}
