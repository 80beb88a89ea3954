import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { totalsOf, type UtilisationRow } from '../utils/chart-data';

/** The report's rows (day × floor plan) with totals. */
export function UtilisationTable({ rows }: { rows: UtilisationRow[] }) {
  const { t, i18n } = useTranslation('utilisation');
  const totals = totalsOf(rows);
  const numeric = ['booked', 'checkedIn', 'noShow', 'cancelled'] as const;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.date')}</Table.Th>
            <Table.Th scope="col">{t('columns.floorPlan')}</Table.Th>
            {numeric.map((key) => (
              <Table.Th scope="col" ta="right" key={key}>
                {t(`columns.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.date}-${row.floorPlanId}`}>
              <Table.Th scope="row" fw={400}>
                {formatDate(`${row.date}T12:00:00Z`, i18n.resolvedLanguage)}
              </Table.Th>
              <Table.Td>{row.floorPlanName}</Table.Td>
              {numeric.map((key) => (
                <Table.Td ta="right" key={key}>
                  {row[key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('total')}
            </Table.Th>
            {numeric.map((key) => (
              <Table.Td ta="right" fw={700} key={key}>
                {totals[key]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
