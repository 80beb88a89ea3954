import type { BookingStatus } from '@buchbar/domain/booking/status';
import { LOCKER_CODE_STATUSES } from '@buchbar/domain/fleet/office-locker';
import { Button, Center, Group, Image, Loader, Popover, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/**
 * The trip's key code for the key hand-over terminal (ADR 0009 gap 7), for the driver only; with
 * a QR code a hand scanner at the terminal can read. Nothing shows when the vehicle has no key
 * compartment (the server answers null), and nothing before the approval: a held (`vorgemerkt`)
 * trip has no code (issue 22 point 2; the server answers 409 NOT_APPROVED, not asked here).
 */
export function LockerCodeLine({
  booking,
}: {
  booking: { id: string; status: string; vehicleName: string };
}) {
  const { t } = useTranslation('officeLocker');
  const live = LOCKER_CODE_STATUSES.includes(booking.status as BookingStatus);
  const query = useQuery({
    queryKey: ['vehicle-bookings', booking.id, 'locker-code', booking.status],
    queryFn: ({ signal }) =>
      api.get<{ code: string | null }>(`/api/v1/vehicle-bookings/${booking.id}/locker-code`, { signal }),
    enabled: live,
    // Keyed by status: asked again once the trip is approved or starts.
    retry: false,
    staleTime: 5 * 60_000,
  });
  const code = query.data?.code ?? null;
  const [encoded, setEncoded] = useState<{ code: string; url: string }>();
  const qr = encoded && encoded.code === code ? encoded.url : undefined;
  // The QR encoder (~9 KB gzip) loads when the QR is first asked for, not with the sidebar (issue 14).
  const showQr = () => {
    if (!code || qr) return;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(code, { margin: 1, width: 200 }))
      .then((url) => setEncoded({ code, url }));
  };
  if (!live || !code) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">
        {t('appCode.label')}:{' '}
        <Text span ff="monospace" fw={700} data-testid="locker-code">
          {code}
        </Text>
      </Text>
      <Popover withArrow shadow="md" position="bottom" onOpen={showQr}>
        <Popover.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('appCode.showQr', { name: booking.vehicleName })}
          >
            {t('appCode.qr')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          {qr ? (
            <Image src={qr} alt={t('appCode.qrAlt', { code })} w={200} h={200} />
          ) : (
            <Center w={200} h={200}>
              <Loader size="sm" aria-label={t('appCode.qr')} />
            </Center>
          )}
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
