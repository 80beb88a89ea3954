import { Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface SettingsSaveBarProps {
  count: number;
  saving: boolean;
  /** Last save result, announced politely to screen readers. */
  status: string;
  onDiscard: () => void;
}

/**
 * Sticks to the bottom of the viewport so the save button stays in reach on long tabs. Kept to
 * two short lines on a phone; the fields keep a scroll margin of its height, so a focused field is
 * never scrolled behind it (issue 14 point 7).
 */
export function SettingsSaveBar({ count, saving, status, onDiscard }: SettingsSaveBarProps) {
  const { t } = useTranslation('adminSettings');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const size = phone ? 'compact-sm' : 'sm';
  return (
    <Paper
      withBorder
      shadow="sm"
      p={phone ? 'xs' : 'sm'}
      radius="md" // Above the app shell's fixed footer.
      style={{ position: 'sticky', bottom: 'calc(var(--app-shell-footer-offset, 0rem) + 8px)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="wrap" gap={phone ? 4 : 'sm'}>
        <div>
          <Text size="sm" fw={500}>
            {count > 0 ? t('changes', { count }) : t('noChanges')}
          </Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {status}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size={size} variant="default" onClick={onDiscard} disabled={count === 0 || saving}>
            {t('discard')}
          </Button>
          <Button size={size} type="submit" loading={saving} disabled={count === 0}>
            {t('save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
