import { Alert, Button, Group, Stack, Switch, Table, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useSaveWeeklyHours } from '../api/opening-hours';
import {
  checkWeek,
  completeWeek,
  type WeeklyProblem,
  type WeeklyRow,
  weekdayName,
} from '../utils/weekly-hours';
import { TimeField } from './time-field';

interface WeeklyHoursFormProps {
  product: SpaceProduct;
  floorPlanId: string;
  weekly: WeeklyRow[];
}

/** The week's rows (reset when the saved week changes), their problems and the save with one PUT. */
function useWeeklyHoursForm({ product, floorPlanId, weekly }: WeeklyHoursFormProps) {
  const { t } = useTranslation('adminOpeningHours');
  const save = useSaveWeeklyHours(product, floorPlanId);
  const [rows, setRows] = useState(() => completeWeek(weekly));
  const [checked, setChecked] = useState(false);
  useEffect(() => setRows(completeWeek(weekly)), [weekly]);
  const problems = checkWeek(rows);
  const update = (isoWeekday: number, change: Partial<WeeklyRow>) =>
    setRows((current) => current.map((row) => (row.isoWeekday === isoWeekday ? { ...row, ...change } : row)));
  const submit = () => {
    setChecked(true);
    if (problems.size === 0)
      save.mutate(rows, { onSuccess: () => notifySuccess(t('saved'), t('weekly.savedText')) });
  };
  return { save, rows, checked, problems, update, submit };
}

/** One weekday: its name, the open switch and the from/to fields with the row's problem. */
function WeekdayRow({
  row,
  problem,
  onChange,
}: {
  row: WeeklyRow;
  problem: WeeklyProblem | undefined;
  onChange: (change: Partial<WeeklyRow>) => void;
}) {
  const { t, i18n } = useTranslation('adminOpeningHours');
  const day = weekdayName(row.isoWeekday, i18n.resolvedLanguage ?? 'de');
  return (
    <Table.Tr>
      <Table.Th scope="row">{day}</Table.Th>
      <Table.Td>
        <Switch
          aria-label={t('weekly.openLabel', { day })}
          checked={row.open}
          onChange={(event) => onChange({ open: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <TimeField
          aria-label={t('weekly.fromLabel', { day })}
          value={row.from}
          disabled={!row.open}
          error={problem === 'invalidTime'}
          onChange={(from) => onChange({ from })}
        />
      </Table.Td>
      <Table.Td>
        <TimeField
          aria-label={t('weekly.toLabel', { day })}
          value={row.to}
          disabled={!row.open}
          error={problem ? t(`weekly.problems.${problem}`) : undefined}
          onChange={(to) => onChange({ to })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The seven weekdays of a floor plan (open switch, from, to), saved together with one PUT. */
export function WeeklyHoursForm(props: WeeklyHoursFormProps) {
  const { t } = useTranslation('adminOpeningHours');
  const { save, rows, checked, problems, update, submit } = useWeeklyHoursForm(props);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('weekly.heading')}
        </Title>
        <Table.ScrollContainer minWidth={460} maw={720}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t('weekly.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('weekly.weekday')}</Table.Th>
                <Table.Th scope="col">{t('weekly.open')}</Table.Th>
                <Table.Th scope="col">{t('weekly.from')}</Table.Th>
                <Table.Th scope="col">{t('weekly.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <WeekdayRow
                  key={row.isoWeekday}
                  row={row}
                  problem={checked ? problems.get(row.isoWeekday) : undefined}
                  onChange={(change) => update(row.isoWeekday, change)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {save.error && (
          <Alert color="red" role="alert" maw={720}>
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('weekly.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
