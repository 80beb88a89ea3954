import { Alert, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { formatPeriod } from '@/lib/format-period';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { type PendingApproval, useApprovals, useDecideApproval } from '../api/approvals';

/**
 * /fahrzeuge/freigaben (issue 10 point 7): the special trips waiting for the signed-in approver,
 * each with vehicle, driver, booker, Berlin period, why it is a special trip, trip reason,
 * destination and the decision deadline; approve at once, reject after a confirmation.
 */
export function ApprovalsPage() {
  const { t, i18n } = useTranslation('fleetApprovals');
  const lang = i18n.resolvedLanguage;
  const query = useApprovals();
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState<PendingApproval>();
  const items = query.data ?? [];
  const period = (b: PendingApproval) => formatPeriod(b.start, b.end, lang);

  const approve = (b: PendingApproval) =>
    decide.mutate(
      { id: b.id, decision: 'approve' },
      {
        onSuccess: () => notifySuccess(t('approved'), t('approvedText', { vehicle: b.vehicleName })),
        onError: (error) => notifyFailure(t('failed'), error),
      },
    );
  const confirmReject = () => {
    const b = rejecting;
    if (!b) return;
    decide.mutate(
      { id: b.id, decision: 'reject' },
      {
        onSuccess: () => {
          notifySuccess(t('rejected'), t('rejectedText', { vehicle: b.vehicleName }));
          setRejecting(undefined);
        },
      },
    );
  };
  const closeReject = () => {
    setRejecting(undefined);
    decide.reset();
  };
  const busy = (b: PendingApproval) => decide.isPending && decide.variables?.id === b.id;

  return (
    <Stack gap="md">
      <PageHeading title={t('heading')} intro={t('intro')} />
      {query.error ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => query.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <QueryState
          isPending={query.isPending}
          isFetching={query.isFetching}
          summary={items.length > 0 ? t('count', { count: items.length }) : undefined}
          empty={items.length === 0 && t('empty')}
        />
      )}
      {items.length > 0 && (
        <SimpleGrid
          component="ul"
          aria-label={t('listLabel')}
          cols={{ base: 1, md: 2 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((b) => (
            <Card component="li" key={b.id} withBorder padding="md" aria-labelledby={`approval-${b.id}`}>
              <Stack gap="sm">
                <Title order={2} fz="lg" id={`approval-${b.id}`} style={{ overflowWrap: 'anywhere' }}>
                  {b.vehicleName}
                </Title>
                <Box component="dl" m={0} style={{ display: 'grid', gap: '0.35rem 1rem' }}>
                  <Detail label={t('period')}>{period(b)}</Detail>
                  <Detail label={t('driver')}>{b.driver?.name || t('none')}</Detail>
                  <Detail label={t('booker')}>{b.booker.name || t('none')}</Detail>
                  <Detail label={t('specialTrip')}>
                    {(b.specialTripReasons ?? []).length > 0
                      ? (b.specialTripReasons ?? []).map((r) => t(`reasons.${r}`)).join('; ')
                      : t('none')}
                  </Detail>
                  <Detail label={t('reasonForTrip')}>{b.reasonForTrip || t('none')}</Detail>
                  <Detail label={t('destination')}>
                    {b.destination || t('none')}
                    {b.stopover && (
                      <Text component="span" size="sm" c="dimmed" display="block">
                        {t('stopover', { stopover: b.stopover })}
                      </Text>
                    )}
                  </Detail>
                  {b.approvalDeadline && (
                    <Detail label={t('deadline')}>
                      <Text component="span" fw={600} size="sm">
                        {formatDateTime(b.approvalDeadline, lang)}
                      </Text>
                    </Detail>
                  )}
                </Box>
                <Group gap="sm" justify="flex-end">
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconX size={16} aria-hidden="true" />}
                    aria-label={t('rejectLabel', { vehicle: b.vehicleName, period: period(b) })}
                    disabled={decide.isPending}
                    onClick={() => {
                      decide.reset();
                      setRejecting(b);
                    }}
                  >
                    {t('reject')}
                  </Button>
                  <Button
                    leftSection={<IconCheck size={16} aria-hidden="true" />}
                    aria-label={t('approveLabel', { vehicle: b.vehicleName, period: period(b) })}
                    loading={busy(b) && decide.variables?.decision === 'approve'}
                    disabled={decide.isPending && !busy(b)}
                    onClick={() => approve(b)}
                  >
                    {t('approve')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={rejecting !== undefined}
        title={t('rejectTitle')}
        confirmLabel={t('reject')}
        cancelLabel={t('cancel')}
        loading={decide.isPending}
        error={rejecting && decide.error ? decide.error.message : undefined}
        onConfirm={confirmReject}
        onClose={closeReject}
      >
        {rejecting
          ? t('rejectText', {
              vehicle: rejecting.vehicleName,
              period: period(rejecting),
              driver: rejecting.driver?.name || rejecting.booker.name,
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

/** One term and its description; on wide cards the term sits left of the value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, 10rem) minmax(0, 1fr)',
        gap: '0 0.75rem',
      }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
