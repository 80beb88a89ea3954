import type { OwnProfile } from '@buchbar/contracts/identity';
import { DEFAULT_SIGN_IN_LIMITS, judgeSignInAttempt } from '@buchbar/domain/sign-in-limits';
import { verifyPassword } from 'better-auth/crypto';
import type pg from 'pg';
import type { AuditLog } from '../../platform/audit/audit-log';
import { type Db, withTransaction } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { AppError, throwNotFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { insertSignInFailure, listAccountFailures, listAddressFailures } from './auth-failures.repository';
import { findPasswordHash } from './auth-users.repository';
import { type EmailChangeDeps, startEmailChange } from './email-change';
import { findPendingEmail } from './email-change.repository';
import { findProfile } from './identity.repository';
import * as repo from './users.repository';
import { checkEmail } from './users.service';
import './profile.messages';

type Deps = {
  pool: pg.Pool;
  db: Db;
  audit: AuditLog;
  emailChange: EmailChangeDeps;
  tenantOwnsDomain: (db: Db, tenantId: string, domain: string) => Promise<boolean>;
  onAuthChange?: (change: AuthChange) => void;
  now?: () => Date;
};

/**
 * The signed-in user's own data on /konto (issue 14 point 8): the name directly, the e-mail
 * address only through the confirmation link to the new address (the admin flow of issue 8.2),
 * asked with the current password so a forgotten open session cannot move the account.
 */
export class ProfileService {
  constructor(private readonly d: Deps) {}

  async get(p: Principal): Promise<OwnProfile> {
    const profile = (await findProfile(this.d.db, p.userId)) ?? throwNotFound();
    const pending = await findPendingEmail(this.d.db, p.userId);
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      pendingEmail: pending && pending !== profile.email ? pending : null,
      hasPassword: (await findPasswordHash(this.d.db, p.userId)) !== undefined,
    };
  }

  async rename(p: Principal, name: { firstName: string; lastName: string }): Promise<OwnProfile> {
    await withTransaction(this.d.pool, async ({ db }) => {
      const before = (await findProfile(db, p.userId)) ?? throwNotFound();
      await repo.updateUserFields(db, p.tenantId, p.userId, name);
      await repo.syncUserName(db, p.userId);
      await this.d.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'USER',
        event: 'OWN_NAME_CHANGED',
        params: {
          from: `${before.firstName} ${before.lastName}`,
          to: `${name.firstName} ${name.lastName}`,
        },
        message: `Eigenen Namen geändert: ${before.firstName} ${before.lastName} → ${name.firstName} ${name.lastName}`,
        actorUserId: p.userId,
        details: {
          userId: p.userId,
          from: [before.firstName, before.lastName],
          to: [name.firstName, name.lastName],
        },
      });
    });
    // Cached principals carry the name (bookings, mails): this instance drops them at once.
    this.d.onAuthChange?.({ user: p.userId });
    return this.get(p);
  }

  async changeEmail(p: Principal, input: { email: string; currentPassword: string }, ip: string) {
    const email = input.email.trim().toLowerCase();
    if (email === p.email.toLowerCase()) throw new AppError(422, 'EMAIL_UNCHANGED', { email });
    await this.checkPassword(p, input.currentPassword, ip);
    await withTransaction(this.d.pool, async (tx) => {
      await checkEmail(tx.db, p.tenantId, email, this.d.tenantOwnsDomain);
      await startEmailChange(tx, this.d.emailChange, {
        tenantId: p.tenantId,
        userId: p.userId,
        oldEmail: p.email,
        newEmail: email,
        actorUserId: p.userId,
      });
    });
    return this.get(p);
  }

  /** The sign-in limits apply: a wrong password counts as a failed sign-in of the account. */
  private async checkPassword(p: Principal, password: string, ip: string) {
    const now = this.d.now?.() ?? new Date();
    const since = new Date(now.getTime() - DEFAULT_SIGN_IN_LIMITS.windowMinutes * 60_000);
    const account = p.email.toLowerCase();
    const verdict = judgeSignInAttempt(
      {
        account: await listAccountFailures(this.d.db, account, since, DEFAULT_SIGN_IN_LIMITS.perAccount),
        address: await listAddressFailures(this.d.db, ip, since, DEFAULT_SIGN_IN_LIMITS.perAddress),
      },
      now,
    );
    if (!verdict.allowed)
      throw new AppError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', {
        minutes: Math.ceil(verdict.retryAfterSeconds / 60),
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    const hash = await findPasswordHash(this.d.db, p.userId);
    if (!hash) throw new AppError(422, 'EMAIL_CHANGE_NEEDS_PASSWORD');
    if (!(await verifyPassword({ hash, password }))) {
      await insertSignInFailure(this.d.db, account, ip);
      throw new AppError(422, 'CURRENT_PASSWORD_WRONG');
    }
  }
}
