import { describe, expect, it } from 'vitest';
import { ApiError, isUnauthenticated, toApiError } from './api-error';

describe('toApiError', () => {
  const cases: Array<{ name: string; status: number; body: unknown; code: string; message: string }> = [
    {
      name: 'uniform API body',
      status: 409,
      body: { error: { code: 'VEHICLE_ALREADY_BOOKED', message: 'Fahrzeug ist belegt', details: { id: 7 } } },
      code: 'VEHICLE_ALREADY_BOOKED',
      message: 'Fahrzeug ist belegt',
    },
    {
      name: 'uniform body of /api/auth/* (better-auth code, translated message)',
      status: 401,
      body: {
        error: {
          code: 'INVALID_EMAIL_OR_PASSWORD',
          message: 'E-Mail-Adresse oder Passwort ist falsch.',
          details: {},
        },
      },
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'E-Mail-Adresse oder Passwort ist falsch.',
    },
    {
      name: 'a flat body is not the API’s error shape',
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      code: 'HTTP_401',
      message: 'fallback',
    },
    { name: 'empty body', status: 502, body: undefined, code: 'HTTP_502', message: 'fallback' },
    { name: 'text body', status: 500, body: 'oops', code: 'HTTP_500', message: 'fallback' },
    { name: 'body without code', status: 404, body: { error: {} }, code: 'HTTP_404', message: 'fallback' },
  ];

  it.each(cases)('$name', ({ status, body, code, message }) => {
    const error = toApiError(status, body, 'fallback');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('keeps details of the uniform body', () => {
    const error = toApiError(
      400,
      { error: { code: 'INVALID', message: 'x', details: { email: 'bad' } } },
      'f',
    );
    expect(error.details).toEqual({ email: 'bad' });
  });

  it('recognises 401 as unauthenticated', () => {
    expect(isUnauthenticated(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(true);
    expect(isUnauthenticated(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isUnauthenticated(new Error('x'))).toBe(false);
  });
});
