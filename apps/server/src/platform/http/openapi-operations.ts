/**
 * What the OpenAPI document says about each operation beyond its zod schemas (issue 22 point 12):
 * its operationId (derived from method and path), its summary, who may call it (security) and
 * the media types of its binary answers. Kept in one place, so routes stay as they are; a route
 * that declares its own `operationId` or `summary` in its schema keeps it.
 */

const VERBS: Record<string, string> = {
  get: 'Read',
  post: 'Submit',
  put: 'Replace',
  patch: 'Change',
  delete: 'Delete',
};

/**
 * `GET /api/v1/vehicles/{id}/logbook.pdf` -> `getVehiclesByIdLogbookPdf`: the method, then the
 * path's words (the API's prefix dropped, `{x}` as `ByX`). Method and path identify an operation,
 * so the ids are unique; openapi.int.test.ts checks it for the whole document.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/(v1\/)?/, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = segment.match(/^\{(.+)\}$/);
      return param ? ['by', ...(param[1] ?? '').split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** A route's summary when it declares none and this table has none either (a new route, say). */
export function fallbackSummary(method: string, path: string): string {
  return `${VERBS[method] ?? method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`;
}

/** "METHOD path" (OpenAPI path syntax) -> summary. */
export const SUMMARIES: Readonly<Record<string, string>> = {
  'GET /healthz': 'Liveness probe: the process is up',
  'GET /readyz': 'Readiness probe: the database is reachable and the instance is not draining',
  'GET /api/v1/auth/sso-discovery': 'Find the single sign-on provider for an e-mail address',
  'GET /api/v1/sso-provider': "Read the tenant's single sign-on provider",
  'PUT /api/v1/sso-provider': "Set the tenant's single sign-on provider",
  'POST /api/v1/sso-provider/link-approvals': 'Approve linking an existing account to single sign-on',
  'GET /api/v1/me': 'The signed-in user with their permissions and tenant',
  'GET /api/v1/me/profile': 'Read the own profile',
  'PATCH /api/v1/me/profile': 'Change the own profile',
  'GET /api/v1/permissions': 'List the permission catalogue',
  'GET /api/v1/roles': 'List roles',
  'POST /api/v1/roles': 'Create a role',
  'PUT /api/v1/roles/{id}': 'Replace a role',
  'DELETE /api/v1/roles/{id}': 'Delete a role',
  'GET /api/v1/groups': 'List groups',
  'POST /api/v1/groups': 'Create a group',
  'PUT /api/v1/groups/{id}': 'Replace a group',
  'DELETE /api/v1/groups/{id}': 'Delete a group',
  'GET /api/v1/users': 'List users',
  'POST /api/v1/users': 'Create (invite) a user',
  'GET /api/v1/users/{id}': 'Read a user',
  'PATCH /api/v1/users/{id}': 'Change a user',
  'GET /api/v1/departments': 'List departments',
  'GET /api/v1/tenants': 'List tenants (platform administration)',
  'POST /api/v1/tenants': 'Create a tenant',
  'PUT /api/v1/tenants/{id}': 'Replace a tenant',
  'DELETE /api/v1/tenants/{id}': 'Delete a tenant',
  'GET /api/v1/settings/definitions': 'List the setting definitions',
  'GET /api/v1/settings/effective': "The signed-in user's effective settings with their sources",
  'GET /api/v1/settings/tenant': "Read the tenant's settings",
  'PUT /api/v1/settings/tenant': "Set the tenant's settings",
  'GET /api/v1/settings/groups': 'List the groups with settings',
  'GET /api/v1/settings/groups/{id}': "Read a group's settings",
  'PUT /api/v1/settings/groups/{id}': "Set a group's settings",
  'GET /api/v1/settings/me': 'Read the own settings',
  'PUT /api/v1/settings/me': 'Set the own settings',
  'GET /api/v1/audit': 'List audit log entries',
  'GET /api/v1/locations': 'List locations',
  'POST /api/v1/locations': 'Create a location',
  'PUT /api/v1/locations/{id}': 'Replace a location',
  'DELETE /api/v1/locations/{id}': 'Delete a location',
  'GET /api/v1/me/calendar-feed': 'Read the state of the own calendar feed',
  'POST /api/v1/me/calendar-feed': 'Create (or renew) the own calendar feed',
  'DELETE /api/v1/me/calendar-feed': 'Revoke the own calendar feed',
  'GET /api/v1/vehicles/{id}/calendar-feed': "Read the state of a vehicle's calendar feed",
  'POST /api/v1/vehicles/{id}/calendar-feed': "Create (or renew) a vehicle's calendar feed",
  'DELETE /api/v1/vehicles/{id}/calendar-feed': "Revoke a vehicle's calendar feed",
  'GET /api/v1/vehicles': 'List vehicles (one page, filtered and ordered)',
  'POST /api/v1/vehicles': 'Create a vehicle',
  'GET /api/v1/vehicles/facets': 'The filter values of the vehicle list',
  'GET /api/v1/vehicles/{id}/start-times': "A vehicle's bookable start times on a day",
  'GET /api/v1/vehicles/{id}': 'Read a vehicle',
  'PATCH /api/v1/vehicles/{id}': 'Change a vehicle',
  'POST /api/v1/vehicles/{id}/deactivate': 'Deactivate a vehicle',
  'PUT /api/v1/vehicles/booking-times': 'Set the booking times of vehicles',
  'GET /api/v1/vehicle-images/defaults': 'List the default vehicle pictures',
  'POST /api/v1/vehicles/{id}/image': "Upload a vehicle's picture (multipart)",
  'GET /api/v1/vehicles/{id}/image': "Download a vehicle's picture",
  'GET /api/v1/object-attributes': 'List object attributes',
  'POST /api/v1/object-attributes': 'Create an object attribute',
  'PUT /api/v1/object-attributes/{id}': 'Replace an object attribute',
  'DELETE /api/v1/object-attributes/{id}': 'Delete an object attribute',
  'POST /api/v1/vehicle-bookings/cancel': 'Cancel several vehicle bookings',
  'POST /api/v1/vehicle-bookings': 'Book a vehicle',
  'GET /api/v1/vehicle-bookings': 'List vehicle bookings',
  'POST /api/v1/vehicle-bookings/{id}/approve': 'Approve a vehicle booking',
  'POST /api/v1/vehicle-bookings/{id}/reject': 'Reject a vehicle booking',
  'POST /api/v1/vehicle-bookings/{id}/cancel': 'Cancel a vehicle booking',
  'GET /api/v1/vehicle-bookings/approvals/count': 'Count the vehicle bookings awaiting approval',
  'GET /api/v1/vehicles/{id}/bookings': "A vehicle's bookings and blocks in a period",
  'GET /api/v1/vehicle-bookings/drivers': 'List the drivers the caller may book for',
  'PATCH /api/v1/vehicle-bookings/{id}': 'Change a vehicle booking',
  'GET /api/v1/vehicle-bookings/{id}/trip': "Read a vehicle booking's trip (check-in and check-out)",
  'POST /api/v1/vehicle-bookings/{id}/check-in': 'Check in (start the trip)',
  'POST /api/v1/vehicle-bookings/{id}/check-out': 'Check out (end the trip)',
  'POST /api/v1/vehicle-bookings/{id}/files': 'Upload a trip photo or receipt (multipart)',
  'POST /api/v1/vehicles/{id}/blocks': 'Block a vehicle for a period',
  'GET /api/v1/vehicles/{id}/service-booklet': "Read a vehicle's service booklet",
  'POST /api/v1/vehicles/{id}/service-booklet': "Add an entry to a vehicle's service booklet",
  'GET /api/v1/vehicle-overview': 'The vehicle overview: bookings and blocks of every active vehicle',
  'GET /api/v1/guest-bookings': 'List guest bookings',
  'GET /api/v1/public/guest-bookings/{token}': 'Read a guest booking by its link (no sign-in)',
  'POST /api/v1/public/guest-bookings/{token}/confirm': 'Confirm a guest booking by its link (no sign-in)',
  'POST /api/v1/public/guest-bookings/{token}/cancel': 'Cancel a guest booking by its link (no sign-in)',
  'GET /api/v1/vehicles/{id}/history': "A vehicle's history, newest first",
  'GET /api/v1/vehicles/{id}/logbook': "Read a vehicle's logbook in a period",
  'GET /api/v1/vehicles/{id}/logbook/verify': "Verify a vehicle's logbook hash chain",
  'GET /api/v1/vehicles/{id}/logbook.xlsx': "Download a vehicle's logbook as Excel",
  'GET /api/v1/vehicles/{id}/logbook.pdf': "Download a vehicle's logbook as PDF",
  'GET /api/v1/logbook/vehicles': 'List the vehicles with a logbook',
  'GET /api/v1/logbook/mine': "The caller's own logbook entries as driver",
  'POST /api/v1/logbook-entries/{id}/versions': 'Complete or correct a logbook entry (a new version)',
  'GET /api/v1/office-locker-terminals': 'List office locker terminals',
  'POST /api/v1/office-locker-terminals': 'Create an office locker terminal (returns its token once)',
  'DELETE /api/v1/office-locker-terminals/{id}': 'Delete an office locker terminal',
  'GET /api/v1/vehicles/{id}/key-compartment': "Read a vehicle's key compartment",
  'PUT /api/v1/vehicles/{id}/key-compartment': "Set a vehicle's key compartment",
  'GET /api/v1/vehicle-bookings/{id}/locker-code': "A vehicle booking's office locker code",
  'POST /api/v1/office-locker/lookup': 'Look up a booking by its locker code (terminal)',
  'POST /api/v1/office-locker/check-out': 'Return a key at the office locker (terminal)',
  'GET /api/v1/licences': 'List driving licence checks',
  'GET /api/v1/licences/due-count': 'Count the driving licence checks that are due',
  'GET /api/v1/users/{id}/licence': "Read a user's driving licence",
  'PUT /api/v1/users/{id}/licence': "Set a user's driving licence",
  'POST /api/v1/users/{id}/licence/checks': "Record a check of a user's driving licence",
  'GET /api/v1/reports': 'Report settings and sent logbook reports',
  'POST /api/v1/reports/send-now': 'Make a logbook report now and mail it',
  'GET /api/v1/reports/{id}': 'Read a logbook report',
  'GET /api/v1/reports/{id}/logbook.pdf': "Download a report's logbooks as PDF",
  'GET /api/v1/reports/{id}/logbook.xlsx': "Download a report's logbooks as Excel",
  'POST /api/v1/spaces/{product}/floor-plans': 'Create a floor plan',
  'GET /api/v1/spaces/{product}/floor-plans': 'List floor plans',
  'PUT /api/v1/spaces/{product}/floor-plans/{id}': 'Replace a floor plan',
  'POST /api/v1/spaces/{product}/seats': 'Create a seat or room',
  'GET /api/v1/spaces/{product}/seats': 'List seats or rooms',
  'PUT /api/v1/spaces/{product}/seats/{id}': 'Replace a seat or room',
  'PATCH /api/v1/spaces/{product}/seats/{id}/position': 'Move a seat or room on its floor plan',
  'GET /api/v1/equipment': 'List equipment',
  'POST /api/v1/equipment': 'Create equipment',
  'PUT /api/v1/equipment/{id}': 'Replace equipment',
  'DELETE /api/v1/equipment/{id}': 'Delete equipment',
  'GET /api/v1/spaces/{product}/floor-plans/{id}/opening-hours': "Read a floor plan's opening hours",
  'PUT /api/v1/spaces/{product}/floor-plans/{id}/opening-hours': "Set a floor plan's weekly opening hours",
  'POST /api/v1/spaces/{product}/floor-plans/{id}/opening-hours/exceptions': 'Add an opening-hours exception',
  'DELETE /api/v1/spaces/{product}/floor-plans/{id}/opening-hours/exceptions/{exceptionId}':
    'Delete an opening-hours exception',
  'GET /api/v1/spaces/{product}/floor-plans/{id}/kiosk-tokens': "List a floor plan's kiosk tokens",
  'POST /api/v1/spaces/{product}/floor-plans/{id}/kiosk-tokens': 'Create a kiosk token (returned once)',
  'DELETE /api/v1/spaces/{product}/floor-plans/{id}/kiosk-tokens/{tokenId}': 'Revoke a kiosk token',
  'GET /api/v1/spaces/{product}/utilisation.xlsx': 'Download the utilisation as Excel',
  'GET /api/v1/spaces/{product}/evaluation': 'The evaluation of bookings per floor plan',
  'GET /api/v1/spaces/{product}/evaluation.xlsx': 'Download the evaluation as Excel',
  'GET /api/v1/spaces/{product}/floor-plans/{id}/map':
    'The floor plan map with availability for a day and time',
  'GET /api/v1/spaces/{product}/floor-plans/{id}/bookable-days': 'The bookable days of a floor plan',
  'GET /api/v1/spaces/{product}/bookings': 'List space bookings',
  'POST /api/v1/spaces/{product}/bookings': 'Book a seat or room',
  'POST /api/v1/spaces/{product}/bookings/{id}/confirm': 'Confirm a space booking',
  'POST /api/v1/spaces/{product}/bookings/{id}/decline': 'Decline a space booking',
  'POST /api/v1/spaces/{product}/bookings/{id}/check-in': 'Check in to a space booking',
  'POST /api/v1/spaces/{product}/bookings/{id}/cancel': 'Cancel a space booking',
  'POST /api/v1/spaces/{product}/seats/{id}/cancel-all': 'Cancel every future booking of a seat or room',
  'GET /api/v1/admin/mails': 'List stored and sent mails (mailbox)',
  'POST /api/v1/admin/mails/{id}/retry': 'Send a failed mail again',
  'GET /api/v1/files/{bucket}/{tenantKey}/{fileName}': 'Download a stored file',
  'POST /api/v1/files/{bucket}': 'Upload a file (multipart)',
  'GET /api/v1/tenants/{id}/logo': "Read the tenant's logo",
  'POST /api/v1/tenants/{id}/logo': "Upload the tenant's logo (multipart)",
  'DELETE /api/v1/tenants/{id}/logo': "Remove the tenant's logo",
  'POST /api/auth/sign-in/email': 'Sign in with e-mail and password (sets the session cookie)',
  'POST /api/auth/sign-out': 'Sign out (ends the session, clears the cookie)',
};

/** The session cookie better-auth sets (`__Secure-` in front behind HTTPS). */
export function sessionCookieName(publicUrl: string): string {
  return `${publicUrl.startsWith('https://') ? '__Secure-' : ''}buchbar.session_token`;
}

export function securitySchemes(publicUrl: string) {
  return {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(publicUrl),
      description: 'The session cookie set by POST /api/auth/sign-in/email (httpOnly).',
    },
    kioskToken: {
      type: 'apiKey',
      in: 'header',
      name: 'x-kiosk-token',
      description: 'A kiosk device token of a floor plan (created by its administrators).',
    },
    kioskQueryToken: {
      type: 'apiKey',
      in: 'query',
      name: 'token',
      description: 'The kiosk device token in the query, for EventSource and image links.',
    },
    lockerToken: {
      type: 'apiKey',
      in: 'header',
      name: 'x-locker-token',
      description: 'An office locker terminal token (or ?token=).',
    },
  } as const;
}

type Security = Record<string, string[]>[];

/**
 * Who may call an operation: the session cookie unless listed here. Public operations carry
 * `security: []`; openapi.int.test.ts calls them without a session and the others must answer 401.
 */
export function securityOf(method: string, path: string): Security {
  const key = `${method.toUpperCase()} ${path}`;
  if (
    path === '/healthz' ||
    path === '/readyz' ||
    path.startsWith('/api/v1/public/') ||
    key === 'GET /api/v1/auth/sso-discovery' ||
    key === 'GET /api/v1/calendar/{file}' ||
    key === 'POST /api/auth/sign-in/email'
  )
    return [];
  if (key === 'GET /api/v1/kiosk/map') return [{ kioskToken: [] }, { kioskQueryToken: [] }];
  if (key === 'GET /api/v1/kiosk/events') return [{ kioskToken: [] }, { kioskQueryToken: [] }];
  if (path.startsWith('/api/v1/office-locker/')) return [{ lockerToken: [] }];
  if (key === 'GET /api/v1/files/{bucket}/{tenantKey}/{fileName}')
    return [{ sessionCookie: [] }, { kioskQueryToken: [] }];
  return [{ sessionCookie: [] }];
}

const BINARY = { type: 'string', format: 'binary' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMAGES = ['image/png', 'image/jpeg', 'image/svg+xml'];

/** The media types of an operation's 200 answer when it is not JSON (files, exports, streams). */
export function binaryAnswerOf(method: string, path: string): Record<string, { schema: object }> | undefined {
  if (method !== 'get') return undefined;
  const of = (types: string[], schema: object = BINARY) =>
    Object.fromEntries(types.map((type) => [type, { schema }]));
  if (path.endsWith('.pdf')) return of(['application/pdf']);
  if (path.endsWith('.xlsx')) return of([XLSX]);
  if (path.endsWith('.ics') || path === '/api/v1/calendar/{file}')
    return of(['text/calendar'], { type: 'string' });
  if (path === '/api/v1/vehicles/{id}/image') return of(IMAGES);
  if (path === '/api/v1/files/{bucket}/{tenantKey}/{fileName}') return of([...IMAGES, 'application/pdf']);
  if (path.endsWith('/events')) return of(['text/event-stream'], { type: 'string' });
  return undefined;
}
