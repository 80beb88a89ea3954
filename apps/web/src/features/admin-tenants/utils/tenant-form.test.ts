import { describe, expect, it } from 'vitest';
import { toTenantFormValues, toTenantInput } from './tenant-form';

const base = {
  name: ' Demo GmbH ',
  key: '',
  domains: [],
  legacyEnabled: false,
  shortName: '',
  legacyUrl: '',
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
