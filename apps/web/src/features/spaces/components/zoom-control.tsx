import { ActionIcon, Group, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clampZoom, ZOOM_LIMITS } from '../utils/space-settings';

/**
 * Zoom of the plan in steps of 25 %: a view control of this screen, not a setting (it would carry a
 * phone's zoom to the desktop and write an audit row per click; general.zoom scales the interface).
 */
export function ZoomControl({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const { t } = useTranslation('spaces');
  const change = (delta: number) => onChange(clampZoom(zoom + delta));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('filters.zoom')}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('filters.zoomOut')}
        disabled={zoom <= ZOOM_LIMITS.min}
        onClick={() => change(-ZOOM_LIMITS.step)}
      >
        <IconZoomOut size={18} aria-hidden="true" />
      </ActionIcon>
      <Text size="sm" w={48} ta="center" aria-live="polite">
        {zoom} %
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('filters.zoomIn')}
        disabled={zoom >= ZOOM_LIMITS.max}
        onClick={() => change(ZOOM_LIMITS.step)}
      >
        <IconZoomIn size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
