import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { type GuestBookingPublic, useGuestLinkAction, usePublicGuestBooking } from '../api/guest-bookings';

/**
 * `/pub/fahrzeugbuchungstorno?token=…` (issue 11 point 6; ADR 0009 gap 5): the guest's page
 * without a session, in the public layout (no menu, no sign-in: a guest is no staff member). It shows the vehicle and period (Berlin time), confirms
 * the booking when the tenant asks for it, cancels it free of charge up to 24 h before the start,
 * and after that says whom to contact. Any unusable link is one "invalid link" message.
 */
export function GuestBookingPage() {
  const { t, i18n } = useTranslation('fleetGuests');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = usePublicGuestBooking(token, lang);
  const invalid = token === '' || (query.isError && isApiError(query.error) && query.error.status === 404);
  return (
    <Stack gap="lg" maw={640} w="100%">
      <PageTitle title={t('page.title')} />
      <Title order={1}>{t('page.title')}</Title>
      {!invalid && query.isPending && <Loader size="sm" aria-label={t('page.loading')} />}
      {invalid && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('page.invalidTitle')}
        >
          {t('page.invalid')}
        </Alert>
      )}
      {!invalid && query.isError && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {query.error.message}
        </Alert>
      )}
      {query.data && <GuestBookingView token={token} view={query.data} lang={lang} />}
    </Stack>
  );
}

function GuestBookingView({
  token,
  view,
  lang,
}: {
  token: string;
  view: GuestBookingPublic;
  lang: 'de' | 'en';
}) {
  const { t } = useTranslation(['fleetGuests', 'fleet']);
  const action = useGuestLinkAction(token);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [done, setDone] = useState<'confirm' | 'cancel' | null>(null);
  const run = (kind: 'confirm' | 'cancel') =>
    action.mutate(kind, {
      onSuccess: () => {
        setDone(kind);
        setConfirmingCancel(false);
      },
    });
  const cancelled = view.status === 'storniert';
  const failure = action.error;
  const linkGone = failure && isApiError(failure) && failure.status === 404;
  const deadline = formatDateTime(view.deadline, lang);
  const pending = (kind: 'confirm' | 'cancel') => action.isPending && action.variables === kind;
  return (
    <Stack gap="md">
      <Text>{t('page.greeting', { name: view.guestName })}</Text>
      <GuestBookingDetails view={view} lang={lang} />
      {view.awaitingApproval && !cancelled && (
        <Alert
          color="blue"
          styles={DARK_TITLE}
          icon={<IconInfoCircle aria-hidden />}
          title={t('page.awaitingApprovalTitle')}
        >
          {t('page.awaitingApproval')}
        </Alert>
      )}
      <DoneStatus done={done} view={view} />
      {failure && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {linkGone ? t('page.invalid') : failure.message}
        </Alert>
      )}
      {!cancelled && !linkGone && (
        <>
          {view.confirmationNeeded ? (
            <Stack gap="xs">
              <Text>{t('page.confirmNeeded')}</Text>
              <Button onClick={() => run('confirm')} loading={pending('confirm')} w="fit-content">
                {t('page.confirm')}
              </Button>
            </Stack>
          ) : (
            done !== 'confirm' && view.confirmed && <Text>{t('page.confirmed')}</Text>
          )}
          {view.cancellable && (
            <GuestCancel
              deadline={deadline}
              asking={confirmingCancel}
              onAsk={setConfirmingCancel}
              onCancel={() => run('cancel')}
              cancelling={pending('cancel')}
            />
          )}
          {view.tooLate && (
            <Alert
              color="yellow"
              icon={<IconInfoCircle aria-hidden />}
              title={t('page.tooLateTitle')}
              styles={DARK_TITLE}
            >
              <Text size="sm">{t('page.tooLate', { deadline, name: view.contact.name })}</Text>
              <Anchor href={`mailto:${view.contact.email}`} size="sm" c="dark.7" underline="always">
                {view.contact.email}
              </Anchor>
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

/** Vehicle, period and status of the booking (Berlin time). */
function GuestBookingDetails({ view, lang }: { view: GuestBookingPublic; lang: 'de' | 'en' }) {
  const { t } = useTranslation(['fleetGuests', 'fleet']);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="guest-booking-heading">
      <Title order={2} size="h4" id="guest-booking-heading" mb="xs">
        {t('page.details')}
      </Title>
      <Stack component="dl" gap={6} m={0}>
        <Detail label={t('page.vehicle')} value={view.vehicleName} />
        <Detail
          label={t('page.period')}
          value={`${formatDateTime(view.start, lang)} – ${formatDateTime(view.end, lang)}`}
        />
        <Detail
          label={t('page.status')}
          value={t(`fleet:status.${view.status}`, { defaultValue: view.status })}
        />
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('page.timeZone')}
      </Text>
    </Card>
  );
}

/** What the guest just did, announced: cancelled, or confirmed. */
function DoneStatus({ done, view }: { done: 'confirm' | 'cancel' | null; view: GuestBookingPublic }) {
  const { t } = useTranslation('fleetGuests');
  const cancelled = view.status === 'storniert';
  return (
    <div role="status" aria-live="polite">
      {done === 'cancel' && cancelled && (
        <Alert
          color="teal"
          styles={DARK_TITLE}
          icon={<IconCircleCheck aria-hidden />}
          title={t('page.cancelledTitle')}
        >
          {t('page.cancelled')}
        </Alert>
      )}
      {done === 'confirm' && view.confirmed && !cancelled && (
        <Alert
          color="teal"
          styles={DARK_TITLE}
          icon={<IconCircleCheck aria-hidden />}
          title={t('page.confirmedTitle')}
        >
          {t('page.confirmedNow')}
        </Alert>
      )}
    </div>
  );
}

/** Free cancellation until the deadline, asked once more before it happens. */
function GuestCancel(props: {
  deadline: string;
  asking: boolean;
  onAsk: (asking: boolean) => void;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation('fleetGuests');
  return (
    <Stack gap="xs">
      <Text>{t('page.cancelFree', { deadline: props.deadline })}</Text>
      {props.asking ? (
        <Stack gap="xs">
          <Text fw={600} id="guest-cancel-question">
            {t('page.cancelQuestion')}
          </Text>
          <Group gap="sm" role="group" aria-labelledby="guest-cancel-question">
            <Button color="red" onClick={props.onCancel} loading={props.cancelling}>
              {t('page.cancelYes')}
            </Button>
            <Button variant="default" onClick={() => props.onAsk(false)}>
              {t('page.cancelNo')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button variant="default" c="red.8" onClick={() => props.onAsk(true)} w="fit-content">
          {t('page.cancel')}
        </Button>
      )}
    </Stack>
  );
}

/** Mantine's light teal and yellow alert titles are too pale on their background (axe: color-contrast). */
const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}
