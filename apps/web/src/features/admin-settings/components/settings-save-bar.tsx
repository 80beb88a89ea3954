import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SettingsSaveBarProps {
  count: number;
  saving: boolean;
  /** Last save result, announced politely to screen readers. */
  status: string;
  onDiscard: () => void;
}

/** Sticks to the bottom of the viewport so the save button stays in reach on long tabs. */
export function SettingsSaveBar({ count, saving, status, onDiscard }: SettingsSaveBarProps) {
  const { t } = useTranslation('adminSettings');
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      radius="md" // Above the app shell's fixed footer.
      style={{ position: 'sticky', bottom: 'calc(var(--app-shell-footer-offset, 0rem) + 8px)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" fw={500}>
            {count > 0 ? t('changes', { count }) : t('noChanges')}
          </Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {status}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={onDiscard} disabled={count === 0 || saving}>
            {t('discard')}
          </Button>
          <Button type="submit" loading={saving} disabled={count === 0}>
            {t('save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
