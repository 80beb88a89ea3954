import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { DATE_INPUT_FORMAT, formatDateTime, formatTime } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { hasPermission, useMe } from '@/lib/session';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useSaveVehicleBooking } from '../api/book-vehicle';
import type { Vehicle, VehicleBooking } from '../api/booking-types';
import { useDrivers } from '../api/drivers';
import { useStartTimes } from '../api/start-times';
import {
  type BookingFormValues,
  buildRequest,
  initialValues,
  keptOrDefaultEnd,
  splitInstant,
  TRIP_FIELDS,
  type TripField,
  timeChoices,
} from './booking-form-model';
import { GuestFields } from './guest-fields';
import {
  EMPTY_GUEST,
  type GuestFormValues,
  guestFieldErrors,
  offersGuest,
  withGuest,
} from './guest-form-model';

interface VehicleBookingFormProps {
  vehicle: Vehicle;
  vehicleName: string;
  booking?: VehicleBooking;
  initialStart?: string;
  initialEnd?: string;
  onDone: () => void;
}

type Refusal = { conflict: boolean; message: string };

const numberSetting = (settings: Record<string, unknown> | undefined, key: string, fallback: number) => {
  const value = settings?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
};

/** The form inside the booking dialog; every rule is decided by the server, refusals are shown here. */
export function VehicleBookingForm({
  vehicle,
  vehicleName,
  booking,
  initialStart,
  initialEnd,
  onDone,
}: VehicleBookingFormProps) {
  const { t, i18n } = useTranslation('fleetBooking');
  const { t: tc } = useTranslation('common');
  const { t: tg } = useTranslation('fleetGuests');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const me = useMe().data;
  const forOthers = hasPermission(me, 'fahrzeug_fremdbuchung') && !booking;
  const today = localDateIn(new Date());
  const [values, setValues] = useState<BookingFormValues>(() =>
    initialValues({ booking, initialStart, initialEnd, today }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState('');
  const [guest, setGuest] = useState<GuestFormValues>(EMPTY_GUEST);
  const [guestErrors, setGuestErrors] = useState<ReturnType<typeof guestFieldErrors>>({});
  const canGuest = offersGuest({
    isNew: !booking,
    guestBookingOn: me?.settings?.['vehicles.guestBooking'],
    mayBookForGuests: hasPermission(me, 'fahrzeug_gastbuchung'),
    vehicleGuestBookable: vehicle.guestBookable,
  });
  const forGuest = canGuest && guest.on;
  const save = useSaveVehicleBooking();
  const startTimes = useStartTimes(vehicle.id, values.date, booking?.id);
  const drivers = useDrivers(vehicle.id);
  const step = numberSetting(me?.settings, 'vehicles.bookingStepMinutes', 15);
  const minDuration = numberSetting(me?.settings, 'vehicles.minimumBookingDurationMinutes', 30);

  const proposals = startTimes.data ?? [];
  const startOptions = useMemo(() => {
    const options = proposals.map((p) => ({
      value: p.start,
      label: p.outsideBookingWindow
        ? `${formatTime(p.start, lang)} (${t('dialog.outsideWindow')})`
        : formatTime(p.start, lang),
    }));
    // The stored start of the trip being changed stays selectable even when it is no proposal any more.
    if (
      booking &&
      values.date === splitInstant(booking.start).date &&
      !options.some((o) => Date.parse(o.value) === Date.parse(booking.start))
    )
      options.unshift({
        value: booking.start,
        label: `${formatTime(booking.start, lang)} (${t('dialog.currentStart')})`,
      });
    return options;
  }, [proposals, booking, values.date, lang, t]);
  const start =
    startOptions.find((o) => Date.parse(o.value) === Date.parse(values.start ?? ''))?.value ?? null;
  const proposal = proposals.find((p) => p.start === start);

  const selfId = me?.user.id ?? '';
  const driverId = booking?.driver?.id ?? (values.driverId || selfId);
  const driver = drivers.data?.find((d) => d.id === driverId);
  const specialReasons = [
    ...(driver?.needsApproval ? [t('dialog.specialTripDepartment')] : []),
    ...(proposal?.outsideBookingWindow ? [t('dialog.specialTripWindow')] : []),
  ];

  const set = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'endDate' || key === 'endTime' ? 'end' : key]: '' }));
    setNotice('');
  };

  const chooseStart = (value: string | null) => {
    setErrors((e) => ({ ...e, start: '' }));
    const chosen = proposals.find((p) => p.start === value);
    setValues((v) => ({
      ...v,
      start: value,
      ...(value && chosen ? keptOrDefaultEnd(v, value, chosen.latestEnd, Math.max(minDuration, 60)) : {}),
    }));
  };

  const invalid = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setNotice('');
    const request = buildRequest({ ...values, start }, vehicle.id, booking);
    if (!request.ok) {
      setErrors(Object.fromEntries(Object.keys(request.errors).map((k) => [k, t('dialog.required')])));
      invalid.focusFirstInvalid();
      return;
    }
    if (request.save.kind === 'change' && Object.keys(request.save.body).length === 0) {
      setNotice(t('dialog.nothingChanged'));
      return;
    }
    const saving =
      request.save.kind === 'create' && forGuest
        ? { ...request.save, body: withGuest(request.save.body, guest) }
        : request.save;
    save.mutate(saving, {
      onSuccess: (saved) => {
        const when = `${formatDateTime(saved.start, lang)} – ${formatDateTime(saved.end, lang)}`;
        // As lib/notify's notifySuccess, with a named close button (axe: button-name).
        notifications.show({
          title: booking ? t('dialog.changedTitle') : t('dialog.bookedTitle'),
          message: saved.guest
            ? tg(saved.guest.confirmed ? 'dialog.bookedForGuest' : 'dialog.heldForGuest', {
                vehicle: vehicleName,
                when,
                name: saved.guest.name,
              })
            : t(saved.status === 'vorgemerkt' ? 'dialog.heldText' : 'dialog.bookedText', {
                vehicle: vehicleName,
                when,
              }),
          color: 'teal',
          autoClose: 6000,
          role: 'status',
          closeButtonProps: { 'aria-label': tc('dialog.close') },
        });
        onDone();
      },
      onError: (failure) => {
        const fields = toFieldErrors(failure);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          invalid.focusFirstInvalid();
        }
        setGuestErrors(guestFieldErrors(isApiError(failure) ? failure.details : undefined));
        setRefusal({
          conflict: isApiError(failure) && failure.status === 409,
          message: failure.message,
        });
      },
    });
  };

  const tripLabel = (field: TripField) => t(`dialog.${field}`);
  const times = useMemo(() => timeChoices(step), [step]);
  const driverOptions = (drivers.data ?? []).map((d) => ({
    value: d.id,
    label: d.id === selfId ? t('dialog.me', { name: d.name }) : `${d.name} (${d.email})`,
  }));

  return (
    <form
      ref={invalid.ref}
      onSubmit={submit}
      noValidate
      aria-describedby={refusal ? 'booking-refusal' : undefined}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label={t('dialog.date')}
            value={values.date}
            onChange={(value) => {
              set('date', value);
              set('start', null);
            }}
            minDate={today}
            valueFormat={DATE_INPUT_FORMAT[lang]}
            required
            data-autofocus
          />
          <Select
            label={t('dialog.start')}
            placeholder={startTimes.isPending ? t('dialog.loadingStartTimes') : t('dialog.startPlaceholder')}
            description={t('dialog.startHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={startOptions}
            value={start}
            onChange={chooseStart}
            error={errors.start || undefined}
            disabled={startOptions.length === 0}
            searchable
            required
            maxDropdownHeight={260}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {startTimes.isSuccess && startOptions.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('dialog.noStartTimes')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label={t('dialog.endDate')}
            value={values.endDate}
            onChange={(value) => set('endDate', value)}
            minDate={values.date ?? today}
            valueFormat={DATE_INPUT_FORMAT[lang]}
            error={errors.end ? ' ' : undefined}
            required
          />
          <Select
            label={t('dialog.endTime')}
            placeholder={t('dialog.endTimePlaceholder')}
            data={times}
            value={values.endTime}
            onChange={(value) => set('endTime', value)}
            description={
              proposal ? t('dialog.latestEnd', { when: formatDateTime(proposal.latestEnd, lang) }) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.end || undefined}
            searchable
            required
            maxDropdownHeight={260}
          />
        </SimpleGrid>

        {canGuest && (
          <GuestFields
            value={guest}
            errors={guestErrors}
            onChange={(next, changed) => {
              setGuest(next);
              setGuestErrors((e) => ({ ...e, [changed]: undefined }));
            }}
          />
        )}
        {forGuest ? null : forOthers ? (
          <Select
            label={t('dialog.driver')}
            data={driverOptions}
            value={values.driverId || selfId}
            onChange={(value) => set('driverId', value === selfId ? '' : (value ?? ''))}
            error={errors.driverId || undefined}
            searchable
            nothingFoundMessage={t('dialog.driverSearch')}
            allowDeselect={false}
          />
        ) : (
          <Text size="sm">
            {booking?.driver && booking.driver.id !== selfId
              ? t('dialog.driverFixed', { name: booking.driver.name })
              : t('dialog.driverSelf')}
          </Text>
        )}

        {specialReasons.length > 0 && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle aria-hidden />}
            role="status"
            title={t('dialog.specialTrip')}
            styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          >
            <Stack gap={2}>
              {specialReasons.map((r) => (
                <Text key={r} size="sm">
                  {r}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}

        <Fieldset
          legend={t('dialog.tripDetails')}
          variant="unstyled"
          styles={{ legend: { fontWeight: 600, marginBottom: 4 } }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {TRIP_FIELDS.filter((f) => f !== 'information').map((field) => (
                <TextInput
                  key={field}
                  label={tripLabel(field)}
                  value={values[field]}
                  onChange={(event) => set(field, event.currentTarget.value)}
                  error={errors[field] || undefined}
                  maxLength={500}
                />
              ))}
            </SimpleGrid>
            <Textarea
              label={tripLabel('information')}
              value={values.information}
              onChange={(event) => set('information', event.currentTarget.value)}
              error={errors.information || undefined}
              maxLength={2000}
              autosize
              minRows={2}
              maxRows={6}
            />
          </Stack>
        </Fieldset>

        {refusal && (
          <Alert
            id="booking-refusal"
            color="red"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            title={refusal.conflict ? t('dialog.conflictTitle') : t('dialog.refusedTitle')}
          >
            <Text size="sm">{refusal.message}</Text>
            {refusal.conflict && (
              <Text size="sm" mt={4}>
                {t('dialog.conflictHint')}
              </Text>
            )}
          </Alert>
        )}
        {notice && (
          <Text size="sm" role="status">
            {notice}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {booking ? t('dialog.submitEdit') : t('dialog.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
