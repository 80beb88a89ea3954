import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartDay } from '../utils/chart-data';

/**
 * Booked vs checked in vs no-show per day. The chart is a picture for sighted users; the table
 * below carries the same numbers for screen readers, so the chart is labelled and summarised only.
 */
export function UtilisationChart({ data }: { data: ChartDay[] }) {
  const { t } = useTranslation('utilisation');
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={320}
        data={data}
        dataKey="label"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        series={[
          { name: 'booked', label: t('columns.booked'), color: 'blue.7' },
          { name: 'checkedIn', label: t('columns.checkedIn'), color: 'teal.7' },
          { name: 'noShow', label: t('columns.noShow'), color: 'red.7' },
        ]}
        aria-hidden="true"
        // Hidden from assistive technology, so nothing inside may take focus either (axe:
        // aria-hidden-focus); Recharts' keyboard layer would make the drawing a tab stop.
        barChartProps={{ accessibilityLayer: false }}
      />
      <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="xs">
        {t('chartCaption')}
      </Text>
    </figure>
  );
}
