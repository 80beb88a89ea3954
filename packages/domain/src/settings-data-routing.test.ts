import { describe, expect, it } from 'vitest';
import type { PermissionName } from './permissions';
import { SETTING_KEYS, SETTINGS } from './settings';
import { checkDataRoutingWrite, DATA_ROUTING_OPTIONS, dataPermissionOf } from './settings-data-routing';

describe('settings that route data out (issue 22 point 4)', () => {
  it('the registry review: every option naming a mail address, URL, webhook or recipient is gated', () => {
    const namesADestination = (key: string) =>
      /(address|recipient|url|webhook|target|endpoint)/i.test(key) ||
      (SETTINGS[key as keyof typeof SETTINGS] as { items?: string }).items === 'email';
    const destinations = SETTING_KEYS.filter(namesADestination);
    expect(destinations).toEqual(['vehicles.reportMailAddresses']);
    for (const key of destinations) expect(dataPermissionOf(key), key).not.toBeNull();
    expect([...DATA_ROUTING_OPTIONS]).toEqual([['vehicles.reportMailAddresses', 'fahrzeug_logbuch_report']]);
  });

  it.each<[string, string[], PermissionName[], string | null]>([
    [
      'settings admin alone changes report addresses',
      ['vehicles.reportMailAddresses'],
      ['customizing_mandant_pflege'],
      'fahrzeug_logbuch_report',
    ],
    [
      'report holder changes report addresses',
      ['vehicles.reportMailAddresses'],
      ['customizing_mandant_pflege', 'fahrzeug_logbuch_report'],
      null,
    ],
    [
      'report address among harmless options',
      ['vehicles.minimumGapMinutes', 'vehicles.reportMailAddresses'],
      ['customizing_mandant_pflege'],
      'fahrzeug_logbuch_report',
    ],
    [
      'only harmless options',
      ['vehicles.minimumGapMinutes', 'vehicles.reportInterval', 'general.language'],
      [],
      null,
    ],
    ['unknown option (the registry refuses it elsewhere)', ['nope.nothing'], [], null],
    ['nothing written', [], [], null],
  ])('%s', (_case, options, held, missing) => {
    const result = checkDataRoutingWrite(options, held);
    if (missing === null) expect(result.ok).toBe(true);
    else
      expect(result).toEqual({
        ok: false,
        code: 'SETTING_NEEDS_DATA_PERMISSION',
        details: { option: 'vehicles.reportMailAddresses', permission: missing },
      });
  });
});
