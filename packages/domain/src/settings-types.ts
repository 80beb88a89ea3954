import type { PermissionName } from './permissions';

/**
 * Shapes of the settings registry (spec 3 "Feature with customizing options: name, type,
 * default value, overrides at layers user, group, tenant"; spec 5 value types).
 */
export const SETTING_LAYERS = ['tenant', 'group', 'user'] as const;
export type SettingLayer = (typeof SETTING_LAYERS)[number];

export const SETTING_FEATURES = ['spaces', 'vehicles', 'general'] as const;
export type SettingFeature = (typeof SETTING_FEATURES)[number];

/** Layers an option may be written at. Personal options are the only user-writable ones. */
export const PERSONAL: readonly SettingLayer[] = ['tenant', 'group', 'user'];
export const POLICY: readonly SettingLayer[] = ['tenant', 'group'];
export const TENANT_ONLY: readonly SettingLayer[] = ['tenant'];

type Base = {
  feature: SettingFeature;
  layers: readonly SettingLayer[];
  /** English description for admins and the API docs; UI labels live in the web i18n files. */
  description: string;
  /** Name in the legacy customizing tables, where the spec gives one. */
  legacyName?: string;
  /**
   * The option routes data out of Buchbar (mail addresses, URLs, webhooks, recipients): only a
   * holder of the permission of that data may change it (issue 22 point 4), at every layer.
   */
  routesDataOf?: PermissionName;
};

export type NumberSetting = Base & {
  type: 'number';
  default: number;
  min: number;
  max: number;
  integer: boolean;
  allowed?: readonly number[];
};
export type BooleanSetting = Base & { type: 'boolean'; default: boolean };
export type StringSetting = Base & {
  type: 'string';
  default: string;
  allowed?: readonly string[];
  maxLength?: number;
};
export type TimeSetting = Base & { type: 'time'; default: string };
export type ArraySetting = Base & {
  type: 'array';
  items: 'string' | 'integer' | 'time' | 'email';
  default: readonly (string | number)[];
  allowed?: readonly (string | number)[];
  maxItems?: number;
};
export type SettingDefinition = NumberSetting | BooleanSetting | StringSetting | TimeSetting | ArraySetting;
export type SettingType = SettingDefinition['type'];

/** Spec 3 and 5: the value types of settings (and of permissions). */
export const SETTING_TYPES = [
  'number',
  'boolean',
  'string',
  'time',
  'array',
] as const satisfies readonly SettingType[];

/** Where an effective value came from: a layer, or the registry default. */
export const SETTING_SOURCES = ['user', 'group', 'tenant', 'default'] as const;

/** The TypeScript type of an option's value, derived from its definition. */
export type SettingValueOf<D> = D extends { type: 'number' }
  ? number
  : D extends { type: 'boolean' }
    ? boolean
    : D extends { type: 'array'; items: 'integer' }
      ? readonly number[]
      : D extends { type: 'array' }
        ? readonly string[]
        : string;

export type SettingValue = number | boolean | string | readonly (string | number)[];
