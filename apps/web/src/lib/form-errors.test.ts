import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { generalErrorMessage, toFieldErrors } from './form-errors';

describe('toFieldErrors', () => {
  it.each([
    {
      name: '400 with field paths',
      error: new ApiError(400, 'VALIDATION_FAILED', 'Die Eingabe ist ungültig.', {
        fields: [
          { path: 'body.email', message: 'Invalid email' },
          { path: 'body.domains.0.domain', message: 'must be a domain' },
          { path: 'body.email', message: 'second message is ignored' },
        ],
      }),
      expected: { email: 'Invalid email', 'domains.0.domain': 'must be a domain' },
    },
    {
      name: 'e-mail taken',
      error: new ApiError(409, 'EMAIL_TAKEN', 'Die E-Mail ist vergeben.'),
      expected: { email: 'Die E-Mail ist vergeben.' },
    },
    {
      name: 'role name taken',
      error: new ApiError(409, 'ROLE_NAME_TAKEN', 'Name vergeben'),
      expected: { name: 'Name vergeben' },
    },
    {
      name: 'refused setting value',
      error: new ApiError(422, 'SETTING_VALUE_INVALID', '25:00 für vehicles.bookingTimeFrom (tenant)', {
        value: '25:00',
        option: 'vehicles.bookingTimeFrom',
        layer: 'tenant',
      }),
      expected: { 'vehicles.bookingTimeFrom': '25:00 für vehicles.bookingTimeFrom (tenant)' },
    },
    { name: 'other API error', error: new ApiError(403, 'FORBIDDEN', 'Nein'), expected: {} },
    { name: 'not an API error', error: new Error('boom'), expected: {} },
  ])('$name', ({ error, expected }) => {
    expect(toFieldErrors(error)).toEqual(expected);
  });
});

describe('generalErrorMessage', () => {
  it('is empty when a field carries the message', () => {
    expect(generalErrorMessage(new ApiError(409, 'EMAIL_TAKEN', 'vergeben'))).toBeUndefined();
  });
  it('is the message otherwise', () => {
    expect(generalErrorMessage(new ApiError(422, 'INTERNAL_USER_MANAGEMENT_OFF', 'aus'))).toBe('aus');
  });
});
