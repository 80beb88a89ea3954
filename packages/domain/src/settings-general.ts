import { PERSONAL, POLICY, type SettingDefinition, TENANT_ONLY } from './settings-types';
import { SPACE_PRODUCTS } from './space-products';

/** The languages of the product: screens, mails, exports (German first, the default). */
export const LANGUAGES = ['de', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

/** Options that are not tied to one booking area (spec 9 "Other settings", spec 2 start page). */
export const GENERAL_SETTINGS = {
  'general.language': {
    feature: 'general',
    type: 'string',
    default: 'de',
    allowed: LANGUAGES,
    layers: PERSONAL,
    description: 'UI and mail language (spec 9: default German).',
  },
  'general.zoom': {
    feature: 'general',
    type: 'number',
    default: 100,
    min: 50,
    max: 200,
    integer: true,
    layers: PERSONAL,
    description: 'UI zoom in percent.',
  },
  'general.enableDebug': {
    feature: 'general',
    type: 'boolean',
    default: false,
    layers: TENANT_ONLY,
    legacyName: 'EnableDebug',
    description: 'Verbose client logging for support (legacy values "true" or 1).',
  },
  'general.internalUserManagement': {
    feature: 'general',
    type: 'boolean',
    default: true,
    layers: TENANT_ONLY,
    description: 'Users are managed in Buchbar (false = only via single sign-on provisioning).',
  },
  'general.startPage': {
    feature: 'general',
    type: 'string',
    default: 'fahrzeuge',
    allowed: ['fahrzeuge', ...SPACE_PRODUCTS],
    layers: POLICY,
    description: 'Page "/" redirects to (spec 2: default vehicles).',
  },
  'general.sessionIdleMinutes': {
    feature: 'general',
    type: 'number',
    default: 480,
    min: 5,
    max: 43_200,
    integer: true,
    layers: TENANT_ONLY,
    description: 'A session without requests for this long expires (default 8 h).',
  },
  'general.sessionAbsoluteMinutes': {
    feature: 'general',
    type: 'number',
    default: 10_080,
    min: 60,
    max: 576_000,
    integer: true,
    layers: TENANT_ONLY,
    description:
      'A session expires this long after sign-in whatever its use (default 7 days; cookie max 400 days).',
  },
} as const satisfies Record<string, SettingDefinition>;
