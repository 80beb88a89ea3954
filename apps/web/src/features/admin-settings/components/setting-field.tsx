import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SettingDefinition } from '../api/get-settings';
import { useSettingTexts } from '../hooks/use-setting-texts';
import type { FieldValue } from '../utils/setting-values';
import { SettingInput } from './setting-input';

/** The layer a settings page writes; what applies without a value there comes from below it. */
export type EditedLayer = 'tenant' | 'group';
export type InheritedValue = { value: unknown; source: 'tenant' | 'default' };

interface SettingFieldProps {
  def: SettingDefinition;
  layer: EditedLayer;
  value: FieldValue | null;
  /** What applies without a value at this layer, and where it comes from. */
  inherited: InheritedValue;
  /** A value is stored at this layer (before unsaved changes). */
  stored: boolean;
  error?: string;
  onChange: (value: FieldValue | null) => void;
}

/**
 * Input, a hint naming what applies without a value here (the default, or for a group the
 * tenant's value or the default), a badge when this layer sets it, and the reset button (null).
 */
export function SettingField({ def, layer, value, inherited, stored, error, onChange }: SettingFieldProps) {
  const { t } = useTranslation('adminSettings');
  const { optionLabel, valueText } = useSettingTexts();
  const label = optionLabel(def.key);
  const hint = t(inherited.source === 'tenant' ? 'inheritedTenant' : 'default', {
    value: valueText(def, inherited.value),
  });
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <SettingInput
          def={def}
          value={value}
          inherited={inherited.value}
          onChange={onChange}
          label={label}
          description={hint}
          error={error}
        />
        {value !== null && (
          <Badge variant="light" size="sm" mt={6} color={stored ? 'indigo' : 'orange'}>
            {t(layer === 'tenant' ? 'setAtTenant' : 'setAtGroup')}
          </Badge>
        )}
      </div>
      <Group gap={4} mt={def.type === 'boolean' ? 0 : 24} wrap="nowrap">
        <Tooltip label={t(layer === 'tenant' ? 'reset' : 'resetGroup')}>
          <ActionIcon
            variant="subtle"
            aria-label={t(layer === 'tenant' ? 'resetLabel' : 'resetGroupLabel', { option: label })}
            disabled={value === null}
            onClick={() => onChange(null)}
          >
            <IconArrowBackUp size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
