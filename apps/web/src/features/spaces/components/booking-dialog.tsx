import { Alert, Divider, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import type { FloorPlanMap, MapSeat, SpaceProduct } from '../api/types';
import { useAdviceText } from '../hooks/use-advice-text';
import { useFormatRange } from '../hooks/use-format-range';
import { buildBookingRequest, type MapSelection } from '../utils/booking-request';
import { isBookableState } from '../utils/seat-states';
import { BookingForm } from './booking-form';
import { FailureAlert } from './failure-alert';
import { OwnBookingPanel } from './own-booking-panel';
import { SeatDetails } from './seat-details';

interface BookingDialogProps {
  product: SpaceProduct;
  map: FloorPlanMap | undefined;
  seat: MapSeat | undefined;
  selection: MapSelection;
  /** Opened from a seat's kiosk QR code (`checkin=1`). */
  checkIn?: boolean;
  onClose: () => void;
}

/**
 * The spec's booking dialog: the seat's data, the chosen period, and either the booking form
 * (free seats), your booking with check-in and cancel (your place) or why it cannot be booked.
 */
export function BookingDialog({
  product,
  map,
  seat,
  selection,
  checkIn = false,
  onClose,
}: BookingDialogProps) {
  const { t } = useTranslation('spaces');
  const adviceText = useAdviceText();
  const formatRange = useFormatRange();
  const opened = Boolean(seat && map);
  // A refusal outlives the form (the seat turned taken with it) until the dialog closes.
  const [refusal, setRefusal] = useState<{ seatId: string; error: unknown }>();
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const close = () => {
    setRefusal(undefined);
    onClose();
  };
  const refused = (seatId: string) => (error: unknown) => {
    if (openedRef.current) setRefusal({ seatId, error });
    else notifyFailure(t('dialog.failed'), error, adviceText(error));
  };
  const request = seat && map ? buildBookingRequest(seat.id, selection, map.window) : undefined;
  const period = request?.ok ? formatRange(request.body.start, request.body.end) : undefined;
  return (
    <Modal opened={opened} onClose={close} title={seat?.label} size="md">
      {seat && map && (
        <Stack gap="md">
          <SeatDetails seat={seat} />
          <Divider />
          <Text size="sm">
            <strong>{t('dialog.when')}:</strong> {period ?? t('dialog.closed')}
          </Text>
          {refusal?.seatId === seat.id && <FailureAlert title={t('dialog.failed')} error={refusal.error} />}
          {seat.state === 'yours' && (
            <OwnBookingPanel
              product={product}
              seat={seat}
              date={selection.date}
              checkIn={checkIn}
              onDone={close}
            />
          )}
          {checkIn && seat.state !== 'yours' && (
            <Text size="sm" c="dimmed" role="status">
              {t('dialog.qrNoBooking')}
            </Text>
          )}
          {isBookableState(seat.state) && (
            <BookingForm
              key={seat.id}
              product={product}
              seat={seat}
              selection={selection}
              window={map.window}
              onBooked={close}
              onRefused={refused(seat.id)}
            />
          )}
          {!isBookableState(seat.state) && seat.state !== 'yours' && (
            <Alert color="gray" role="status">
              {seat.state === 'closed' ? t('dialog.closed') : t('dialog.notBookable')}
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
