import { DEMO_REPORT_ADDRESS } from '@buchbar/db/seed/demo-fleet';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../../test/http-client';
import { signIn, useTestServer } from '../../../test/test-server';
import { seedUserWithRole } from '../../../test/user-fixtures';

const DEMO = '00000000-0000-4000-8000-000000000001';
const OPTION = 'vehicles.reportMailAddresses';
const OUTSIDE = 'sammler@outside.example';
type Values = { values: Record<string, unknown> };

/**
 * Issue 22 point 4: a settings admin (customizing_mandant_pflege only) must not send the logbook
 * report anywhere. Changing the report addresses needs fahrzeug_logbuch_report at every layer,
 * and a report only goes out while whoever last wrote the addresses still holds it.
 */
describe('settings that route data out need the permission of that data', () => {
  // Pinned clock (the report's "send now" period is the current month so far).
  const now = Date.parse('2027-02-15T10:00:00+01:00');
  const s = useTestServer({}, { clock: () => now });
  let admin: Client;
  let settingsOnly: Client;
  let settingsOnlyEn: Client;
  let booker: Client;
  let fleet: Client;
  let groupId = '';
  const stored = async () =>
    (
      await s.db.pool.query<{ value: unknown; updated_by: string | null }>(
        `select value, updated_by from setting_values where tenant_id = $1 and layer = 'tenant' and option = $2`,
        [DEMO, OPTION],
      )
    ).rows;

  beforeAll(async () => {
    await seedUserWithRole(
      s.db.pool,
      DEMO,
      {
        id: 'demo-settings-only',
        email: 'einstellungen@demo.example',
        firstName: 'Erik',
        lastName: 'Einstellung',
      },
      {
        id: '00000000-0000-4000-8002-00000000d474',
        name: 'Nur Einstellungen',
        permissions: ['customizing_mandant_pflege'],
      },
    );
    const cookie = await signIn(s.base, 'einstellungen@demo.example');
    settingsOnly = client(s.base, cookie);
    settingsOnlyEn = client(s.base, cookie, 'en');
    admin = await signedIn(s, 'admin@demo.example');
    booker = await signedIn(s, 'booker@demo.example');
    fleet = await signedIn(s, 'fleet@demo.example');
    const groups = await admin.get<{ id: string; name: string }[]>('/api/v1/settings/groups');
    groupId = groups.body.find((g) => g.name === 'Alle Mitarbeitenden')?.id ?? '';
  });

  it('refuses a settings admin without the report permission with 403, at the tenant layer, also as a reset', async () => {
    const before = await stored();
    expect(before.map((r) => r.value)).toEqual([[DEMO_REPORT_ADDRESS]]);
    for (const values of [
      { [OPTION]: [OUTSIDE] },
      { 'vehicles.minimumGapMinutes': 45, [OPTION]: [DEMO_REPORT_ADDRESS, OUTSIDE] },
      { [OPTION]: null },
    ]) {
      const res = await settingsOnly.put<ErrorReply>('/api/v1/settings/tenant', { values });
      expect(res.status, JSON.stringify(values)).toBe(403);
      expect(res.body.error).toEqual({
        code: 'SETTING_NEEDS_DATA_PERMISSION',
        message: `Die Einstellung „${OPTION}“ bestimmt, wohin Daten gesendet werden; ändern darf sie nur, wer die Berechtigung „fahrzeug_logbuch_report“ hat.`,
        details: { option: OPTION, permission: 'fahrzeug_logbuch_report', layer: 'tenant' },
      });
    }
    const en = await settingsOnlyEn.put<ErrorReply>('/api/v1/settings/tenant', {
      values: { [OPTION]: [OUTSIDE] },
    });
    expect(en.body.error.message).toBe(
      `The setting "${OPTION}" decides where data is sent; only users holding the permission "fahrzeug_logbuch_report" may change it.`,
    );
    // Nothing of a refused write is stored; harmless options stay the settings admin's.
    expect(await stored()).toEqual(before);
    const gap = await settingsOnly.put<Values>('/api/v1/settings/tenant', {
      values: { 'vehicles.minimumGapMinutes': 45 },
    });
    expect(gap.status).toBe(200);
    expect(gap.body.values['vehicles.minimumGapMinutes']).toBe(45);
  });

  it('refuses it at the group and user layers too (403 before any other check)', async () => {
    const group = await settingsOnly.put<ErrorReply>(`/api/v1/settings/groups/${groupId}`, {
      values: { [OPTION]: [OUTSIDE] },
    });
    expect([group.status, group.body.error.code, group.body.error.details.layer]).toEqual([
      403,
      'SETTING_NEEDS_DATA_PERMISSION',
      'group',
    ]);
    const own = await booker.put<ErrorReply>('/api/v1/settings/me', { values: { [OPTION]: [OUTSIDE] } });
    expect([own.status, own.body.error.code, own.body.error.details.layer]).toEqual([
      403,
      'SETTING_NEEDS_DATA_PERMISSION',
      'user',
    ]);
  });

  it('a holder of the report permission changes the addresses; the writer is recorded', async () => {
    const res = await admin.put<Values>('/api/v1/settings/tenant', {
      values: { [OPTION]: [DEMO_REPORT_ADDRESS, 'controlling@demo.example'] },
    });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual([
      { value: [DEMO_REPORT_ADDRESS, 'controlling@demo.example'], updated_by: 'demo-admin' },
    ]);
  });

  it('at send time: addresses last written by someone without the permission send nothing', async () => {
    // As a value stored before this rule (or by a holder who lost the permission) would be.
    await s.db.pool.query(
      `update setting_values set value = $1::jsonb, updated_by = 'demo-settings-only'
        where tenant_id = $2 and layer = 'tenant' and option = $3`,
      [JSON.stringify([OUTSIDE]), DEMO, OPTION],
    );
    const mailsBefore = await s.db.pool.query(`select count(*)::int as n from mails where "to" = $1`, [
      OUTSIDE,
    ]);
    const refused = await fleet.post<ErrorReply>('/api/v1/reports/send-now', {});
    expect([refused.status, refused.body.error.code]).toEqual([422, 'REPORT_ADDRESSES_NOT_AUTHORISED']);
    expect(refused.body.error.message).toContain('nicht lesen darf');
    const mailsAfter = await s.db.pool.query(`select count(*)::int as n from mails where "to" = $1`, [
      OUTSIDE,
    ]);
    expect(mailsAfter.rows[0]?.n).toBe(mailsBefore.rows[0]?.n);

    // A holder checks and saves them again: now they count.
    expect(
      (await admin.put('/api/v1/settings/tenant', { values: { [OPTION]: [DEMO_REPORT_ADDRESS] } })).status,
    ).toBe(200);
    const sent = await fleet.post<{ recipients: string[] }>('/api/v1/reports/send-now', {});
    expect(sent.status).toBe(201);
    expect(sent.body.recipients).toEqual([DEMO_REPORT_ADDRESS]);
  }, 30_000);
});
