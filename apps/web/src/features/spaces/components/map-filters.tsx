import { Flex, Group, MultiSelect, Select, VisuallyHidden } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import type { SpaceMapState } from '../hooks/use-space-map';
import { type BookingPeriod, periodOf, selectionForPeriod } from '../utils/booking-request';
import { listEquipmentNames } from '../utils/seat-filter';
import { buildTimeOptions, hourlyTimeOptions } from '../utils/time-window';
import { FloorPlanPicker } from './floor-plan-picker';
import { LabelledSegments } from './labelled-segments';

/** The day to show: only bookable days can be picked, each read out in the user's date format. */
function DayPicker({ state }: { state: SpaceMapState }) {
  const { t, i18n } = useTranslation('spaces');
  const { selection, update } = state;
  const bookable = state.bookableDays;
  return (
    <DatePickerInput
      label={t('filters.date')}
      value={selection.date}
      onChange={(date) => date && update({ date })}
      // Weekday and the language's date format: "Mo, 24.11.2026" / "Tue, 24 Nov 2026".
      valueFormat={i18n.resolvedLanguage === 'en' ? 'ddd, D MMM YYYY' : 'dd, DD.MM.YYYY'}
      // Only what can be booked (spec 4, from the server): past days, days beyond the advance
      // window, closed days and non-bookable weekdays are disabled.
      minDate={bookable ? bookable.today : undefined}
      maxDate={bookable ? bookable.lastDay : undefined}
      excludeDate={bookable ? (date) => !bookable.set.has(String(date).slice(0, 10)) : undefined}
      // Days are read out in the user's date format (noon UTC is the same day in Berlin).
      getDayAriaLabel={(date) => formatDate(`${String(date).slice(0, 10)}T12:00:00Z`, i18n.resolvedLanguage)}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      miw={170}
    />
  );
}

/** "Von" and "Bis" of an hourly booking, on the tenant's time grid within the opening hours. */
function HourlyTimes({ state }: { state: SpaceMapState }) {
  const { t } = useTranslation('spaces');
  const { selection, update, settings } = state;
  const grid = useMemo(() => buildTimeOptions(settings.stepMinutes), [settings.stepMinutes]);
  const opening = state.mapData?.opening;
  const times = useMemo(
    () => hourlyTimeOptions(grid, opening, selection.from),
    [grid, opening, selection.from],
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        label={t('filters.from')}
        data={times.from}
        value={selection.from}
        // "Bis" follows "Von": an end not after the new start moves to the next choice.
        onChange={(from) => {
          if (!from) return;
          const next = hourlyTimeOptions(grid, opening, from).to[0];
          update(selection.to > from || !next ? { from } : { from, to: next });
        }}
        allowDeselect={false}
        searchable
        w={100}
      />
      <Select
        label={t('filters.to')}
        data={times.to}
        value={selection.to}
        onChange={(to) => to && update({ to })}
        allowDeselect={false}
        searchable
        w={100}
      />
    </Group>
  );
}

/**
 * Spec 2 choices above the plan: floor plan, date, one period control (times when hourly),
 * equipment filter. `stacked`: one under the other at full width (the phone's drawer).
 */
export function MapFilters({ state, stacked = false }: { state: SpaceMapState; stacked?: boolean }) {
  const { t } = useTranslation('spaces');
  const { selection, equipment, update, settings, seats } = state;
  const equipmentNames = useMemo(() => listEquipmentNames(seats), [seats]);
  return (
    <Flex
      component="fieldset"
      direction={stacked ? 'column' : 'row'}
      wrap="wrap"
      align={stacked ? 'stretch' : 'flex-end'}
      gap="md"
      p={0}
      m={0}
      style={{ border: 0 }}
    >
      <VisuallyHidden component="legend">{t('filters.label')}</VisuallyHidden>
      <FloorPlanPicker
        plans={state.activePlans}
        value={state.plan}
        favouriteId={settings.favouriteFloorPlan}
        onChange={(plan) => update({ plan })}
      />
      <DayPicker state={state} />
      <LabelledSegments<BookingPeriod>
        label={t('filters.period')}
        value={periodOf(selection)}
        onChange={(period) => update(selectionForPeriod(period))}
        data={[
          { value: 'allDay', label: t('filters.allDay') },
          { value: 'morning', label: t('filters.morning') },
          { value: 'afternoon', label: t('filters.afternoon') },
          { value: 'hourly', label: t('filters.hourly') },
        ]}
      />
      {selection.bookingMode === 'hourly' && <HourlyTimes state={state} />}
      {equipmentNames.length > 0 && (
        <MultiSelect
          label={t('filters.equipment')}
          placeholder={equipment.length === 0 ? t('filters.equipmentPlaceholder') : undefined}
          data={equipmentNames}
          value={equipment}
          onChange={(names) => update({ equipment: names })}
          clearable
          miw={200}
          maw={stacked ? undefined : 320}
        />
      )}
    </Flex>
  );
}
