import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { ConfirmDialog } from '../confirm-dialog';

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
  const webcal = fresh?.replace(/^https?:/, 'webcal:');
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
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {fresh && (
        <Stack gap="xs">
          <Alert
            color="green"
            role="status"
            title={t('created.title')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('created.body')}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('url')}
              value={fresh}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="calendar-feed-url"
            />
            <CopyButton value={fresh}>
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
          </Group>
          {webcal && (
            <Anchor href={webcal} size="sm">
              {t('openInApp')}
            </Anchor>
          )}
        </Stack>
      )}
      {active && !fresh && status.data?.createdAt && (
        <Text size="sm" c="dimmed">
          {t('since', { date: formatDateTime(status.data.createdAt, i18n.language) })}
          {status.data.lastUsedAt
            ? ` ${t('lastUsed', { date: formatDateTime(status.data.lastUsedAt, i18n.language) })}`
            : ''}{' '}
          {t('shownOnce')}
        </Text>
      )}
      <Group gap="sm">
        {!active && (
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
            loading={create.isPending}
            onClick={() => create.mutate()}
            disabled={status.isLoading}
          >
            {t('create')}
          </Button>
        )}
        {active && (
          <>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => setConfirm('regenerate')}
            >
              {t('regenerate')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirm('revoke')}
            >
              {t('revoke')}
            </Button>
          </>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('help')}
      </Text>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'revoke' ? t('confirmRevoke.title') : t('confirmRegenerate.title')}
        confirmLabel={confirm === 'revoke' ? t('revoke') : t('regenerate')}
        cancelLabel={t('cancel')}
        loading={create.isPending || revoke.isPending}
        onConfirm={() => (confirm === 'revoke' ? revoke.mutate() : create.mutate())}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'revoke' ? t('confirmRevoke.body') : t('confirmRegenerate.body')}
      </ConfirmDialog>
    </Stack>
  );
}
