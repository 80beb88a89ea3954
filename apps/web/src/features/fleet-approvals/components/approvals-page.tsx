import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CardGrid, Detail, DetailList } from '@/components/detail-list';
import { QueryStateOrFailure } from '@/components/load-failed';
import { PageHeading } from '@/components/page-heading';
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
  const decision = useDecisions();
  const { decide, rejecting } = decision;
  const items = query.data ?? [];
  return (
    <Stack gap="md">
      <PageHeading title={t('heading')} intro={t('intro')} />
      <QueryStateOrFailure
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        summary={items.length > 0 ? t('count', { count: items.length }) : undefined}
        empty={items.length === 0 && t('empty')}
      />
      {items.length > 0 && (
        <CardGrid label={t('listLabel')} cols={{ base: 1, md: 2 }}>
          {items.map((b) => (
            <ApprovalCard key={b.id} booking={b} decision={decision} />
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        opened={rejecting !== undefined}
        title={t('rejectTitle')}
        confirmLabel={t('reject')}
        cancelLabel={t('cancel')}
        loading={decide.isPending}
        error={rejecting && decide.error ? decide.error.message : undefined}
        onConfirm={decision.confirmReject}
        onClose={decision.closeReject}
      >
        {rejecting
          ? t('rejectText', {
              vehicle: rejecting.vehicleName,
              period: formatPeriod(rejecting.start, rejecting.end, lang),
              driver: rejecting.driver?.name || rejecting.booker.name,
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

/** Approve at once; reject after the confirmation. */
function useDecisions() {
  const { t } = useTranslation('fleetApprovals');
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState<PendingApproval>();
  const approve = (b: PendingApproval) =>
    decide.mutate(
      { id: b.id, decision: 'approve' },
      {
        onSuccess: () => notifySuccess(t('approved'), t('approvedText', { vehicle: b.vehicleName })),
        onError: (error) => notifyFailure(t('failed'), error),
      },
    );
  const askReject = (b: PendingApproval) => {
    decide.reset();
    setRejecting(b);
  };
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
  return { decide, rejecting, approve, askReject, confirmReject, closeReject, busy };
}

/** One special trip: vehicle, period, driver, booker, why special, reason, destination, deadline. */
function ApprovalCard({
  booking: b,
  decision,
}: {
  booking: PendingApproval;
  decision: ReturnType<typeof useDecisions>;
}) {
  const { t, i18n } = useTranslation('fleetApprovals');
  const lang = i18n.resolvedLanguage;
  const { decide, busy } = decision;
  const period = formatPeriod(b.start, b.end, lang);
  const reasons = b.specialTripReasons ?? [];
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={`approval-${b.id}`}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`approval-${b.id}`} style={{ overflowWrap: 'anywhere' }}>
          {b.vehicleName}
        </Title>
        <DetailList termWidth="10rem">
          <Detail label={t('period')}>{period}</Detail>
          <Detail label={t('driver')}>{b.driver?.name || t('none')}</Detail>
          <Detail label={t('booker')}>{b.booker.name || t('none')}</Detail>
          <Detail label={t('specialTrip')}>
            {reasons.length > 0 ? reasons.map((r) => t(`reasons.${r}`)).join('; ') : t('none')}
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
        </DetailList>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden="true" />}
            aria-label={t('rejectLabel', { vehicle: b.vehicleName, period })}
            disabled={decide.isPending}
            onClick={() => decision.askReject(b)}
          >
            {t('reject')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            aria-label={t('approveLabel', { vehicle: b.vehicleName, period })}
            loading={busy(b) && decide.variables?.decision === 'approve'}
            disabled={decide.isPending && !busy(b)}
            onClick={() => decision.approve(b)}
          >
            {t('approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
