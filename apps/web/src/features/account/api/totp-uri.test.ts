import { describe, expect, it } from 'vitest';
import { secretOf } from './totp-uri';

describe('secretOf', () => {
  it.each([
    [
      'otpauth://totp/Buchbar:examiner%40demo.example?secret=JBSWY3DPEHPK3PXP&issuer=Buchbar',
      'JBSWY3DPEHPK3PXP',
    ],
    ['otpauth://totp/Buchbar:x?issuer=Buchbar', ''],
    ['not a uri', ''],
  ])('%s -> %s', (uri, secret) => {
    expect(secretOf(uri)).toBe(secret);
  });
});
