import { Button, Divider, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, saveLanguage } from '@/i18n/language';
import { toFieldErrors } from '@/lib/form-errors';
import { INTERFACE_ZOOM } from '@/lib/interface-zoom';
import { notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { useMySettings, useSaveMySettings } from '../api/my-settings';
import {
  changedNotificationValues,
  initialNotificationValues,
  NotificationSettings,
  type NotificationValues,
} from './notification-settings';

const ZOOM = INTERFACE_ZOOM;

export interface PersonalSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The spec's "settings" modal: language, zoom and e-mail notifications, saved at the user layer. */
export function PersonalSettingsDialog({ opened, onClose }: PersonalSettingsDialogProps) {
  const { t, i18n } = useTranslation('personalSettings');
  const languageLabel = useId();
  const { data: me } = useMe();
  const { data: mine } = useMySettings(opened);
  const save = useSaveMySettings();
  const [language, setLanguage] = useState<Language>('de');
  const [zoom, setZoom] = useState<number | string>(ZOOM.default);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [mailInitial, setMailInitial] = useState<NotificationValues>({});
  const [mail, setMail] = useState<NotificationValues>({});
  const phone = useMediaQuery('(max-width: 36em)');

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
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
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={languageLabel}>
              {t('language')}
            </Text>
            <SegmentedControl
              aria-labelledby={languageLabel}
              value={language}
              onChange={(value) => setLanguage(isLanguage(value) ? value : 'de')}
              data={[
                { value: 'de', label: t('languages.de') },
                { value: 'en', label: t('languages.en') },
              ]}
            />
            {errors['general.language'] && (
              <Text size="xs" c="red">
                {errors['general.language']}
              </Text>
            )}
          </Stack>
          <NumberInput
            label={t('zoom')}
            description={t('zoomHint', { min: ZOOM.min, max: ZOOM.max })}
            min={ZOOM.min}
            max={ZOOM.max}
            step={10}
            suffix=" %"
            allowDecimal={false}
            value={zoom}
            onChange={setZoom}
            error={errors['general.zoom']}
          />
          <Divider />
          <NotificationSettings
            values={mail}
            errors={errors}
            onChange={(key, value) => setMail((current) => ({ ...current, [key]: value }))}
          />
          <Text size="sm" c="red" role="status" aria-live="polite">
            {status}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
