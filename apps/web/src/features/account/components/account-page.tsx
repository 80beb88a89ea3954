import { Divider, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarFeedPanel } from '@/components/calendar-feed/calendar-feed-panel';
import { useMe } from '@/lib/session';
import { useOwnProfile } from '../api/own-profile';
import { ChangePasswordForm } from './change-password-form';
import { OwnEmailForm } from './own-email-form';
import { OwnLicenceSection } from './own-licence-section';
import { OwnNameForm } from './own-name-form';
import { SsoLinkSection } from './sso-link-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * /konto: personal data (own name; own e-mail through a confirmation link, issue 14 point 8),
 * password change, two-factor sign-in and calendar subscription of the signed-in user.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { data: me } = useMe();
  const profile = useOwnProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('heading')}</Title>
      {profile.data ? <OwnNameForm profile={profile.data} /> : <Loader size="sm" aria-hidden="true" />}
      <OwnLicenceSection userId={me?.user.id} />
      <Divider />
      {profile.data && <OwnEmailForm profile={profile.data} />}
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
