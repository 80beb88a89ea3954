import { Divider, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarFeedPanel } from '@/components/calendar-feed/calendar-feed-panel';
import { useMe } from '@/lib/session';
import { ChangePasswordForm } from './change-password-form';
import { OwnLicenceSection } from './own-licence-section';
import { SsoLinkSection } from './sso-link-section';
import { TwoFactorSection } from './two-factor-section';

/** /konto: personal data, password change, two-factor sign-in and calendar subscription of the signed-in user. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { data: me } = useMe();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('heading')}</Title>
      <Table variant="vertical" withTableBorder maw={560}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>{t('name')}</Table.Th>
            <Table.Td>
              {me?.user.firstName} {me?.user.lastName}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('email')}</Table.Th>
            <Table.Td>{me?.user.email}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <OwnLicenceSection userId={me?.user.id} />
      <Divider />
      <ChangePasswordForm />
      <Divider />
      <TwoFactorSection />
      {me?.user.email && <SsoLinkSection email={me.user.email} />}
      <Divider />
      <CalendarFeedPanel endpoint="/api/v1/me/calendar-feed" kind="personal" />
    </Stack>
  );
}
