import { describe, expect, it } from 'vitest';
import { slugifyTenantKey } from './legacy-mapping';
import { checkTenantKey, isReservedTenantKey } from './tenant-keys';

describe('reserved tenant keys (issue 8.4)', () => {
  it.each([
    ['default', true],
    ['Default', true],
    [' default ', true],
    ['default-gmbh', false],
    ['demo', false],
    [slugifyTenantKey('Default'), true],
  ])('isReservedTenantKey(%j) = %s', (key, reserved) => {
    expect(isReservedTenantKey(key)).toBe(reserved);
  });

  it('refuses a reserved key with its code and accepts others', () => {
    expect(checkTenantKey('default')).toEqual({
      ok: false,
      code: 'TENANT_KEY_RESERVED',
      details: { key: 'default' },
    });
    expect(checkTenantKey('acme')).toEqual({ ok: true, value: 'acme' });
  });
});
