import { Box, Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import type { FloorPlanItem, SpaceProduct } from '@/lib/space-lookups';
import { useMoveSeat } from '../api/move-seat';
import type { Seat } from '../api/types';
import { useSeatDrag } from '../hooks/use-seat-drag';
import { moveByKey, type PlanPosition } from '../utils/seat-position';
import { SeatMarker } from './seat-marker';

interface FloorPlanEditorProps {
  product: SpaceProduct;
  floorPlan: FloorPlanItem;
  seats: Seat[];
  /** The seats are loaded (the empty-plan hint waits for it). */
  loaded: boolean;
  onEdit: (seat: Seat) => void;
  onCreate: () => void;
}

/**
 * Saving a seat's new position: each save is announced with its coordinates; arrow keys start
 * from the last requested position (they can outpace rendering).
 */
function useSeatMoves(product: SpaceProduct) {
  const { t, i18n } = useTranslation('adminSpaces');
  const [announcement, setAnnouncement] = useState('');
  const move = useMoveSeat(product);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE', {
    maximumFractionDigits: 1,
  });
  // Arrow keys can outpace rendering: each press starts from the last requested position.
  const latest = useRef(new Map<string, PlanPosition>());
  const save = (seat: Seat, position: PlanPosition) => {
    latest.current.set(seat.id, position);
    move.mutate(
      { seat, position },
      {
        onSuccess: (saved) => {
          if (latest.current.get(seat.id) === position) latest.current.delete(seat.id);
          setAnnouncement(
            t('plan.moved', {
              label: saved.label,
              x: number.format(saved.posX),
              y: number.format(saved.posY),
            }),
          );
        },
        onError: (error) => {
          latest.current.delete(seat.id);
          notifyFailure(t('plan.moveFailed'), error);
        },
      },
    );
  };
  const moveByArrow = (seat: Seat, key: string, big: boolean): boolean => {
    const next = moveByKey(latest.current.get(seat.id) ?? { posX: seat.posX, posY: seat.posY }, key, big);
    if (next) save(seat, next);
    return next !== undefined;
  };
  return { announcement, save, moveByArrow };
}

/** An empty plan says how to begin (issue 14 point 9), right above the plan. */
function EmptyPlanHint({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('adminSpaces');
  return (
    <Paper withBorder shadow="xs" p="md" mb="xs" role="status">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('plan.emptyTitle')}
        </Title>
        <Text size="sm">{t('plan.emptyText')}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onCreate}>
          {t('plan.emptyAction')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The plan's image, or a blank 16:10 area when it has none. */
function PlanBackground({ floorPlan }: { floorPlan: FloorPlanItem }) {
  const { t } = useTranslation('adminSpaces');
  return floorPlan.imageUrl ? (
    <img
      src={floorPlan.imageUrl}
      alt={t('plan.imageAlt', { name: floorPlan.name })}
      draggable={false}
      style={{ display: 'block', width: '100%', height: 'auto', userSelect: 'none' }}
    />
  ) : (
    <Box bg="gray.1" style={{ aspectRatio: '16 / 10' }} />
  );
}

/** The plan image with every seat as a marker that can be dragged or moved with the arrow keys. */
export function FloorPlanEditor({
  product,
  floorPlan,
  seats,
  loaded,
  onEdit,
  onCreate,
}: FloorPlanEditorProps) {
  const { t } = useTranslation('adminSpaces');
  const planRef = useRef<HTMLDivElement>(null);
  const { announcement, save, moveByArrow } = useSeatMoves(product);
  const drag = useSeatDrag({ planRef, onMove: save, onClick: onEdit });

  return (
    <Box>
      <Text id="seat-marker-help" size="sm" c="dimmed" mb="xs">
        {t('plan.help')}
      </Text>
      {loaded && seats.length === 0 && <EmptyPlanHint onCreate={onCreate} />}
      {!floorPlan.imageUrl && (
        <Text size="sm" mb="xs">
          {t('plan.noImage')}
        </Text>
      )}
      <Box ref={planRef} pos="relative" style={{ border: '1px solid var(--mantine-color-gray-4)' }}>
        <PlanBackground floorPlan={floorPlan} />
        {seats.map((seat) => (
          <SeatMarker
            key={seat.id}
            seat={seat}
            position={drag.positionOf(seat)}
            dragging={drag.draggingId === seat.id}
            pointerHandlers={drag.handlers(seat)}
            onArrowKey={moveByArrow}
            onEdit={onEdit}
          />
        ))}
      </Box>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
