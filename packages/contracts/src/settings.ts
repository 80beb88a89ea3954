import { SETTING_LAYERS, SETTING_SOURCES, SETTING_TYPES } from '@buchbar/domain/settings-types';
import { z } from 'zod';

export const SettingLayer = z.enum(SETTING_LAYERS);

export const SettingDefinition = z
  .object({
    key: z.string(),
    feature: z.string(),
    type: z.enum(SETTING_TYPES),
    default: z.unknown(),
    layers: z.array(SettingLayer),
    description: z.string(),
    min: z.number().optional(),
    max: z.number().optional(),
    allowed: z.array(z.union([z.string(), z.number()])).optional(),
    items: z.string().optional(),
  })
  .meta({ id: 'SettingDefinition' });

/** Values stored at one layer for one subject; keys are "feature.option". */
export const SettingValues = z
  .object({ values: z.record(z.string(), z.unknown()) })
  .meta({ id: 'SettingValues' });

/** A group of the tenant as the group settings screen lists it, with how many options it sets. */
export const SettingsGroup = z
  .object({ id: z.string(), name: z.string(), valueCount: z.number().int() })
  .meta({ id: 'SettingsGroup' });

/** A write: a value sets the option at the layer, null removes it (falls back to the next layer). */
export const SettingsUpdate = z.object({ values: z.record(z.string().max(100), z.unknown()) });

export const EffectiveSettings = z
  .object({
    values: z.record(z.string(), z.unknown()),
    sources: z.record(z.string(), z.enum(SETTING_SOURCES)),
  })
  .meta({ id: 'EffectiveSettings' });
