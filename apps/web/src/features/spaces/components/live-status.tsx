import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '@/lib/use-live-events';

const COLOURS: Record<LiveStatus, string> = {
  open: 'teal',
  connecting: 'gray',
  reconnecting: 'orange',
  offline: 'red',
};

/** Small indicator of the live-update stream (and of a lost network); changes are announced politely. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('spaces');
  const text = t(`live.${status}`);
  return (
    <Badge
      variant="dot"
      color={COLOURS[status]}
      role="status"
      aria-label={t('live.label', { status: text })}
      size="lg"
    >
      {text}
    </Badge>
  );
}
