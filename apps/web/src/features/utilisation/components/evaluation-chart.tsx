import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEvaluation } from '../api/get-evaluation';
import { hourChartData } from '../utils/evaluation-data';

const COLOURS = ['indigo.7', 'teal.8', 'orange.8', 'grape.7', 'cyan.8', 'red.8'];

/**
 * Occupancy by hour of the day, one bar per plan. A picture for sighted users; the table below
 * carries the same numbers, so the chart is hidden from assistive technology.
 */
export function EvaluationChart({ plans }: { plans: PlanEvaluation[] }) {
  const { t } = useTranslation('utilisation');
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={300}
        data={hourChartData(plans)}
        dataKey="hour"
        unit=" %"
        yAxisProps={{ domain: [0, 100] }}
        withLegend={plans.length > 1}
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        series={plans.map((plan, i) => ({
          name: plan.floorPlanId,
          label: plan.floorPlanName,
          color: COLOURS[i % COLOURS.length] ?? 'indigo.7',
        }))}
        aria-hidden="true"
        barChartProps={{ accessibilityLayer: false }}
      />
      <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="xs">
        {t('evaluation.chartCaption')}
      </Text>
    </figure>
  );
}
