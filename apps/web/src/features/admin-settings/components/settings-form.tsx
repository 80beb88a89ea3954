import type { SettingValueProblem } from '@buchbar/domain/settings';
import { Stack, Tabs, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { SettingDefinition } from '../api/get-settings';
import { useSettingTexts } from '../hooks/use-setting-texts';
import { useSettingsDraft } from '../hooks/use-settings-draft';
import { type FieldError, groupOptionsOfLayer, SETTING_TABS, type SettingTab } from '../utils/setting-values';
import { type EditedLayer, type InheritedValue, SettingField } from './setting-field';
import classes from './settings-form.module.css';
import { SettingsSaveBar } from './settings-save-bar';

/** A tab of the tenant page with its own form and API (the mail logo, the sign-in setup). */
interface ExtraTab {
  value: string;
  label: string;
  panel: ReactNode;
}
type PageTab = SettingTab | string;

/** The last save's outcome, kept as data so its text follows a language switch. */
type Status =
  | { kind: 'none' }
  | { kind: 'saved'; count: number }
  | { kind: 'refused'; key: string; error: FieldError };

interface SettingsFormProps {
  layer: EditedLayer;
  defs: readonly SettingDefinition[];
  /** Values stored at this layer. */
  stored: Readonly<Record<string, unknown>>;
  /** What applies without a value at this layer. */
  inheritedOf: (def: SettingDefinition) => InheritedValue;
  /** Sends the changes; resolves with nothing, rejects with the server's refusal. */
  save: (changes: Record<string, unknown>) => Promise<unknown>;
  saving: boolean;
  extraTabs?: readonly ExtraTab[];
}

function isProblem(value: unknown): value is SettingValueProblem {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string'
  );
}

/** A refused save's answer at its field: the rule broken, the layer, or the server's words. */
function fieldErrorOf(error: unknown): { key: string; error: FieldError } | undefined {
  if (!isApiError(error) || typeof error.details.option !== 'string') return undefined;
  const key = error.details.option;
  if (error.code === 'SETTING_VALUE_INVALID' && isProblem(error.details.problem))
    return { key, error: { kind: 'problem', problem: error.details.problem } };
  if (error.code === 'SETTING_LAYER_NOT_ALLOWED') return { key, error: { kind: 'layer' } };
  return { key, error: { kind: 'message', message: error.message } };
}

/**
 * The form's state: the draft, the open tab, the last save's outcome, and the save that refuses a
 * bad value at its field (showing its tab and focusing it) before anything is sent.
 */
function useSettingsForm({
  layer,
  defs,
  stored,
  save,
}: Pick<SettingsFormProps, 'layer' | 'defs' | 'stored' | 'save'>) {
  const { t } = useTranslation('adminSettings');
  const { optionLabel, errorText } = useSettingTexts();
  const draft = useSettingsDraft(defs, stored);
  const [tab, setTab] = useState<PageTab>('spaces');
  const [status, setStatus] = useState<Status>({ kind: 'none' });
  const groups = groupOptionsOfLayer(defs, layer);
  const count = Object.keys(draft.changes).length;
  const defOf = (key: string) => defs.find((def) => def.key === key);
  const errorAt = (key: string, error: FieldError) => {
    const def = defOf(key);
    return def ? errorText(def, error) : '';
  };
  const statusText =
    status.kind === 'saved'
      ? t('savedText', { count: status.count })
      : status.kind === 'refused'
        ? t('refusedAt', { option: optionLabel(status.key), problem: errorAt(status.key, status.error) })
        : '';

  /** Shows the tab that holds the option and puts the focus on its field. */
  const showField = (key: string) => {
    const refusedTab = SETTING_TABS.find((name) => groups[name].some((def) => def.key === key));
    if (refusedTab) setTab(refusedTab);
    requestAnimationFrame(() => document.getElementById(`setting-${key}`)?.focus());
  };
  const refuse = (key: string, error: FieldError) => {
    setStatus({ kind: 'refused', key, error });
    notifyFailure(
      t('notSaved'),
      new Error(t('refusedAt', { option: optionLabel(key), problem: errorAt(key, error) })),
    );
    showField(key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    const [firstProblem] = Object.entries(draft.problems);
    if (firstProblem) return refuse(firstProblem[0], firstProblem[1]);
    const saved = count;
    save(draft.changes).then(
      () => {
        draft.clear();
        setStatus({ kind: 'saved', count: saved });
        notifySuccess(t('saved'), t('savedText', { count: saved }));
      },
      (error: unknown) => {
        const refused = fieldErrorOf(error);
        if (refused) {
          draft.setServerErrors({ [refused.key]: refused.error });
          return refuse(refused.key, refused.error);
        }
        setStatus({ kind: 'none' });
        notifyFailure(t('notSaved'), error);
      },
    );
  };
  const discard = () => {
    draft.clear();
    setStatus({ kind: 'none' });
  };
  return { draft, tab, setTab, groups, count, statusText, submit, discard };
}

/** The fields of one settings tab, or a note that the tab has none at this layer. */
function SettingsTabPanel({
  name,
  form,
  layer,
  stored,
  inheritedOf,
}: {
  name: SettingTab;
  form: ReturnType<typeof useSettingsForm>;
} & Pick<SettingsFormProps, 'layer' | 'stored' | 'inheritedOf'>) {
  const { t } = useTranslation('adminSettings');
  const { errorText } = useSettingTexts();
  const { draft, groups } = form;
  return (
    <Tabs.Panel value={name} pt="md">
      <Stack gap="lg" maw={760}>
        {groups[name].length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        {groups[name].map((def) => {
          const error = draft.errors[def.key];
          return (
            <SettingField
              key={def.key}
              def={def}
              layer={layer}
              value={draft.fieldValue(def)}
              inherited={inheritedOf(def)}
              stored={Object.hasOwn(stored, def.key)}
              error={error ? errorText(def, error) : undefined}
              onChange={(value) => draft.change(def.key, value)}
            />
          );
        })}
      </Stack>
    </Tabs.Panel>
  );
}

/**
 * One layer's settings (tenant or group) in tabs per feature, with a sticky save bar. Every field
 * is checked as it changes; a save with a bad value is refused at the field and nothing is sent.
 */
export function SettingsForm({
  layer,
  defs,
  stored,
  inheritedOf,
  save,
  saving,
  extraTabs = [],
}: SettingsFormProps) {
  const { t } = useTranslation('adminSettings');
  const form = useSettingsForm({ layer, defs, stored, save });
  const { tab, setTab } = form;
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as PageTab | null) ?? 'spaces')} keepMounted={false}>
      <Tabs.List aria-label={t('tabsLabel')}>
        {SETTING_TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
        {extraTabs.map((extra) => (
          <Tabs.Tab key={extra.value} value={extra.value}>
            {extra.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* The extra tabs save on their own, so they stay outside this form and its save bar. */}
      {!extraTabs.some((extra) => extra.value === tab) && (
        <form onSubmit={form.submit} noValidate className={classes.fields}>
          <Stack gap="md">
            {SETTING_TABS.map((name) => (
              <SettingsTabPanel
                key={name}
                name={name}
                form={form}
                layer={layer}
                stored={stored}
                inheritedOf={inheritedOf}
              />
            ))}
            <SettingsSaveBar
              count={form.count}
              saving={saving}
              status={form.statusText}
              onDiscard={form.discard}
            />
          </Stack>
        </form>
      )}
      {extraTabs.map((extra) => (
        <Tabs.Panel key={extra.value} value={extra.value} pt="md">
          {extra.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
