import { describe, expect, it } from 'vitest';
import { legacyAuditEvent } from './audit-legacy';

describe('legacyAuditEvent (rows written before events)', () => {
  it.each([
    ['Anmeldung: admin@demo.example', {}, { event: 'SIGN_IN', params: { email: 'admin@demo.example' } }],
    ['Anmeldung fehlgeschlagen: unbekannt', {}, { event: 'SIGN_IN_FAILED', params: { email: '' } }],
    [
      'Einstellungen (group) geändert: spaces.advanceBookingDays, general.zoom',
      {},
      {
        event: 'SETTINGS_CHANGED',
        params: { layer: 'group', options: ['spaces.advanceBookingDays', 'general.zoom'] },
      },
    ],
    [
      'Rolle „Buchende“ geändert',
      {
        permissions: [
          { name: 'fahrzeug_buchen', value: 'true' },
          { name: 'objekt_pflege', value: 'false' },
        ],
      },
      { event: 'ROLE_CHANGED', params: { name: 'Buchende', permissions: ['fahrzeug_buchen'] } },
    ],
    [
      'Single Sign-on inaktiv: https://idp.example',
      {},
      { event: 'SSO_CONFIGURED', params: { enabled: false, issuer: 'https://idp.example' } },
    ],
    [
      'E-Mail-Adresse von a@x.de auf b@x.de geändert (bestätigt)',
      {},
      { event: 'EMAIL_CHANGED', params: { oldEmail: 'a@x.de', newEmail: 'b@x.de' } },
    ],
    ['Driving licence check recorded', {}, { event: 'LICENCE_CHECK_RECORDED', params: {} }],
  ])('%s', (message, details, expected) => {
    expect(legacyAuditEvent(message, details)).toEqual(expected);
  });

  it('leaves unknown texts alone', () => {
    expect(legacyAuditEvent('Etwas anderes', {})).toBeUndefined();
  });
});
