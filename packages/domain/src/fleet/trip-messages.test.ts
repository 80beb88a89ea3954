import { describe, expect, it } from 'vitest';
import { FLEET_MESSAGES } from './messages';
import { TRIP_MESSAGES } from './trip-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('trip messages', () => {
  it.each(Object.entries(TRIP_MESSAGES))(
    '%s has the same placeholders in German and English',
    (_code, text) => {
      expect(placeholders(text.de)).toEqual(placeholders(text.en));
    },
  );

  it('are registered with the fleet messages', () => {
    for (const [code, text] of Object.entries(TRIP_MESSAGES)) {
      expect(FLEET_MESSAGES[code as keyof typeof FLEET_MESSAGES]).toEqual(text);
    }
  });

  it("use issue 11's text for a check-in before approval (spec 8)", () => {
    expect(FLEET_MESSAGES.CHECK_IN_NOT_APPROVED).toEqual({
      de: 'Check-in ist nicht möglich, da die Buchung nicht freigegeben wurde.',
      en: 'Check-in is not possible because the booking has not been approved.',
    });
  });
});
