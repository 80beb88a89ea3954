import {
  isSettingKey,
  SETTINGS,
  type SettingValueProblem,
  settingValueProblem,
} from '@buchbar/domain/settings';
import { Divider, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '@/components/form-dialog';
import { isLanguage, type Language, saveLanguage } from '@/i18n/language';
import { toFieldErrors } from '@/lib/form-errors';
import { INTERFACE_ZOOM } from '@/lib/interface-zoom';
import { notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useMySettings, useSaveMySettings } from '../api/my-settings';
import {
  changedNotificationValues,
  initialNotificationValues,
  NotificationSettings,
  type NotificationValues,
} from './notification-settings';

const ZOOM = INTERFACE_ZOOM;

/** The number fields of the dialog, checked with the registry's rule before anything is sent. */
const CHECKED = ['general.zoom', 'vehicles.reminderMailMinutesBefore'] as const;

function problemsOf(values: Record<string, unknown>): Record<string, SettingValueProblem> {
  const problems: Record<string, SettingValueProblem> = {};
  for (const key of CHECKED) {
    const value = values[key];
    // Empty means "no value of my own" (the group's, tenant's or default value applies).
    if (value === undefined || value === null || value === '' || !isSettingKey(key)) continue;
    const problem = settingValueProblem(SETTINGS[key], typeof value === 'string' ? Number.NaN : value);
    if (problem) problems[key] = problem;
  }
  return problems;
}

export interface PersonalSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The spec's "settings" modal: language, zoom and e-mail notifications, saved at the user layer. */
export function PersonalSettingsDialog({ opened, onClose }: PersonalSettingsDialogProps) {
  const { t } = useTranslation('personalSettings');
  const form = usePersonalSettings(opened, onClose);
  const { errors } = form;
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg" fullScreen={phone}>
      <DialogForm
        formRef={form.invalid.ref}
        onSubmit={form.submit}
        saving={form.saving}
        onCancel={onClose}
        cancelLabel={t('cancel')}
        submitLabel={t('save')}
      >
        <LanguageField value={form.language} onChange={form.setLanguage} error={errors['general.language']} />
        <NumberInput
          id="personal-general.zoom"
          label={t('zoom')}
          description={t('zoomHint', { min: ZOOM.min, max: ZOOM.max })}
          clampBehavior="none"
          min={ZOOM.min}
          max={ZOOM.max}
          step={10}
          suffix=" %"
          allowDecimal={false}
          value={form.zoom}
          onChange={form.setZoom}
          error={errors['general.zoom']}
        />
        <Divider />
        <NotificationSettings
          values={form.mail}
          errors={errors}
          onChange={(key, value) => form.setMail((current) => ({ ...current, [key]: value }))}
        />
        <Text size="sm" c="red" role="status" aria-live="polite">
          {form.status}
        </Text>
      </DialogForm>
    </Modal>
  );
}

/**
 * The dialog's values (the user's own, else what applies to them), loaded at each opening; the
 * number fields checked as they are typed; saved, the language switches at once.
 */
function usePersonalSettings(opened: boolean, onClose: () => void) {
  const { t, i18n } = useTranslation('personalSettings');
  const { data: me } = useMe();
  const { data: mine } = useMySettings(opened);
  const save = useSaveMySettings();
  const [language, setLanguage] = useState<Language>('de');
  const [zoom, setZoom] = useState<number | string>(ZOOM.default);
  const [serverErrors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [mailInitial, setMailInitial] = useState<NotificationValues>({});
  const [mail, setMail] = useState<NotificationValues>({});

  useEffect(() => {
    if (!opened) return;
    const stored = mine?.values ?? {};
    const lang = stored['general.language'] ?? me?.settings?.['general.language'] ?? i18n.resolvedLanguage;
    setLanguage(isLanguage(lang) ? lang : 'de');
    const z = stored['general.zoom'] ?? me?.settings?.['general.zoom'];
    setZoom(typeof z === 'number' ? z : ZOOM.default);
    const initial = initialNotificationValues(stored, me?.settings);
    setMailInitial(initial);
    setMail(initial);
    setErrors({});
    setStatus('');
  }, [opened, mine, me, i18n.resolvedLanguage]);

  // Shown as the value is typed, in the current language (also after a language switch).
  const problems = problemsOf({ 'general.zoom': zoom, ...mail });
  const errors = { ...serverErrors, ...useProblemTexts(problems) };

  const invalid = useFocusFirstInvalid();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const [firstProblem] = Object.keys(problems);
    if (firstProblem) {
      invalid.focusFirstInvalid();
      return;
    }
    const values = {
      'general.language': language,
      'general.zoom': typeof zoom === 'number' ? zoom : null,
      ...changedNotificationValues(mailInitial, mail),
    };
    save.mutate(values, {
      onSuccess: () => {
        saveLanguage(language);
        void i18n.changeLanguage(language);
        notifySuccess(t('saved', { lng: language }), t('savedText', { lng: language }));
        onClose();
      },
      onError: (error) => {
        setErrors(toFieldErrors(error));
        setStatus(error.message);
        invalid.focusFirstInvalid();
      },
    });
  };
  return {
    language,
    setLanguage,
    zoom,
    setZoom,
    mail,
    setMail,
    errors,
    status,
    invalid,
    submit,
    saving: save.isPending,
  };
}

/** The problems of the typed values in words. */
function useProblemTexts(problems: Record<string, SettingValueProblem>): Record<string, string> {
  const { t } = useTranslation('personalSettings');
  const problemText = (p: SettingValueProblem) =>
    p.code === 'range'
      ? t('problems.range', { min: p.min, max: p.max })
      : p.code === 'notNumber' || p.code === 'notWhole'
        ? t(`problems.${p.code}`)
        : t('problems.other');
  return Object.fromEntries(Object.entries(problems).map(([key, p]) => [key, problemText(p)]));
}

/** German or English. */
function LanguageField(props: { value: Language; onChange: (language: Language) => void; error?: string }) {
  const { t } = useTranslation('personalSettings');
  const languageLabel = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={languageLabel}>
        {t('language')}
      </Text>
      <SegmentedControl
        aria-labelledby={languageLabel}
        value={props.value}
        onChange={(value) => props.onChange(isLanguage(value) ? value : 'de')}
        data={[
          { value: 'de', label: t('languages.de') },
          { value: 'en', label: t('languages.en') },
        ]}
      />
      {props.error && (
        <Text size="xs" c="red">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
