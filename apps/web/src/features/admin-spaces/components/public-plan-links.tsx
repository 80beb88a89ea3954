import { Anchor, Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyRow } from '@/components/copy-row';
import { embedSnippet, publicPlanUrl } from '@/lib/public-page-links';

function CopyAction({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('adminSpaces');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          aria-label={label}
          leftSection={
            copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
          }
          onClick={copy}
        >
          {copied ? t('kiosk.copied') : t('kiosk.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

/** Where a public plan can be seen without sign-in, and the iframe for the tenant's website (ADR 0016). */
export function PublicPlanLinks({
  tenantKey,
  floorPlanId,
  name,
}: {
  tenantKey: string;
  floorPlanId: string;
  name: string;
}) {
  const { t } = useTranslation('adminSpaces');
  const url = publicPlanUrl(window.location.origin, tenantKey, floorPlanId);
  const snippet = embedSnippet(url, name);
  return (
    <Stack gap="xs" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-teal-6)' }}>
      <CopyRow label={t('planDialog.publicUrl')} value={url}>
        <CopyAction value={url} label={t('planDialog.copyUrl')} />
      </CopyRow>
      <Anchor href={url} target="_blank" rel="noopener" size="sm">
        {t('planDialog.openPublic')}
      </Anchor>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          label={t('planDialog.embed')}
          description={t('planDialog.embedHint')}
          value={snippet}
          readOnly
          autosize
          minRows={2}
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <CopyAction value={snippet} label={t('planDialog.copyEmbed')} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('planDialog.publicNote')}
      </Text>
    </Stack>
  );
}
