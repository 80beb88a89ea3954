import { Checkbox, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/admin-lookups';

interface PermissionChecklistProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The permission catalogue as checkboxes with the server's (translated) descriptions. */
export function PermissionChecklist({ value, onChange, error }: PermissionChecklistProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { data, isPending } = usePermissions(i18n.resolvedLanguage ?? 'de');
  return (
    <Checkbox.Group label={t('permissions.legend')} value={value} onChange={onChange} error={error}>
      {isPending && <Loader size="sm" mt="xs" aria-label={t('common:loading.data')} />}
      {data?.length === 0 && <Text size="sm">{t('permissions.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {data?.map((permission) => (
          <Checkbox
            key={permission.name}
            value={permission.name}
            label={permission.description || permission.name}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
