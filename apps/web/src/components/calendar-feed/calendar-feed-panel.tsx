import { Alert, Anchor, Badge, Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { ConfirmDialog } from '../confirm-dialog';
import { CopyRow } from '../copy-row';

type FeedStatus = { active: boolean; createdAt: string | null; lastUsedAt: string | null };
type FeedCreated = { url: string; createdAt: string };

interface CalendarFeedPanelProps {
  /** The feed's management endpoint: /api/v1/me/calendar-feed or /api/v1/vehicles/{id}/calendar-feed. */
  endpoint: string;
  /** 'personal' (account page) or 'vehicle' (a fleet manager's vehicle page): picks the texts. */
  kind: 'personal' | 'vehicle';
  /** Heading level of the section title. */
  order?: 2 | 3;
}

/**
 * A calendar subscription (ADR 0012): make a secret feed URL, copy it into Outlook, Google or
 * Apple Calendar, regenerate it (the old URL stops working) or revoke it. The server stores only
 * a hash, so the URL is shown once, right after it is made.
 */
export function CalendarFeedPanel({ endpoint, kind, order = 2 }: CalendarFeedPanelProps) {
  const { t, i18n } = useTranslation('calendarFeed');
  const headingId = useId();
  const feed = useCalendarFeed(endpoint);
  const { status, active, fresh } = feed;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={headingId}
      maw={640}
      data-testid={`calendar-feed-${kind}`}
    >
      <Group gap="sm">
        <Title order={order} size="h3" id={headingId}>
          {t(`${kind}.heading`)}
        </Title>
        {status.data && (
          // Filled teal 9 / gray 7 keep white text above 4.5:1 (axe: color-contrast).
          <Badge color={active ? 'teal.9' : 'gray.7'}>{active ? t('active') : t('inactive')}</Badge>
        )}
      </Group>
      <Text size="sm">{t(`${kind}.intro`)}</Text>
      {feed.failure && (
        <Alert color="red" role="alert">
          {feed.failure.message}
        </Alert>
      )}
      {fresh && <FreshFeed url={fresh} />}
      {active && !fresh && status.data?.createdAt && (
        <Text size="sm" c="dimmed">
          {t('since', { date: formatDateTime(status.data.createdAt, i18n.language) })}
          {status.data.lastUsedAt
            ? ` ${t('lastUsed', { date: formatDateTime(status.data.lastUsedAt, i18n.language) })}`
            : ''}{' '}
          {t('shownOnce')}
        </Text>
      )}
      <FeedActions feed={feed} />
      <Text size="xs" c="dimmed">
        {t('help')}
      </Text>
      <FeedConfirm feed={feed} />
    </Stack>
  );
}

/** The feed's state, and making (or making anew) and revoking it. */
function useCalendarFeed(endpoint: string) {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);
  const status = useQuery({
    queryKey: ['calendar-feed', endpoint],
    queryFn: () => api.get<FeedStatus>(endpoint),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['calendar-feed', endpoint] });
  const create = useMutation({
    mutationFn: () => api.post<FeedCreated>(endpoint),
    onSuccess: (made) => {
      setFresh(made.url);
      setConfirm(null);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<null>(endpoint),
    onSuccess: () => {
      setFresh(null);
      setConfirm(null);
      void refresh();
    },
  });
  const active = status.data?.active === true;
  const failure = (create.error ?? revoke.error ?? status.error) as Error | null;
  return { status, active, fresh, failure, create, revoke, confirm, setConfirm };
}

type CalendarFeed = ReturnType<typeof useCalendarFeed>;

/** The new feed's address, shown once: copy it, or open it in the calendar app (webcal:). */
function FreshFeed({ url }: { url: string }) {
  const { t } = useTranslation('calendarFeed');
  const webcal = url.replace(/^https?:/, 'webcal:');
  return (
    <Stack gap="xs">
      <Alert
        color="green"
        role="status"
        title={t('created.title')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('created.body')}
      </Alert>
      <CopyRow label={t('url')} value={url} testId="calendar-feed-url">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
              aria-live="polite"
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </CopyRow>
      {webcal && (
        <Anchor href={webcal} size="sm">
          {t('openInApp')}
        </Anchor>
      )}
    </Stack>
  );
}

/** Make a feed; or make it anew and revoke it (both after a confirmation). */
function FeedActions({ feed }: { feed: CalendarFeed }) {
  const { t } = useTranslation('calendarFeed');
  return (
    <Group gap="sm">
      {!feed.active && (
        <Button
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          loading={feed.create.isPending}
          onClick={() => feed.create.mutate()}
          disabled={feed.status.isLoading}
        >
          {t('create')}
        </Button>
      )}
      {feed.active && (
        <>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => feed.setConfirm('regenerate')}
          >
            {t('regenerate')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => feed.setConfirm('revoke')}
          >
            {t('revoke')}
          </Button>
        </>
      )}
    </Group>
  );
}

function FeedConfirm({ feed }: { feed: CalendarFeed }) {
  const { t } = useTranslation('calendarFeed');
  const { confirm, create, revoke } = feed;
  return (
    <ConfirmDialog
      opened={confirm !== null}
      title={confirm === 'revoke' ? t('confirmRevoke.title') : t('confirmRegenerate.title')}
      confirmLabel={confirm === 'revoke' ? t('revoke') : t('regenerate')}
      cancelLabel={t('cancel')}
      loading={create.isPending || revoke.isPending}
      onConfirm={() => (confirm === 'revoke' ? revoke.mutate() : create.mutate())}
      onClose={() => feed.setConfirm(null)}
    >
      {confirm === 'revoke' ? t('confirmRevoke.body') : t('confirmRegenerate.body')}
    </ConfirmDialog>
  );
}
