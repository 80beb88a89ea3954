import { expect } from 'vitest';
import type { CatalogueCase, Harness } from '../../../../test/catalogue-harness';

/**
 * Account, platform and licence-check mails: all mandatory (ADR 0013 point 3), so each case turns
 * every notification switch off (the recipient's and the tenant's) and still finds its one mail.
 * The clock stands at the demo seed day, so booker@'s licence check is due in 10 days.
 */

/** Monday 2027-03-01 07:00 in Berlin: the seed day of the licence data. */
export const ACCOUNT_START = Date.parse('2027-03-01T06:00:00Z');

const authPost = async (h: Harness, path: string, body: unknown) => {
  const res = await fetch(`${h.base}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: h.base },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
};

const changeFleetEmail = async (h: Harness, to: string) => {
  const res = await (await h.as('admin@demo.example')).patch('/api/v1/users/demo-fleet', { email: to });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

export const ACCOUNT_CASES: CatalogueCase[] = [
  {
    kind: 'platform.welcome',
    to: 'platform@demo.example',
    account: null,
    switch: 'mandatory',
    atStart: true,
    bilingual: true,
    brand: 'Buchbar',
    trigger: async () => undefined,
    subject: { en: 'Welcome to Buchbar', de: 'Willkommen bei Buchbar' },
    // The installation's address itself.
    link: /(?:\s|$)/,
  },
  {
    kind: 'account.invitation',
    to: 'neu@demo.example',
    // The new user has no settings yet: the tenant's language decides.
    account: null,
    languageFrom: 'tenant',
    switch: 'mandatory',
    trigger: async (h) => {
      const res = await (await h.as('admin@demo.example')).post('/api/v1/users', {
        email: 'neu@demo.example',
        firstName: 'Nora',
        lastName: 'Neu',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    },
    subject: { en: 'Welcome to Buchbar: choose your password', de: 'Willkommen bei Buchbar' },
    link: /\/auth\/recovery\?token=[\w.-]+/,
  },
  {
    kind: 'account.signInCode',
    to: 'examiner@demo.example',
    account: 'examiner@demo.example',
    switch: 'mandatory',
    trigger: (h) =>
      authPost(h, '/email-otp/send-verification-otp', { email: 'examiner@demo.example', type: 'sign-in' }),
    subject: { en: 'Your Buchbar sign-in code', de: 'Ihr Anmeldecode' },
    link: '/login',
    contains: ['10 minutes'],
  },
  {
    kind: 'account.passwordRecovery',
    to: 'approver@demo.example',
    account: 'approver@demo.example',
    switch: 'mandatory',
    trigger: (h) => authPost(h, '/request-password-reset', { email: 'approver@demo.example' }),
    subject: { en: 'Reset your Buchbar password', de: 'Passwort zurücksetzen' },
    link: /\/auth\/recovery\?token=[\w.-]+/,
  },
  {
    kind: 'account.emailChangeConfirm',
    to: 'fleet.neu@demo.example',
    // The user's own language, though the mail goes to the new address.
    account: 'fleet@demo.example',
    switch: 'mandatory',
    trigger: (h) => changeFleetEmail(h, 'fleet.neu@demo.example'),
    subject: { en: 'Confirm your new Buchbar e-mail address', de: 'Neue E-Mail-Adresse' },
    link: /\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=/,
    contains: ['fleet.neu@demo.example'],
  },
  {
    kind: 'account.emailChangeNotice',
    to: 'fleet@demo.example',
    account: 'fleet@demo.example',
    switch: 'mandatory',
    trigger: (h) => changeFleetEmail(h, 'fleet.zwei@demo.example'),
    subject: { en: 'Your Buchbar e-mail address is about to change', de: 'soll geändert werden' },
    link: null,
    contains: ['fleet.zwei@demo.example'],
  },
  {
    kind: 'vehicles.licenceCheckDue',
    to: 'booker@demo.example',
    account: 'booker@demo.example',
    switch: 'mandatory',
    trigger: (h) => h.runJob('licences.reminders'),
    subject: { en: 'Your driving licence check is due soon', de: 'Führerscheinkontrolle steht bald an' },
    link: '/konto',
    contains: ['11 March 2027'],
  },
  {
    kind: 'vehicles.licenceCheckOverdue',
    to: 'admin@demo.example',
    account: 'admin@demo.example',
    switch: 'mandatory',
    trigger: async (h) => {
      // The test's setup moved admin@'s check out of reach; now it is three days overdue again.
      await h.s.db.pool.query(
        `update driver_licences set next_check = '2027-02-26' where user_id = 'demo-admin'`,
      );
      await h.runJob('licences.reminders');
    },
    subject: { en: 'Your driving licence check is overdue', de: 'Führerscheinkontrolle ist überfällig' },
    link: '/konto',
    contains: ['26 February 2027'],
  },
];
