import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOG_LEVEL, isDebugEnabled, logger, logLevelFor, setLogLevel } from './logger';

describe('isDebugEnabled', () => {
  const cases: Array<{ value: unknown; expected: boolean }> = [
    { value: true, expected: true },
    { value: 1, expected: true },
    { value: '1', expected: true },
    { value: 'true', expected: true },
    { value: ' TRUE ', expected: true },
    { value: false, expected: false },
    { value: 0, expected: false },
    { value: '0', expected: false },
    { value: 'false', expected: false },
    { value: 'yes', expected: false },
    { value: 2, expected: false },
    { value: '', expected: false },
    { value: null, expected: false },
    { value: undefined, expected: false },
    { value: {}, expected: false },
    { value: [1], expected: false },
  ];
  it.each(cases)('$value -> $expected', ({ value, expected }) => {
    expect(isDebugEnabled(value)).toBe(expected);
  });
});

describe('logLevelFor', () => {
  it.each([
    { settings: undefined, level: 'warn' },
    { settings: {}, level: 'warn' },
    { settings: { 'general.enableDebug': false }, level: 'warn' },
    { settings: { 'general.enableDebug': true }, level: 'debug' },
    { settings: { 'general.enableDebug': 1 }, level: 'debug' },
    { settings: { EnableDebug: true }, level: 'warn' },
  ])('$settings -> $level', ({ settings, level }) => {
    expect(logLevelFor(settings)).toBe(level);
  });
});

describe('logger', () => {
  afterEach(() => {
    setLogLevel(DEFAULT_LOG_LEVEL);
    vi.restoreAllMocks();
  });

  it('drops debug output at the default level and writes warnings', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logger.debug('hidden');
    logger.warn('shown', 1);
    expect(debug).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[buchbar] shown', 1);
  });

  it('writes debug output at level debug', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    setLogLevel('debug');
    logger.debug('GET /api/v1/me', { status: 200 });
    expect(debug).toHaveBeenCalledWith('[buchbar] GET /api/v1/me', { status: 200 });
  });
});
