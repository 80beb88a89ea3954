import { resolveEffectiveSettings, type SettingKey } from '@buchbar/domain/settings';
import { Button, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useUrlParam } from '@/lib/use-url-params';
import {
  type SettingDefinition,
  useGroupSettings,
  useSaveGroupSettings,
  useSettingDefinitions,
  useSettingsGroups,
  useTenantSettings,
} from '../api/get-settings';
import type { InheritedValue } from './setting-field';
import { SettingsForm } from './settings-form';

/**
 * /admin/gruppeneinstellungen (issue 14 point 7, issue 13 point 2): a group's own values of the
 * options the group layer may hold. Each field shows what applies to the group's members: the
 * group's value, else the tenant's, else the default (spec 6: user > group > tenant > default).
 */
export function GroupSettingsPage() {
  const { t, i18n } = useTranslation('adminSettings');
  const [groupId, setGroupId] = useUrlParam('gruppe');
  const definitions = useSettingDefinitions(i18n.resolvedLanguage ?? 'de');
  const groups = useSettingsGroups();
  const tenant = useTenantSettings();
  const chosen = groups.data?.find((g) => g.id === groupId);
  const group = useGroupSettings(chosen ? chosen.id : null);
  const save = useSaveGroupSettings(chosen ? chosen.id : null);
  // The same resolution the server applies, without the group: what the group falls back to.
  const below = resolveEffectiveSettings({ tenant: tenant.data?.values ?? {} });
  const inheritedOf = (def: SettingDefinition): InheritedValue => {
    const key = def.key as SettingKey;
    return below.sources[key] === 'tenant'
      ? { value: below.values[key], source: 'tenant' }
      : { value: def.default, source: 'default' };
  };

  return (
    <Stack gap="md">
      <PageHeading
        title={t('groups.heading')}
        intro={t('groups.intro')}
        action={
          <Button
            component={Link}
            to="/admin/einstellungen"
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {t('groups.back')}
          </Button>
        }
      />
      <QueryState
        isPending={definitions.isPending || groups.isPending || tenant.isPending}
        empty={groups.data?.length === 0 && t('groups.none')}
      />
      {groups.data && groups.data.length > 0 && (
        <Select
          label={t('groups.choose')}
          placeholder={t('groups.choosePlaceholder')}
          data={groups.data.map((g) => ({
            value: g.id,
            label: `${g.name} (${t('groups.valueCount', { count: g.valueCount })})`,
          }))}
          value={chosen?.id ?? null}
          onChange={(value) => setGroupId(value ?? '')}
          searchable
          maw={420}
        />
      )}
      {groups.data && groups.data.length > 0 && !chosen && <Text c="dimmed">{t('groups.pick')}</Text>}
      {chosen && group.isPending && <QueryState isPending />}
      {chosen && definitions.data && tenant.data && group.data && (
        <SettingsForm
          key={chosen.id}
          layer="group"
          defs={definitions.data}
          stored={group.data.values}
          inheritedOf={inheritedOf}
          save={(changes) => save.mutateAsync(changes)}
          saving={save.isPending}
        />
      )}
    </Stack>
  );
}
