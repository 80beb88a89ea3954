import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconCalendarX, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../api/types';

interface SeatTableProps {
  seats: Seat[];
  onEdit: (seat: Seat) => void;
  onCancelAll: (seat: Seat) => void;
}

/** The plan's seats and rooms as a table: the same data as the markers, for screen readers too. */
export function SeatTable({ seats, onEdit, onCancelAll }: SeatTableProps) {
  const { t } = useTranslation('adminSpaces');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('seats.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('seats.label')}</Table.Th>
            <Table.Th scope="col">{t('seats.kind')}</Table.Th>
            <Table.Th scope="col">{t('seats.capacity')}</Table.Th>
            <Table.Th scope="col">{t('seats.equipment')}</Table.Th>
            <Table.Th scope="col">{t('seats.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('seats.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {seats.map((seat) => (
            <Table.Tr key={seat.id}>
              <Table.Th scope="row">{seat.label}</Table.Th>
              <Table.Td>{t(`seats.kinds.${seat.kind}`)}</Table.Td>
              <Table.Td>{seat.capacity}</Table.Td>
              <Table.Td>{seat.equipment.map((e) => `${e.count} × ${e.name}`).join(', ') || '—'}</Table.Td>
              <Table.Td>
                <Badge color={seat.active ? 'teal' : 'gray'} variant="light">
                  {seat.active ? t('seats.active') : t('seats.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t('seats.edit', { label: seat.label })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('seats.edit', { label: seat.label })}
                      onClick={() => onEdit(seat)}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('cancelAll.action', { label: seat.label })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('cancelAll.action', { label: seat.label })}
                      onClick={() => onCancelAll(seat)}
                    >
                      <IconCalendarX size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
