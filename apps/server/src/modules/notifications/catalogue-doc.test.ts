import { readFileSync, writeFileSync } from 'node:fs';
import { NOTIFICATION_KINDS } from '@buchbar/domain/notifications/catalogue';
import { withGeneratedTables } from '@buchbar/domain/notifications/catalogue-doc';
import { describe, expect, it } from 'vitest';

describe('docs/notifications.md', () => {
  it('lists every catalogue entry, as generated from the catalogue', () => {
    const file = new URL('../../../../../docs/notifications.md', import.meta.url);
    const doc = readFileSync(file, 'utf8');
    if (process.env.UPDATE_NOTIFICATION_DOC) writeFileSync(file, withGeneratedTables(doc));
    for (const kind of NOTIFICATION_KINDS) expect(doc, kind).toContain(`\`${kind}\``);
    expect(doc, 'regenerate with UPDATE_NOTIFICATION_DOC=1').toBe(withGeneratedTables(doc));
  });
});
