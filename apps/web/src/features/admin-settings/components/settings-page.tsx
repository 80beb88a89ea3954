import { Button, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useSaveTenantSettings, useSettingDefinitions, useTenantSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';
import { TenantLogoSection } from './tenant-logo-section';

interface SettingsPageProps {
  /** Content of the "Sign-in" tab; another feature's, so the route passes it in. */
  signInPanel?: ReactNode;
}

/** /admin/einstellungen: tenant-layer values of every option, one tab per feature. */
export function SettingsPage({ signInPanel }: SettingsPageProps = {}) {
  const { t, i18n } = useTranslation('adminSettings');
  const definitions = useSettingDefinitions(i18n.resolvedLanguage ?? 'de');
  const tenant = useTenantSettings();
  const save = useSaveTenantSettings();

  return (
    <Stack gap="md">
      <PageHeading
        title={t('heading')}
        intro={t('intro')}
        action={
          <Button
            component={Link}
            to="/admin/gruppeneinstellungen"
            variant="light"
            leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
          >
            {t('groups.link')}
          </Button>
        }
      />
      <QueryState isPending={definitions.isPending || tenant.isPending} />
      {definitions.data && tenant.data && (
        <SettingsForm
          layer="tenant"
          defs={definitions.data}
          stored={tenant.data.values}
          inheritedOf={(def) => ({ value: def.default, source: 'default' })}
          save={(changes) => save.mutateAsync(changes)}
          saving={save.isPending}
          extraTabs={[
            { value: 'logo', label: t('tabs.logo'), panel: <TenantLogoSection /> },
            ...(signInPanel ? [{ value: 'signIn', label: t('tabs.signIn'), panel: signInPanel }] : []),
          ]}
        />
      )}
    </Stack>
  );
}
