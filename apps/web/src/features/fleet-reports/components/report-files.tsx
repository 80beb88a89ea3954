import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportFileUrl } from '../api/reports';

/** The PDF and Excel of one report, in the screen's language; `compact` in the list's cards. */
export function ReportFiles({
  id,
  period,
  compact = false,
}: {
  id: string;
  period: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('fleetReports');
  const lang = i18n.resolvedLanguage ?? 'de';
  return (
    <Group gap={compact ? 'xs' : 'sm'}>
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          component="a"
          href={reportFileUrl(id, format, lang)}
          download
          size={compact ? 'xs' : 'sm'}
          variant="light"
          leftSection={<IconDownload size={compact ? 14 : 16} aria-hidden />}
          aria-label={t(format === 'pdf' ? 'downloadPdfLabel' : 'downloadXlsxLabel', { period })}
        >
          {t(format === 'pdf' ? 'downloadPdf' : 'downloadXlsx')}
        </Button>
      ))}
    </Group>
  );
}
