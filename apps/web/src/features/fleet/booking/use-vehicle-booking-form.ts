import { notifications } from '@mantine/notifications';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { formatDateTime, formatTime } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { hasPermission, type Me, useMe } from '@/lib/session';
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
  timeChoices,
} from './booking-form-model';
import {
  EMPTY_GUEST,
  type GuestFormValues,
  guestFieldErrors,
  offersGuest,
  withGuest,
} from './guest-form-model';

export interface VehicleBookingFormProps {
  vehicle: Vehicle;
  vehicleName: string;
  booking?: VehicleBooking;
  initialStart?: string;
  initialEnd?: string;
  onDone: () => void;
}

export type Refusal = { conflict: boolean; message: string };

const numberSetting = (settings: Record<string, unknown> | undefined, key: string, fallback: number) => {
  const value = settings?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
};

/** The booking form's state: values and field errors, start proposals, driver, guest, submit. */
export function useVehicleBookingForm(props: VehicleBookingFormProps) {
  const { vehicle, booking, initialStart, initialEnd } = props;
  const { i18n } = useTranslation('fleetBooking');
  const lang: 'de' | 'en' = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const me = useMe().data;
  const today = localDateIn(new Date());
  const [values, setValues] = useState<BookingFormValues>(() =>
    initialValues({ booking, initialStart, initialEnd, today }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const guest = useGuestChoice(me, vehicle, booking);
  const step = numberSetting(me?.settings, 'vehicles.bookingStepMinutes', 15);
  const minDuration = numberSetting(me?.settings, 'vehicles.minimumBookingDurationMinutes', 30);
  const starts = useStartChoices(vehicle, booking, values.date, values.start, lang);
  const driver = useDriverChoice(
    me,
    vehicle,
    booking,
    values.driverId,
    starts.proposal?.outsideBookingWindow,
  );

  const set = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'endDate' || key === 'endTime' ? 'end' : key]: '' }));
    setNotice('');
  };
  const chooseStart = (value: string | null) => {
    setErrors((e) => ({ ...e, start: '' }));
    const chosen = starts.proposals.find((p) => p.start === value);
    setValues((v) => ({
      ...v,
      start: value,
      ...(value && chosen ? keptOrDefaultEnd(v, value, chosen.latestEnd, Math.max(minDuration, 60)) : {}),
    }));
  };
  const submission = useBookingSubmit({
    ...props,
    lang,
    values: { ...values, start: starts.start },
    guest: guest.forGuest ? guest.guest : null,
    setErrors,
    setNotice,
    setGuestErrors: guest.setGuestErrors,
  });
  const times = useMemo(() => timeChoices(step), [step]);
  return {
    ...starts,
    ...driver,
    guest,
    lang,
    today,
    values,
    errors,
    notice,
    times,
    set,
    chooseStart,
    ...submission,
  };
}

export type VehicleBookingFormState = ReturnType<typeof useVehicleBookingForm>;

/** "For a guest": offered for a new booking when the tenant, the actor and the vehicle allow it. */
function useGuestChoice(me: Me | undefined, vehicle: Vehicle, booking: VehicleBooking | undefined) {
  const [guest, setGuest] = useState<GuestFormValues>(EMPTY_GUEST);
  const [guestErrors, setGuestErrors] = useState<ReturnType<typeof guestFieldErrors>>({});
  const canGuest = offersGuest({
    isNew: !booking,
    guestBookingOn: me?.settings?.['vehicles.guestBooking'],
    mayBookForGuests: hasPermission(me, 'fahrzeug_gastbuchung'),
    vehicleGuestBookable: vehicle.guestBookable,
  });
  const change = (next: GuestFormValues, changed: keyof GuestFormValues) => {
    setGuest(next);
    setGuestErrors((e) => ({ ...e, [changed]: undefined }));
  };
  return { guest, guestErrors, setGuestErrors, canGuest, forGuest: canGuest && guest.on, change };
}

/** The server's start proposals of the date as choices; a changed trip's stored start stays choosable. */
function useStartChoices(
  vehicle: Vehicle,
  booking: VehicleBooking | undefined,
  date: string | null,
  value: string | null,
  lang: 'de' | 'en',
) {
  const { t } = useTranslation('fleetBooking');
  const startTimes = useStartTimes(vehicle.id, date, booking?.id);
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
      date === splitInstant(booking.start).date &&
      !options.some((o) => Date.parse(o.value) === Date.parse(booking.start))
    )
      options.unshift({
        value: booking.start,
        label: `${formatTime(booking.start, lang)} (${t('dialog.currentStart')})`,
      });
    return options;
  }, [proposals, booking, date, lang, t]);
  const start = startOptions.find((o) => Date.parse(o.value) === Date.parse(value ?? ''))?.value ?? null;
  const proposal = proposals.find((p) => p.start === start);
  return { startTimes, proposals, startOptions, start, proposal };
}

/** Who drives (the actor, or anyone with fahrzeug_fremdbuchung) and why the trip is a special one. */
function useDriverChoice(
  me: Me | undefined,
  vehicle: Vehicle,
  booking: VehicleBooking | undefined,
  chosenDriverId: string,
  outsideBookingWindow: boolean | undefined,
) {
  const { t } = useTranslation('fleetBooking');
  const drivers = useDrivers(vehicle.id);
  const forOthers = hasPermission(me, 'fahrzeug_fremdbuchung') && !booking;
  const selfId = me?.user.id ?? '';
  const driverId = booking?.driver?.id ?? (chosenDriverId || selfId);
  const driver = drivers.data?.find((d) => d.id === driverId);
  const specialReasons = [
    ...(driver?.needsApproval ? [t('dialog.specialTripDepartment')] : []),
    ...(outsideBookingWindow ? [t('dialog.specialTripWindow')] : []),
  ];
  const driverOptions = (drivers.data ?? []).map((d) => ({
    value: d.id,
    label: d.id === selfId ? t('dialog.me', { name: d.name }) : `${d.name} (${d.email})`,
  }));
  return { forOthers, selfId, specialReasons, driverOptions };
}

/** Submit: the form's own check, "nothing changed", then the server; its refusals at the fields. */
function useBookingSubmit(props: {
  vehicle: Vehicle;
  vehicleName: string;
  booking?: VehicleBooking;
  lang: 'de' | 'en';
  values: BookingFormValues;
  guest: GuestFormValues | null;
  onDone: () => void;
  setErrors: (errors: Record<string, string>) => void;
  setNotice: (notice: string) => void;
  setGuestErrors: (errors: ReturnType<typeof guestFieldErrors>) => void;
}) {
  const { vehicle, booking, values, guest, setErrors, setNotice } = props;
  const { t } = useTranslation('fleetBooking');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = useSaveVehicleBooking();
  const invalid = useFocusFirstInvalid();
  const notifySaved = useSavedNotice(props.vehicleName, booking, props.lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setNotice('');
    const request = buildRequest(values, vehicle.id, booking);
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
      request.save.kind === 'create' && guest
        ? { ...request.save, body: withGuest(request.save.body, guest) }
        : request.save;
    save.mutate(saving, {
      onSuccess: (saved) => {
        notifySaved(saved);
        props.onDone();
      },
      onError: (failure) => {
        const fields = toFieldErrors(failure);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          invalid.focusFirstInvalid();
        }
        props.setGuestErrors(guestFieldErrors(isApiError(failure) ? failure.details : undefined));
        setRefusal({ conflict: isApiError(failure) && failure.status === 409, message: failure.message });
      },
    });
  };
  return { submit, refusal, invalid, saving: save.isPending };
}

/** "Booked" / "held" / "changed", for the driver or the guest, with the period. */
function useSavedNotice(vehicleName: string, booking: VehicleBooking | undefined, lang: 'de' | 'en') {
  const { t } = useTranslation('fleetBooking');
  const { t: tc } = useTranslation('common');
  const { t: tg } = useTranslation('fleetGuests');
  return (saved: VehicleBooking) => {
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
  };
}
