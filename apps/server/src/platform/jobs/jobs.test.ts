import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { executorUntilStopped } from './jobs';

const JOB = '00000000-0000-4000-8000-000000000001';

/** pg-boss with the app's executor, stopped: no statement reaches the (ended) pool. */
function stoppedBoss() {
  const sent: string[] = [];
  const pool = {
    query: async (text: string) => {
      sent.push(text);
      throw new Error('the pool is ended');
    },
  };
  const executeSql = executorUntilStopped(pool as never, { stopped: true });
  return { boss: new PgBoss({ db: { executeSql }, schema: 'pgboss' }), sent };
}

describe('jobs after stop()', () => {
  // pg-boss calls complete/fail for a finished job without awaiting them: a rejection here was an
  // unhandled rejection that failed a whole vitest run (all tests green, "1 error").
  it.each(['complete', 'fail'] as const)('a late %s resolves with nothing affected', async (command) => {
    const { boss, sent } = stoppedBoss();
    await expect(boss[command]('mail.send', JOB)).resolves.toEqual({
      jobs: [JOB],
      requested: 1,
      affected: 0,
    });
    expect(sent).toEqual([]);
  });

  it('while running, every statement goes to the pool', async () => {
    const sent: string[] = [];
    const executeSql = executorUntilStopped(
      {
        query: async (text: string) => {
          sent.push(text);
          return { rows: [{ count: '1' }] };
        },
      } as never,
      { stopped: false },
    );
    const boss = new PgBoss({ db: { executeSql }, schema: 'pgboss' });
    await expect(boss.complete('mail.send', JOB)).resolves.toMatchObject({ affected: 1 });
    expect(sent).toHaveLength(1);
  });
});
