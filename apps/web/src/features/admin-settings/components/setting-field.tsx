import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SettingDefinition } from '../api/get-settings';
import { useSettingTexts } from '../hooks/use-setting-texts';
import { type FieldValue, formatDefault } from '../utils/setting-values';
import { SettingInput } from './setting-input';

interface SettingFieldProps {
  def: SettingDefinition;
  value: FieldValue | null;
  /** A value is stored at the tenant layer (before unsaved changes). */
  stored: boolean;
  error?: string;
  onChange: (value: FieldValue | null) => void;
}

/** Input, default hint, "set at tenant" badge and the reset button (sets the option to null). */
export function SettingField({ def, value, stored, error, onChange }: SettingFieldProps) {
  const { t } = useTranslation('adminSettings');
  const { optionLabel, valueLabel } = useSettingTexts();
  const label = optionLabel(def.key);
  const shownDefault =
    def.type === 'string' && def.allowed
      ? valueLabel(def.key, String(def.default))
      : formatDefault(def, t('yes'), t('no'));
  const hint = t('default', { value: shownDefault });
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <SettingInput
          def={def}
          value={value}
          onChange={onChange}
          label={label}
          description={hint}
          error={error}
        />
      </div>
      <Group gap={4} mt={def.type === 'boolean' ? 0 : 24} wrap="nowrap">
        {value !== null && (
          <Badge variant="light" size="sm" color={stored ? 'indigo' : 'orange'}>
            {t('setAtTenant')}
          </Badge>
        )}
        <Tooltip label={t('reset')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('resetLabel', { option: label })}
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
