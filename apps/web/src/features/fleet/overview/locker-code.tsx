import { Button, Center, Group, Image, Loader, Popover, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

const LIVE = ['vorgemerkt', 'reserviert', 'aktiv'];

/**
 * The trip's key code for the key hand-over terminal (ADR 0009 gap 7), for the driver only; with
 * a QR code a hand scanner at the terminal can read. Nothing shows when the vehicle has no key
 * compartment (the server answers null).
 */
export function LockerCodeLine({
  booking,
}: {
  booking: { id: string; status: string; vehicleName: string };
}) {
  const { t } = useTranslation('officeLocker');
  const live = LIVE.includes(booking.status);
  const query = useQuery({
    queryKey: ['vehicle-bookings', booking.id, 'locker-code'],
    queryFn: ({ signal }) =>
      api.get<{ code: string | null }>(`/api/v1/vehicle-bookings/${booking.id}/locker-code`, { signal }),
    enabled: live,
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
