import { Alert, Button, Group, Stack, Switch, Table, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useSaveWeeklyHours } from '../api/opening-hours';
import { checkWeek, completeWeek, type WeeklyRow, weekdayName } from '../utils/weekly-hours';
import { TimeField } from './time-field';

interface WeeklyHoursFormProps {
  product: SpaceProduct;
  floorPlanId: string;
  weekly: WeeklyRow[];
}

/** The seven weekdays of a floor plan (open switch, from, to), saved together with one PUT. */
export function WeeklyHoursForm({ product, floorPlanId, weekly }: WeeklyHoursFormProps) {
  const { t, i18n } = useTranslation('adminOpeningHours');
  const save = useSaveWeeklyHours(product, floorPlanId);
  const [rows, setRows] = useState(() => completeWeek(weekly));
  const [checked, setChecked] = useState(false);
  useEffect(() => setRows(completeWeek(weekly)), [weekly]);
  const problems = checkWeek(rows);
  const update = (isoWeekday: number, change: Partial<WeeklyRow>) =>
    setRows((current) => current.map((row) => (row.isoWeekday === isoWeekday ? { ...row, ...change } : row)));
  const language = i18n.resolvedLanguage ?? 'de';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (problems.size === 0)
          save.mutate(rows, { onSuccess: () => notifySuccess(t('saved'), t('weekly.savedText')) });
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
              {rows.map((row) => {
                const day = weekdayName(row.isoWeekday, language);
                const problem = checked ? problems.get(row.isoWeekday) : undefined;
                return (
                  <Table.Tr key={row.isoWeekday}>
                    <Table.Th scope="row">{day}</Table.Th>
                    <Table.Td>
                      <Switch
                        aria-label={t('weekly.openLabel', { day })}
                        checked={row.open}
                        onChange={(event) => update(row.isoWeekday, { open: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TimeField
                        aria-label={t('weekly.fromLabel', { day })}
                        value={row.from}
                        disabled={!row.open}
                        error={problem === 'invalidTime'}
                        onChange={(from) => update(row.isoWeekday, { from })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TimeField
                        aria-label={t('weekly.toLabel', { day })}
                        value={row.to}
                        disabled={!row.open}
                        error={problem ? t(`weekly.problems.${problem}`) : undefined}
                        onChange={(to) => update(row.isoWeekday, { to })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
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
