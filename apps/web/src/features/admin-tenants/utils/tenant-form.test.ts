import { describe, expect, it } from 'vitest';
import { firstAdminProblems, toTenantCreate, toTenantFormValues, toTenantInput } from './tenant-form';

const base = {
  name: ' Demo GmbH ',
  key: '',
  domains: [],
  legacyEnabled: false,
  shortName: '',
  legacyUrl: '',
  firstAdminEmail: '',
  firstAdminFirstName: '',
  firstAdminLastName: '',
};

describe('toTenantInput', () => {
  it.each([
    {
      name: 'trims and leaves out an empty key',
      values: base,
      expected: { name: 'Demo GmbH', domains: [], legacy: null },
    },
    {
      name: 'keeps a key, lower-cases domains and drops empty rows',
      values: {
        ...base,
        key: ' demo ',
        domains: [
          { domain: ' Demo.Example ', clientId: ' c1 ' },
          { domain: '', clientId: '' },
        ],
      },
      expected: {
        name: 'Demo GmbH',
        key: 'demo',
        domains: [{ domain: 'demo.example', clientId: 'c1' }],
        legacy: null,
      },
    },
    {
      name: 'legacy mapping without override URL',
      values: { ...base, legacyEnabled: true, shortName: ' pial ', legacyUrl: ' ' },
      expected: { name: 'Demo GmbH', domains: [], legacy: { shortName: 'pial', legacyUrl: null } },
    },
    {
      name: 'legacy mapping with override URL',
      values: { ...base, legacyEnabled: true, shortName: 'x', legacyUrl: 'https://old.example/x' },
      expected: {
        name: 'Demo GmbH',
        domains: [],
        legacy: { shortName: 'x', legacyUrl: 'https://old.example/x' },
      },
    },
  ])('$name', ({ values, expected }) => {
    expect(toTenantInput(values)).toEqual(expected);
  });

  it('round-trips a stored tenant', () => {
    const tenant = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Demo GmbH',
      key: 'demo',
      domains: [{ domain: 'demo.example', clientId: 'demo' }],
      legacy: { shortName: 'demo', legacyUrl: null },
      legacyAppUrl: 'https://legacy.example/demo',
    };
    expect(toTenantInput(toTenantFormValues(tenant))).toEqual({
      name: 'Demo GmbH',
      key: 'demo',
      domains: [{ domain: 'demo.example', clientId: 'demo' }],
      legacy: { shortName: 'demo', legacyUrl: null },
    });
  });
});

describe('first administrator of a new tenant (issue 8.5)', () => {
  const withDomain = { ...base, domains: [{ domain: 'neu.example', clientId: 'neu' }] };
  const admin = {
    firstAdminEmail: ' Chefin@Neu.example ',
    firstAdminFirstName: ' Nina ',
    firstAdminLastName: 'Neu',
  };

  it('sends no firstAdmin when its fields are empty, a trimmed one when filled', () => {
    expect(toTenantCreate(withDomain)).not.toHaveProperty('firstAdmin');
    expect(toTenantCreate({ ...withDomain, ...admin }).firstAdmin).toEqual({
      email: 'chefin@neu.example',
      firstName: 'Nina',
      lastName: 'Neu',
    });
  });

  it.each([
    { name: 'nothing filled', values: withDomain, expected: {} },
    { name: 'complete and in a domain', values: { ...withDomain, ...admin }, expected: {} },
    {
      name: 'only the address',
      values: { ...withDomain, firstAdminEmail: 'a@neu.example' },
      expected: { firstAdminFirstName: 'required', firstAdminLastName: 'required' },
    },
    {
      name: 'an address outside the domains',
      values: { ...withDomain, ...admin, firstAdminEmail: 'a@anders.example' },
      expected: { firstAdminEmail: 'domainNotOfTenant' },
    },
    {
      name: 'no valid address',
      values: { ...withDomain, ...admin, firstAdminEmail: 'chefin' },
      expected: { firstAdminEmail: 'invalidEmail' },
    },
    {
      name: 'names without address',
      values: { ...withDomain, ...admin, firstAdminEmail: ' ' },
      expected: { firstAdminEmail: 'required' },
    },
  ])('$name', ({ values, expected }) => {
    expect(firstAdminProblems(values)).toEqual(expected);
  });
});
