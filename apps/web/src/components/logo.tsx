import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  size?: 'sm' | 'lg';
}

/** Word mark "Buchbar" with its symbol; the symbol is decorative, the text carries the name. */
export function Logo({ size = 'sm' }: LogoProps) {
  const { t } = useTranslation();
  const px = size === 'lg' ? 40 : 28;
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path
          d="M9 8h9a5 5 0 0 1 1.8 9.7A5.5 5.5 0 0 1 18.5 28H9z"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M9 17.5h9" stroke="#fff" strokeWidth="3" />
      </svg>
      <Text component="span" fw={700} fz={size === 'lg' ? 28 : 20} c="var(--mantine-color-text)">
        {t('appName')}
      </Text>
    </Group>
  );
}
