import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEquipment } from '@/lib/space-lookups';

export interface EquipmentRow {
  equipmentId: string;
  count: number;
}

interface SeatEquipmentFieldProps {
  value: EquipmentRow[];
  onChange: (value: EquipmentRow[]) => void;
}

/** A seat's equipment: one row per catalogue item with its count (spec: count default 1). */
export function SeatEquipmentField({ value, onChange }: SeatEquipmentFieldProps) {
  const { t } = useTranslation('adminSpaces');
  const { data: catalogue = [] } = useEquipment();
  const used = new Set(value.map((row) => row.equipmentId));
  const free = catalogue.filter((item) => !used.has(item.id));
  const replace = (index: number, row: EquipmentRow) =>
    onChange(value.map((r, i) => (i === index ? row : r)));
  return (
    <Stack gap="xs" role="group" aria-labelledby="seat-equipment-heading">
      <Text id="seat-equipment-heading" size="sm" fw={500}>
        {t('seatDialog.equipment')}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('seatDialog.noEquipment')}
        </Text>
      )}
      {value.map((row, index) => {
        const name = catalogue.find((item) => item.id === row.equipmentId)?.name ?? '';
        return (
          <Group key={row.equipmentId} gap="xs" align="flex-end" wrap="nowrap">
            <Select
              label={t('seatDialog.equipmentItem', { index: index + 1 })}
              data={[
                { value: row.equipmentId, label: name },
                ...free.map((i) => ({ value: i.id, label: i.name })),
              ]}
              value={row.equipmentId}
              allowDeselect={false}
              onChange={(id) => id && replace(index, { ...row, equipmentId: id })}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={t('seatDialog.count')}
              min={1}
              max={100}
              w={100}
              value={row.count}
              onChange={(count) => replace(index, { ...row, count: typeof count === 'number' ? count : 1 })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('seatDialog.removeEquipment', { name })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={free.length === 0}
          onClick={() => {
            const next = free[0];
            if (next) onChange([...value, { equipmentId: next.id, count: 1 }]);
          }}
        >
          {t('seatDialog.addEquipment')}
        </Button>
      </Group>
    </Stack>
  );
}
