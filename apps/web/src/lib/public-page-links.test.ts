import { describe, expect, it } from 'vitest';
import { embedSnippet, publicPlanUrl } from './public-page-links';

describe('publicPlanUrl and embedSnippet', () => {
  it('addresses the tenant, optionally one plan', () => {
    expect(publicPlanUrl('https://buchbar.example', 'demo')).toBe('https://buchbar.example/public/demo');
    expect(publicPlanUrl('https://buchbar.example', 'demo', 'abc')).toBe(
      'https://buchbar.example/public/demo?plan=abc',
    );
  });
  it('escapes the title in the iframe code', () => {
    expect(embedSnippet('https://x/public/demo', 'Lesesaal "A" & <B>')).toBe(
      '<iframe src="https://x/public/demo" title="Lesesaal &#34;A&#34; &#38; &#60;B&#62;" width="100%" height="640" style="border:0" loading="lazy"></iframe>',
    );
  });
});
