import { nextFreeSpot } from '@buchbar/domain/floor-plan-spots';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import type { FloorPlanItem, SpaceProduct } from '@/lib/space-lookups';
import { useSeats } from '../api/get-seats';
import type { Seat } from '../api/types';
import { CancelAllDialog } from './cancel-all-dialog';
import { FloorPlanEditor } from './floor-plan-editor';
import { SeatDialog } from './seat-dialog';
import { SeatTable } from './seat-table';

interface PlanTabProps {
  product: SpaceProduct;
  floorPlan: FloorPlanItem;
}

/** Plan with draggable seat markers, the seat table and the seat dialogs of one floor plan. */
export function PlanTab({ product, floorPlan }: PlanTabProps) {
  const { t } = useTranslation('adminSpaces');
  const seats = useSeats(product, floorPlan.id);
  const [editing, setEditing] = useState<{ seat?: Seat }>();
  const [cancelling, setCancelling] = useState<Seat>();
  const list = [...(seats.data ?? [])].sort((a, b) =>
    a.label.localeCompare(b.label, 'de', { numeric: true }),
  );
  const edit = (seat: Seat) => setEditing({ seat });
  // A new seat lands on a free spot of the plan, never on top of another (issue 14 point 9).
  const newSpot = useMemo(() => nextFreeSpot(seats.data ?? []), [seats.data]);
  const create = () => setEditing({});
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={create}>
          {t('seats.new')}
        </Button>
      </Group>
      <FloorPlanEditor
        product={product}
        floorPlan={floorPlan}
        seats={list}
        loaded={seats.isSuccess}
        onEdit={edit}
        onCreate={create}
      />
      <QueryState
        isPending={seats.isPending}
        isFetching={seats.isFetching}
        summary={t('seats.count', { count: list.length })}
      />
      {list.length > 0 && <SeatTable seats={list} onEdit={edit} onCancelAll={setCancelling} />}
      <SeatDialog
        product={product}
        floorPlanId={floorPlan.id}
        opened={Boolean(editing)}
        seat={editing?.seat}
        newSpot={newSpot}
        onClose={() => setEditing(undefined)}
      />
      <CancelAllDialog product={product} seat={cancelling} onClose={() => setCancelling(undefined)} />
    </Stack>
  );
}
