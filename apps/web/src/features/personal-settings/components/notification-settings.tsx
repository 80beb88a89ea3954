import { NOTIFICATION_SETTING_KEYS } from '@buchbar/domain/notifications/catalogue';
import { SETTINGS, type SettingKey } from '@buchbar/domain/settings';
import { List, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A personal e-mail switch (boolean) or the lead time of the vehicle reminder (minutes). */
export type NotificationValues = Record<string, boolean | number | string>;

const AREAS = ['spaces', 'vehicles'] as const;
const LEAD_TIME: SettingKey = 'vehicles.reminderMailMinutesBefore';
const leadTimeDef = SETTINGS['vehicles.reminderMailMinutesBefore'];

/** Mandatory catalogue kinds as the user knows them (several kinds per line where they belong together). */
const MANDATORY = [
  'account.signInCode',
  'account.passwordRecovery',
  'account.invitation',
  'account.emailChange',
  'vehicles.guestBooking',
  'vehicles.licenceCheck',
] as const;

/**
 * The values the dialog starts with: the user's own stored value, else the effective one (group,
 * tenant or default), so each switch shows what applies today.
 */
export function initialNotificationValues(
  stored: Record<string, unknown>,
  effective: Record<string, unknown> | undefined,
): NotificationValues {
  const values: NotificationValues = {};
  for (const key of NOTIFICATION_SETTING_KEYS) {
    const v = stored[key] ?? effective?.[key] ?? SETTINGS[key].default;
    if (typeof v === 'boolean' || typeof v === 'number') values[key] = v;
  }
  return values;
}

/** Only what the user changed goes to the user layer; the rest keeps following the defaults. */
export function changedNotificationValues(initial: NotificationValues, current: NotificationValues) {
  const changed: Record<string, boolean | number | null> = {};
  for (const key of NOTIFICATION_SETTING_KEYS) {
    const v = current[key];
    if (v === initial[key]) continue;
    changed[key] = typeof v === 'boolean' || typeof v === 'number' ? v : null;
  }
  return changed;
}

interface NotificationSettingsProps {
  values: NotificationValues;
  onChange: (key: string, value: boolean | number | string) => void;
  errors: Record<string, string>;
}

/** Personal e-mail notifications (issue 13): one switch per catalogue kind, the reminder lead time, mandatory mails. */
export function NotificationSettings({ values, onChange, errors }: NotificationSettingsProps) {
  const { t } = useTranslation('personalSettings');
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (
    <Stack gap="sm" component="section" aria-labelledby="notification-settings-heading">
      <Title order={2} size="h4" id="notification-settings-heading">
        {t('notifications.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('notifications.intro')}
      </Text>
      {AREAS.map((area) => (
        <Stack key={area} gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={600} mb={4}>
            {t(`notifications.areas.${area}`)}
          </Text>
          {NOTIFICATION_SETTING_KEYS.filter((key) => key.startsWith(`${area}.`)).map((key) =>
            key === LEAD_TIME ? (
              <NumberInput
                key={key}
                id={`personal-${key}`}
                label={loose(`notifications.options.${key}`)}
                description={t('notifications.leadTimeHint', { min: leadTimeDef.min, max: leadTimeDef.max })}
                // Refused at the field, never clamped (issue 14 point 7).
                clampBehavior="none"
                min={leadTimeDef.min}
                max={leadTimeDef.max}
                step={15}
                allowDecimal={false}
                suffix={` ${t('notifications.leadTime')}`}
                value={typeof values[key] === 'number' ? (values[key] as number) : ''}
                onChange={(v) => onChange(key, v)}
                error={errors[key]}
              />
            ) : (
              <Switch
                key={key}
                label={loose(`notifications.options.${key}`)}
                checked={values[key] === true}
                onChange={(event) => onChange(key, event.currentTarget.checked)}
                error={errors[key]}
              />
            ),
          )}
        </Stack>
      ))}
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('notifications.mandatoryHeading')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('notifications.mandatoryIntro')}
        </Text>
        <List size="sm" spacing={2}>
          {MANDATORY.map((kind) => (
            <List.Item key={kind}>
              <Switch
                size="xs"
                checked
                disabled
                readOnly
                label={`${loose(`notifications.mandatory.${kind}`)} (${t('notifications.alwaysOn')})`}
              />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
