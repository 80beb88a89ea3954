import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the translated `<title>` of the current page: "Postfach · Buchbar". */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('titleSuffix')}`);
  return null;
}
