import { describe, expect, it } from 'vitest';
import { isAcceptableLink } from './http-link';

describe('isAcceptableLink', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['https://intranet.example/lesesaal', true],
    ['http://localhost:8080/plan', true],
    [' HTTPS://Example.org ', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
    ['ftp://files.example', false],
    ['intranet.example', false],
    ['//intranet.example', false],
  ])('%j -> %s', (value, ok) => {
    expect(isAcceptableLink(value)).toBe(ok);
  });
});
