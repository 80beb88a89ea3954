import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const pgError = (code: string, severity = 'ERROR') => Object.assign(new Error(code), { code, severity });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated backend (57P01)', pgError('57P01', 'FATAL')],
    ['crash shutdown (57P02)', pgError('57P02', 'FATAL')],
    ['starting up / shutting down (57P03)', pgError('57P03', 'FATAL')],
    ['connection exception class 08', pgError('08006')],
    ['too many connections', pgError('53300', 'FATAL')],
    ['database refuses connections (FATAL 55000)', pgError('55000', 'FATAL')],
    [
      'refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' }),
    ],
    ['reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED', syscall: 'connect' })]),
    ],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['drizzle-wrapped', wrapped(pgError('57P01', 'FATAL'))],
    ['better-auth-wrapped drizzle error', wrapped(wrapped(new Error('Connection terminated')))],
  ])('%s: yes', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['unique violation', pgError('23505')],
    ['drizzle-wrapped check violation', wrapped(pgError('23514'))],
    ['invalid text (NUL byte)', pgError('22021')],
    ['client aborted its HTTP request', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('%s: no', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
