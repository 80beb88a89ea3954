import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useOwnProfile } from '../../features/account/api/own-profile';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';

/**
 * /lesesaal/passwort and /arbeitswelt/passwort (spec 2 "/{product}/passwort"; ADR 0016): the
 * password change with repeat entry inside the product's sidebar layout, the menu's "password"
 * entry. The rest of the personal data stays on /konto.
 */
export function SpacePasswordRoute() {
  const { t } = useTranslation('account');
  const profile = useOwnProfile();
  return (
    <Stack gap="md">
      <PageTitle title={t('password.heading')} />
      {profile.data?.hasPassword === false ? (
        <>
          <Title order={1}>{t('password.heading')}</Title>
          <Text>{t('password.noPassword')}</Text>
        </>
      ) : (
        <ChangePasswordForm headingOrder={1} />
      )}
      <Anchor component={Link} to="/konto" size="sm">
        {t('password.moreOnAccount')}
      </Anchor>
    </Stack>
  );
}
