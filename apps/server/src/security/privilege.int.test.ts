import { assignGroups } from '@buchbar/db/seed/access-fixtures';
import { DEMO_TENANT_ID } from '@buchbar/db/seed/demo';
import { DEMO_GROUPS, DEMO_ROLES } from '@buchbar/db/seed/demo-access';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, type ErrorReply, signedIn } from '../../test/http-client';
import { signIn, useTestServer } from '../../test/test-server';
import { seedUserWithRole } from '../../test/user-fixtures';
import { createDb } from '../platform/database/database';

/**
 * Issue 8 points 1 and 2: a tenant-level admin cannot make themselves (or anyone) stronger than
 * they are, cannot touch the platform administrator or a stronger user, and an address change
 * waits for the new address's confirmation. Every refusal leaves the stored data unchanged.
 */
type Me = { permissions: string[] };
type Detail = { id: string; email: string; firstName: string; status: string; pendingEmail?: string | null };
type Role = { id: string; name: string; permissions: { name: string; value: string }[] };
type Group = { id: string; name: string; roleIds: string[] };

const ADMIN_ROLE = DEMO_ROLES[0].id;
const STAFF_GROUP = DEMO_GROUPS[0].id;
const role = (n: number) => `00000000-0000-4000-8f02-${String(n).padStart(12, '0')}`;

describe('privilege (issue 8.1, 8.2)', () => {
  const s = useTestServer();
  let admin: Client;
  let userCare: Client;
  let grantCare: Client;
  let both: Client;

  /** A user of the demo tenant holding exactly `permissions` (+ the staff group's booking). */
  async function seedUser(id: string, email: string, roleId: string, permissions: string[]) {
    await seedUserWithRole(
      s.db.pool,
      DEMO_TENANT_ID,
      { id, email, firstName: id, lastName: 'Test' },
      { id: roleId, name: `Nur ${id}`, permissions },
    );
    await assignGroups(createDb(s.db.pool), DEMO_TENANT_ID, id, [STAFF_GROUP]);
  }

  const row = async (sql: string, params: unknown[] = []) => (await s.db.pool.query(sql, params)).rows;
  const userRow = (id: string) =>
    row(
      `select email, first_name, status, platform_admin,
              (select array_agg(role_id::text order by role_id) from user_roles where user_id = u.id) roles,
              (select array_agg(group_id::text order by group_id) from user_groups where user_id = u.id) groups,
              (select array_agg(permission || '=' || value order by permission) from user_permissions where user_id = u.id) perms
         from users u where id = $1`,
      [id],
    );
  const mailsTo = async (to: string) =>
    (await row('select subject, text from mails where "to" = $1 order by created_at', [to])) as {
      subject: string;
      text: string;
    }[];

  beforeAll(async () => {
    await seedUser('t-usercare', 'usercare@demo.example', role(1), ['benutzer_pflegen']);
    await seedUser('t-grantcare', 'grantcare@demo.example', role(2), ['berechtigungs_pflege']);
    await seedUser('t-both', 'both@demo.example', role(3), ['benutzer_pflegen', 'berechtigungs_pflege']);
    await s.settled();
    admin = await signedIn(s, 'admin@demo.example');
    userCare = await signedIn(s, 'usercare@demo.example');
    grantCare = await signedIn(s, 'grantcare@demo.example');
    both = await signedIn(s, 'both@demo.example');
  });

  describe('as a user holding only benutzer_pflegen', () => {
    it('granting yourself a role or a permission is refused (403), nothing changes', async () => {
      const before = await userRow('t-usercare');
      const viaRole = await userCare.patch<ErrorReply>('/api/v1/users/t-usercare', {
        roleIds: [role(1), ADMIN_ROLE],
      });
      expect(viaRole.status).toBe(403);
      expect(viaRole.body.error.code).toBe('GRANT_NEEDS_PERMISSION_CARE');
      const direct = await userCare.patch<ErrorReply>('/api/v1/users/t-usercare', {
        firstName: 'Mächtig',
        permissions: [{ name: 'berechtigungs_pflege', value: 'true' }],
      });
      expect(direct.status).toBe(403);
      const viaGroup = await userCare.patch<ErrorReply>('/api/v1/users/t-usercare', { groupIds: [] });
      expect(viaGroup.status).toBe(403);
      expect(await userRow('t-usercare')).toEqual(before);
      const me = await userCare.get<Me>('/api/v1/me');
      expect(me.body.permissions).toEqual(['benutzer_pflegen', 'fahrzeug_buchen']);
    });

    it('granting another user a role is refused too', async () => {
      const before = await userRow('demo-booker');
      const res = await userCare.patch<ErrorReply>('/api/v1/users/demo-booker', { roleIds: [ADMIN_ROLE] });
      expect(res.status).toBe(403);
      const invite = await userCare.post<ErrorReply>('/api/v1/users', {
        email: 'helfer@demo.example',
        firstName: 'H',
        lastName: 'H',
        roleIds: [ADMIN_ROLE],
      });
      expect(invite.status).toBe(403);
      expect(await userRow('demo-booker')).toEqual(before);
      expect(await row(`select 1 from users where email = 'helfer@demo.example'`)).toEqual([]);
    });

    it('editing, deactivating or re-addressing the platform administrator is refused, nothing changes', async () => {
      const before = await userRow('demo-platform');
      for (const change of [
        { firstName: 'Gekapert' },
        { status: 'inaktiv' },
        { email: 'gekapert@demo.example' },
      ]) {
        const res = await userCare.patch<ErrorReply>('/api/v1/users/demo-platform', change);
        expect(res.status, JSON.stringify(change)).toBe(403);
        expect(res.body.error.code).toBe('TARGET_PLATFORM_ADMIN');
        expect(res.body.error.message).toContain('Plattform');
      }
      expect(await userRow('demo-platform')).toEqual(before);
      expect(await mailsTo('gekapert@demo.example')).toEqual([]);
      // Even an all-permissions tenant admin cannot.
      const res = await admin.patch<ErrorReply>('/api/v1/users/demo-platform', { email: 'x@demo.example' });
      expect(res.status).toBe(403);
      expect(await userRow('demo-platform')).toEqual(before);
    });

    it("changing a stronger user's e-mail (or anything else) is refused, nothing changes", async () => {
      const before = await userRow('demo-admin');
      const res = await userCare.patch<ErrorReply>('/api/v1/users/demo-admin', {
        email: 'kapern@demo.example',
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('TARGET_STRONGER');
      expect(res.body.error.details.permissions).toContain('berechtigungs_pflege');
      const deactivate = await userCare.patch<ErrorReply>('/api/v1/users/demo-admin', { status: 'inaktiv' });
      expect(deactivate.status).toBe(403);
      const en = client(s.base, (await signIn(s.base, 'usercare@demo.example')) ?? '', 'en');
      const english = await en.patch<ErrorReply>('/api/v1/users/demo-fleet', { firstName: 'X' });
      expect(english.status).toBe(403);
      expect(english.body.error.message).toContain('holds permissions you do not');
      expect(await userRow('demo-admin')).toEqual(before);
      expect(await mailsTo('kapern@demo.example')).toEqual([]);
    });

    it('still edits users who are not stronger', async () => {
      const res = await userCare.patch<Detail>('/api/v1/users/demo-booker', { firstName: 'Berta' });
      expect(res.status).toBe(200);
      expect(res.body.firstName).toBe('Berta');
    });
  });

  describe('as a user holding berechtigungs_pflege', () => {
    it('creating a role with permissions you lack is refused (403), nothing stored', async () => {
      const before = await admin.get<Role[]>('/api/v1/roles');
      const res = await grantCare.post<ErrorReply>('/api/v1/roles', {
        name: 'Alles',
        permissions: [
          { name: 'berechtigungs_pflege', value: 'true' },
          { name: 'benutzer_pflegen', value: 'true' },
        ],
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('GRANT_EXCEEDS_OWN');
      expect(res.body.error.details.permissions).toEqual(['benutzer_pflegen']);
      expect((await admin.get<Role[]>('/api/v1/roles')).body).toEqual(before.body);
    });

    it('raising a role or group it is in, or deleting a stronger role, is refused', async () => {
      const before = await admin.get<Role[]>('/api/v1/roles');
      const groupsBefore = await admin.get<Group[]>('/api/v1/groups');
      const raise = await grantCare.put<ErrorReply>(`/api/v1/roles/${role(2)}`, {
        name: 'Nur t-grantcare',
        permissions: [
          { name: 'berechtigungs_pflege', value: 'true' },
          { name: 'customizing_mandant_pflege', value: 'true' },
        ],
      });
      expect(raise.status).toBe(403);
      const strip = await grantCare.put<ErrorReply>(`/api/v1/roles/${ADMIN_ROLE}`, {
        name: 'Administration',
        permissions: [],
      });
      expect(strip.status).toBe(403);
      expect((await grantCare.del<ErrorReply>(`/api/v1/roles/${ADMIN_ROLE}`)).status).toBe(403);
      const group = await grantCare.put<ErrorReply>(`/api/v1/groups/${STAFF_GROUP}`, {
        name: 'Alle Mitarbeitenden',
        roleIds: [DEMO_ROLES[1].id, ADMIN_ROLE],
      });
      expect(group.status).toBe(403);
      expect(group.body.error.code).toBe('GRANT_EXCEEDS_OWN');
      expect((await admin.get<Role[]>('/api/v1/roles')).body).toEqual(before.body);
      expect((await admin.get<Group[]>('/api/v1/groups')).body).toEqual(groupsBefore.body);
      const me = await grantCare.get<Me>('/api/v1/me');
      expect(me.body.permissions).toEqual(['berechtigungs_pflege', 'fahrzeug_buchen']);
    });

    it('may still manage roles with what it holds', async () => {
      const made = await grantCare.post<Role>('/api/v1/roles', {
        name: 'Buchen 2',
        permissions: [{ name: 'fahrzeug_buchen', value: 'true' }],
      });
      expect(made.status).toBe(201);
      expect((await grantCare.del(`/api/v1/roles/${made.body.id}`)).status).toBe(204);
    });

    it('adding yourself to a group is refused (403), nothing changes', async () => {
      const newGroup = await admin.post<Group>('/api/v1/groups', { name: 'Leer', roleIds: [] });
      const before = await userRow('t-grantcare');
      const alone = await grantCare.patch<ErrorReply>('/api/v1/users/t-grantcare', {
        groupIds: [STAFF_GROUP, newGroup.body.id],
      });
      expect(alone.status).toBe(403);
      expect(await userRow('t-grantcare')).toEqual(before);
      const beforeBoth = await userRow('t-both');
      const self = await both.patch<ErrorReply>('/api/v1/users/t-both', {
        groupIds: [STAFF_GROUP, newGroup.body.id],
      });
      expect(self.status).toBe(403);
      expect(self.body.error.code).toBe('OWN_GRANTS');
      expect(await userRow('t-both')).toEqual(beforeBoth);
    });

    it('with benutzer_pflegen as well: grants others only what it holds', async () => {
      const before = await userRow('demo-booker');
      const tooMuch = await both.patch<ErrorReply>('/api/v1/users/demo-booker', { roleIds: [ADMIN_ROLE] });
      expect(tooMuch.status).toBe(403);
      expect(tooMuch.body.error.code).toBe('GRANT_EXCEEDS_OWN');
      expect(await userRow('demo-booker')).toEqual(before);
      const fine = await both.patch<Detail>('/api/v1/users/demo-booker', {
        permissions: [{ name: 'benutzer_pflegen', value: 'true' }],
      });
      expect(fine.status).toBe(200);
      const undo = await both.patch<Detail>('/api/v1/users/demo-booker', { permissions: [] });
      expect(undo.status).toBe(200);
    });
  });

  describe('e-mail change of an existing account (issue 8.2)', () => {
    const linkIn = (text: string) => {
      const link = text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
      if (!link) throw new Error(`no link in ${text}`);
      return link;
    };

    it('is confirmed through the new address and announced to the old one; only the link moves it', async () => {
      const first = await admin.patch<Detail>('/api/v1/users/demo-approver', { email: 'erst@demo.example' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ email: 'approver@demo.example', pendingEmail: 'erst@demo.example' });
      const second = await admin.patch<Detail>('/api/v1/users/demo-approver', {
        email: 'Freigabe@demo.example',
      });
      expect(second.body).toMatchObject({
        email: 'approver@demo.example',
        pendingEmail: 'freigabe@demo.example',
      });
      expect((await userRow('demo-approver'))[0].email).toBe('approver@demo.example');

      const [confirm] = await mailsTo('freigabe@demo.example');
      expect(confirm?.subject).toBe('Neue E-Mail-Adresse für Buchbar bestätigen');
      const notices = await mailsTo('approver@demo.example');
      expect(notices.map((m) => m.subject)).toContain('Ihre E-Mail-Adresse bei Buchbar soll geändert werden');
      expect(notices.every((m) => !m.text.includes('verify-email'))).toBe(true);

      // The older link is withdrawn by the newer change.
      const [stale] = await mailsTo('erst@demo.example');
      const old = await fetch(linkIn(stale?.text ?? ''), { redirect: 'manual' });
      expect(old.status).toBe(302);
      expect(old.headers.get('location')).toContain('error=EMAIL_CHANGE_NOT_PENDING');
      expect((await userRow('demo-approver'))[0].email).toBe('approver@demo.example');

      const moved = await fetch(linkIn(confirm?.text ?? ''), { redirect: 'manual' });
      expect(moved.status).toBe(302);
      expect(moved.headers.get('location')).toContain('/auth/confirm?emailChanged=1');
      expect((await userRow('demo-approver'))[0].email).toBe('freigabe@demo.example');
      expect((await admin.get<Detail>('/api/v1/users/demo-approver')).body.pendingEmail).toBeNull();
      await signIn(s.base, 'freigabe@demo.example');
      // A link is used once.
      const again = await fetch(linkIn(confirm?.text ?? ''), { redirect: 'manual' });
      expect(again.headers.get('location')).toContain('error=');
    });

    it('keeps the existing checks: a taken address 409, a foreign domain 422', async () => {
      expect((await admin.patch('/api/v1/users/demo-booker', { email: 'fleet@demo.example' })).status).toBe(
        409,
      );
      expect((await admin.patch('/api/v1/users/demo-booker', { email: 'b@foreign.example' })).status).toBe(
        422,
      );
    });
  });
});
