import { describeCatalogue } from '../../../test/catalogue-harness';
import { ACCOUNT_CASES, ACCOUNT_START } from './catalogue-cases/account.cases';

/**
 * Issue 13 point 1: the account, platform and licence-check entries of the catalogue over real
 * SMTP (see the harness). All are mandatory: sent with every switch off.
 */
describeCatalogue(
  'notification catalogue over real SMTP: account, platform and licence checks',
  {
    start: ACCOUNT_START,
    setup: async (h) => {
      // admin@'s overdue check is the overdue case's own trigger, not the due case's run.
      await h.s.db.pool.query(
        `update driver_licences set next_check = '2028-01-01' where user_id = 'demo-admin'`,
      );
    },
  },
  ACCOUNT_CASES,
);
