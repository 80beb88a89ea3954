import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';
import type { MapSeat } from '../api/types';
import { isBookableState } from '../utils/seat-states';

interface SeatTableProps {
  caption: string;
  seats: readonly MapSeat[];
  onOpen: (seat: MapSeat) => void;
}

/** The list view: the map's data as a table, one row per seat with a book (or details) button. */
export function SeatTable({ caption, seats, onOpen }: SeatTableProps) {
  const { t } = useTranslation('spaces');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.label')}</Table.Th>
            <Table.Th scope="col">{t('list.kind')}</Table.Th>
            <Table.Th scope="col">{t('list.capacity')}</Table.Th>
            <Table.Th scope="col">{t('list.equipment')}</Table.Th>
            <Table.Th scope="col">{t('list.state')}</Table.Th>
            <Table.Th scope="col">{t('list.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {seats.map((seat) => {
            const style = seatStyle(seat.state);
            const bookable = isBookableState(seat.state);
            return (
              <Table.Tr key={seat.id}>
                <Table.Th scope="row">{seat.label}</Table.Th>
                <Table.Td>{t(`seat.kind.${seat.kind}`)}</Table.Td>
                <Table.Td>{seat.capacity}</Table.Td>
                <Table.Td>
                  {seat.equipment
                    .map((item) => (item.count > 1 ? `${item.count} × ${item.name}` : item.name))
                    .join(', ') || '–'}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'inline-flex',
                        padding: 3,
                        borderRadius: 4,
                        backgroundColor: style.background,
                        color: style.foreground,
                      }}
                    >
                      <SeatStateIcon state={seat.state} size={12} />
                    </span>
                    <Text size="sm">{t(`states.${seat.state}`)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={bookable ? 'filled' : 'default'}
                    aria-label={t(bookable ? 'list.bookAria' : 'list.detailsAria', { label: seat.label })}
                    onClick={() => onOpen(seat)}
                  >
                    {t(bookable ? 'list.book' : 'list.details')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
