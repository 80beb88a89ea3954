import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TenantFormValues } from '../utils/tenant-form';

/** Rows of domain + client id; adding focuses the new row's domain field. */
export function DomainsEditor({ form }: { form: UseFormReturnType<TenantFormValues> }) {
  const { t } = useTranslation('admin');
  const rows = form.values.domains;
  return (
    <Fieldset legend={t('tenants.domains')}>
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tenants.noDomains')}
          </Text>
        )}
        {rows.map((row, index) => (
          // Rows have no id of their own; the index is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={t('tenants.domain')}
              placeholder="example.org"
              style={{ flex: 2 }}
              data-domain-row={index}
              {...form.getInputProps(`domains.${index}.domain`)}
            />
            <TextInput
              label={t('tenants.clientId')}
              style={{ flex: 1 }}
              {...form.getInputProps(`domains.${index}.clientId`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('tenants.removeDomain', { domain: row.domain || index + 1 })}
              onClick={() => form.removeListItem('domains', index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => {
              form.insertListItem('domains', { domain: '', clientId: '' });
              requestAnimationFrame(() =>
                document.querySelector<HTMLInputElement>(`[data-domain-row="${rows.length}"]`)?.focus(),
              );
            }}
          >
            {t('tenants.addDomain')}
          </Button>
        </Group>
        {typeof form.errors.domains === 'string' && (
          <Text size="sm" c="red" role="alert">
            {form.errors.domains}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
