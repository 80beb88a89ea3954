import type { SsoProvider } from '@buchbar/contracts/auth';
import { describe, expect, it } from 'vitest';
import { checkSsoForm, type SsoFormValues, toSsoFormValues, toSsoInput } from './sso-form';

const filled: SsoFormValues = {
  issuer: ' https://login.example.org/realms/uni ',
  clientId: ' buchbar ',
  clientSecret: 's3cret',
  enabled: true,
};

describe('toSsoInput', () => {
  it('trims issuer and client id and sends a typed secret', () => {
    expect(toSsoInput(filled)).toEqual({
      issuer: 'https://login.example.org/realms/uni',
      clientId: 'buchbar',
      clientSecret: 's3cret',
      enabled: true,
    });
  });

  it('leaves the secret out when none was typed (the stored one is kept)', () => {
    expect(toSsoInput({ ...filled, clientSecret: '' })).not.toHaveProperty('clientSecret');
  });
});

describe('toSsoFormValues', () => {
  it('never pre-fills the secret', () => {
    const provider: SsoProvider = {
      configured: true,
      providerId: 'sso-uni',
      issuer: 'https://idp.example.org',
      clientId: 'app',
      enabled: false,
      hasClientSecret: true,
      redirectUri: 'https://buchbar.example.org/api/auth/callback/sso-uni',
    };
    expect(toSsoFormValues(provider)).toEqual({
      issuer: 'https://idp.example.org',
      clientId: 'app',
      clientSecret: '',
      enabled: false,
    });
  });
});

describe('checkSsoForm', () => {
  const cases: Array<{ name: string; values: Partial<SsoFormValues>; stored: boolean; expected: object }> = [
    { name: 'complete', values: {}, stored: false, expected: {} },
    { name: 'stored secret may stay', values: { clientSecret: '' }, stored: true, expected: {} },
    {
      name: 'first secret is required',
      values: { clientSecret: '' },
      stored: false,
      expected: { clientSecret: 'required' },
    },
    { name: 'empty issuer', values: { issuer: '  ' }, stored: true, expected: { issuer: 'required' } },
    {
      name: 'issuer without scheme',
      values: { issuer: 'login.example.org' },
      stored: true,
      expected: { issuer: 'url' },
    },
    {
      name: 'issuer with another scheme',
      values: { issuer: 'ftp://login.example.org' },
      stored: true,
      expected: { issuer: 'url' },
    },
    {
      name: 'issuer without host',
      values: { issuer: 'https://' },
      stored: true,
      expected: { issuer: 'url' },
    },
    {
      name: 'plain http is allowed (test IdPs)',
      values: { issuer: 'http://localhost:8080/realms/x' },
      stored: true,
      expected: {},
    },
    { name: 'empty client id', values: { clientId: ' ' }, stored: true, expected: { clientId: 'required' } },
  ];
  it.each(cases)('$name', ({ values, stored, expected }) => {
    expect(checkSsoForm({ ...filled, ...values }, stored)).toEqual(expected);
  });
});
