import { USER_STATUS } from '@buchbar/domain/user-status';
import { CloseButton, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../api/get-users';

interface UserFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: UserStatus;
  onStatusChange: (value: UserStatus) => void;
}

/** The search text is applied debounced by the page; the status filter at once. */
export function UserFilters({ search, onSearchChange, status, onStatusChange }: UserFiltersProps) {
  const { t } = useTranslation('adminUsers');
  const statusLabel = useId();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          search ? (
            <CloseButton aria-label={t('search')} size="sm" onClick={() => onSearchChange('')} />
          ) : null
        }
        w={{ base: '100%', sm: 360 }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={statusLabel}>
          {t('status')}
        </Text>
        <SegmentedControl
          aria-labelledby={statusLabel}
          value={status}
          onChange={(value) =>
            onStatusChange(value === USER_STATUS.inactive ? USER_STATUS.inactive : USER_STATUS.active)
          }
          data={[
            { value: USER_STATUS.active, label: t('statusValues.aktiv') },
            { value: USER_STATUS.inactive, label: t('statusValues.inaktiv') },
          ]}
        />
      </Stack>
    </Group>
  );
}
