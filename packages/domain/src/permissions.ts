import { err, ok, type Result } from './result';

/** The 14 permission names of spec 6, as stored and sent to the client. */
export const PERMISSION_NAMES = [
  'buchung_pflege',
  'benutzer_pflegen',
  'berechtigungs_pflege',
  'ausstattungs_pflege',
  'oeffnungszeiten_pflege',
  'objekt_pflege',
  'fahrzeug_pflege',
  'fahrzeug_freigabe_von_sonderfahrten',
  'fahrzeug_buchen',
  'fahrzeug_fremdbuchung',
  'fahrzeug_logbuch_report',
  'fahrzeug_gastbuchung',
  'customizing_mandant_pflege',
  'fahrzeug_fuehrerscheinpruefung',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

export type PermissionDefinition = {
  name: PermissionName;
  /** Spec 3 allows number|boolean|string|time|array; all 14 known permissions are boolean. */
  type: 'boolean';
  default: false;
  /** i18n key; the web app holds 'de' and 'en' texts under it. */
  descriptionKey: `permissions.${PermissionName}.description`;
  description: { de: string; en: string };
};

const TEXTS: Record<PermissionName, [de: string, en: string]> = {
  buchung_pflege: ['Buchungen anderer verwalten', 'Manage bookings of others'],
  benutzer_pflegen: ['Benutzer pflegen', 'Manage users'],
  berechtigungs_pflege: [
    'Rollen, Gruppen und Berechtigungen pflegen',
    'Manage roles, groups and permissions',
  ],
  ausstattungs_pflege: ['Räume, Plätze und Ausstattung pflegen', 'Manage rooms, seats and equipment'],
  oeffnungszeiten_pflege: ['Öffnungszeiten pflegen', 'Manage opening hours'],
  objekt_pflege: ['Standorte und Grundrisse pflegen', 'Manage locations and floor plans'],
  fahrzeug_pflege: ['Fahrzeuge pflegen', 'Manage vehicles'],
  fahrzeug_freigabe_von_sonderfahrten: ['Sonderfahrten freigeben', 'Approve special trips'],
  fahrzeug_buchen: ['Fahrzeuge buchen', 'Book vehicles'],
  fahrzeug_fremdbuchung: ['Fahrzeuge für andere buchen', 'Book vehicles for others'],
  fahrzeug_logbuch_report: [
    'Fahrtenbuch-Bericht erhalten und exportieren',
    'Receive and export logbook reports',
  ],
  fahrzeug_gastbuchung: ['Fahrzeuge für Gäste buchen', 'Book vehicles for guests'],
  customizing_mandant_pflege: ['Mandanteneinstellungen pflegen', 'Manage tenant settings'],
  fahrzeug_fuehrerscheinpruefung: ['Führerscheine prüfen', "Check drivers' licences"],
};

export const PERMISSION_CATALOGUE: readonly PermissionDefinition[] = PERMISSION_NAMES.map((name) => ({
  name,
  type: 'boolean',
  default: false,
  descriptionKey: `permissions.${name}.description`,
  description: { de: TEXTS[name][0], en: TEXTS[name][1] },
}));

export function isPermissionName(value: string): value is PermissionName {
  return (PERMISSION_NAMES as readonly string[]).includes(value);
}

export function parsePermissionName(value: string): Result<PermissionName> {
  return isPermissionName(value) ? ok(value) : err('UNKNOWN_PERMISSION', { value });
}

/** One assignment row: a permission with its value (spec 6: "names with value true/false"). */
export type PermissionGrant = { name: string; value: unknown };
export type RoleGrants = { permissions: readonly PermissionGrant[] };

/** Spec 6: "Held if the value is the text true"; the boolean true is accepted as well. */
export function grantsPermission(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Spec 6: permissions come from the user directly, from their roles and from their groups'
 * roles, and one is held if any source says true. There is no deny: a direct 'false' does not
 * cancel a role's 'true' (to withhold a permission, remove the role). Unknown names are
 * ignored. The result is in catalogue order, without duplicates.
 */
export function resolveEffectivePermissions(input: {
  direct?: readonly PermissionGrant[];
  roles?: readonly RoleGrants[];
  groups?: readonly { roles: readonly RoleGrants[] }[];
}): PermissionName[] {
  const grants = [
    ...(input.direct ?? []),
    ...(input.roles ?? []).flatMap((r) => r.permissions),
    ...(input.groups ?? []).flatMap((g) => g.roles.flatMap((r) => r.permissions)),
  ];
  const held = new Set(grants.filter((g) => grantsPermission(g.value)).map((g) => g.name));
  return PERMISSION_NAMES.filter((name) => held.has(name));
}

export function hasPermission(perms: readonly PermissionName[], name: PermissionName): boolean {
  return perms.includes(name);
}

/**
 * Spec 6: admin = holds any of the opening-times, user, permission, equipment, object, vehicle
 * maintenance or tenant-settings permissions. buchung_pflege alone does not make an admin.
 */
export const ADMIN_PERMISSIONS: readonly PermissionName[] = [
  'oeffnungszeiten_pflege',
  'benutzer_pflegen',
  'berechtigungs_pflege',
  'ausstattungs_pflege',
  'objekt_pflege',
  'fahrzeug_pflege',
  'customizing_mandant_pflege',
];

export function isAdmin(perms: readonly PermissionName[]): boolean {
  return ADMIN_PERMISSIONS.some((p) => perms.includes(p));
}
