import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-error';
import { formatTime } from '@/lib/format-date';
import { usePublicOccupancy } from '../api/get-public-occupancy';
import { usePublicOccupancyEvents } from '../hooks/use-public-occupancy-events';
import { languageParam } from '../utils/public-links';
import { PublicPlanCard } from './public-plan-card';

/**
 * /public/{tenantKey}[?plan=…&lang=en] (ADR 0016): the tenant's public plans as they are now,
 * without sign-in, for a library's website (framed) or a screen. Live through the public stream,
 * refreshed every minute besides.
 */
export function PublicOccupancyPage() {
  const { t, i18n } = useTranslation('publicOccupancy');
  const { tenantKey = '' } = useParams();
  const [params] = useSearchParams();
  const planId = params.get('plan') || undefined;
  const lang = languageParam(params.get('lang'));
  useEffect(() => {
    if (lang && i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  const query = usePublicOccupancy(tenantKey, planId);
  usePublicOccupancyEvents(tenantKey);

  if (!tenantKey) return <Message heading={t('missingHeading')} text={t('missing')} />;
  if (query.error && !query.data) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return gone ? (
      <Message heading={t('notFoundHeading')} text={t('notFound')} />
    ) : (
      <Message heading={t('heading')} text={t('failed')} />
    );
  }
  if (!query.data) {
    return (
      <Stack align="center" py="xl" aria-busy="true">
        <Title order={1} size="h3">
          {t('heading')}
        </Title>
        <Loader aria-hidden="true" />
        <Text c="dimmed">{t('loading')}</Text>
      </Stack>
    );
  }
  const { tenant, at, plans } = query.data;
  return (
    <Stack gap="lg">
      <PageTitle title={`${t('pageTitle')} – ${tenant.name}`} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('headingOf', { tenant: tenant.name })}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        <Group gap="xs">
          <Badge color="teal" variant="dot" style={{ textTransform: 'none' }}>
            {t('live')}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="public-updated-at">
            {t('updatedAt', { time: formatTime(at, i18n.resolvedLanguage) })}
          </Text>
          {query.isFetching && <Loader size="xs" aria-hidden="true" />}
        </Group>
      </Stack>
      {plans.map((plan) => (
        <PublicPlanCard key={plan.id} plan={plan} />
      ))}
    </Stack>
  );
}

function Message({ heading, text }: { heading: string; text: string }) {
  return (
    <Stack gap="sm" py="xl" maw={640}>
      <PageTitle title={heading} />
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Text>{text}</Text>
    </Stack>
  );
}
