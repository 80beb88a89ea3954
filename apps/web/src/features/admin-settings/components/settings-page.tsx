import { Stack, Tabs, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSaveTenantSettings, useSettingDefinitions, useTenantSettings } from '../api/get-settings';
import { useSettingsDraft } from '../hooks/use-settings-draft';
import { groupTenantOptions, SETTING_TABS, type SettingTab } from '../utils/setting-values';
import { SettingField } from './setting-field';
import { SettingsSaveBar } from './settings-save-bar';
import { TenantLogoSection } from './tenant-logo-section';

/** The extra tab that holds the sign-in setup (own form and API, supplied by the route). */
const SIGN_IN_TAB = 'signIn';
/** The tenant's mail logo (own upload, saved at once). */
const LOGO_TAB = 'logo';
type PageTab = SettingTab | typeof SIGN_IN_TAB | typeof LOGO_TAB;

interface SettingsPageProps {
  /** Content of the "Sign-in" tab; another feature's, so the route passes it in. */
  signInPanel?: ReactNode;
}

/** /admin/einstellungen: tenant-layer values of every option, one tab per feature. */
export function SettingsPage({ signInPanel }: SettingsPageProps = {}) {
  const { t, i18n } = useTranslation('adminSettings');
  const definitions = useSettingDefinitions(i18n.resolvedLanguage ?? 'de');
  const tenant = useTenantSettings();
  const defs = definitions.data ?? [];
  const stored = tenant.data?.values ?? {};
  const draft = useSettingsDraft(defs, stored);
  const save = useSaveTenantSettings();
  const [tab, setTab] = useState<PageTab>('spaces');
  const [status, setStatus] = useState('');
  const groups = groupTenantOptions(defs);
  const count = Object.keys(draft.changes).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    save.mutate(draft.changes, {
      onSuccess: () => {
        draft.clear();
        setStatus(t('savedText', { count }));
        notifySuccess(t('saved'), t('savedText', { count }));
      },
      onError: (error) => {
        const fieldErrors = toFieldErrors(error);
        draft.setErrors(fieldErrors);
        // Show the tab that holds the refused option, so the message at the field is visible.
        const refused = defs.find((def) => Object.hasOwn(fieldErrors, def.key));
        const refusedTab = SETTING_TABS.find((name) => groups[name].some((def) => def.key === refused?.key));
        if (refusedTab) setTab(refusedTab);
        setStatus(t('refused', { message: error.message }));
        notifyFailure(t('notSaved'), error);
      },
    });
  };

  return (
    <Stack gap="md">
      <PageHeading title={t('heading')} intro={t('intro')} />
      <QueryState isPending={definitions.isPending || tenant.isPending} />
      {definitions.data && tenant.data && (
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as PageTab | null) ?? 'spaces')}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabsLabel')}>
            {SETTING_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value={LOGO_TAB}>{t('tabs.logo')}</Tabs.Tab>
            {signInPanel && <Tabs.Tab value={SIGN_IN_TAB}>{t('tabs.signIn')}</Tabs.Tab>}
          </Tabs.List>
          {/* The sign-in and logo tabs save on their own, outside this form and its save bar. */}
          {tab !== SIGN_IN_TAB && tab !== LOGO_TAB && (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                {SETTING_TABS.map((name) => (
                  <Tabs.Panel key={name} value={name} pt="md">
                    <Stack gap="lg" maw={760}>
                      {groups[name].length === 0 && <Text c="dimmed">{t('empty')}</Text>}
                      {groups[name].map((def) => (
                        <SettingField
                          key={def.key}
                          def={def}
                          value={draft.fieldValue(def)}
                          stored={Object.hasOwn(stored, def.key)}
                          error={draft.errors[def.key]}
                          onChange={(value) => draft.change(def.key, value)}
                        />
                      ))}
                    </Stack>
                  </Tabs.Panel>
                ))}
                <SettingsSaveBar
                  count={count}
                  saving={save.isPending}
                  status={status}
                  onDiscard={draft.clear}
                />
              </Stack>
            </form>
          )}
          <Tabs.Panel value={LOGO_TAB} pt="md">
            <TenantLogoSection />
          </Tabs.Panel>
          {signInPanel && (
            <Tabs.Panel value={SIGN_IN_TAB} pt="md">
              {signInPanel}
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
