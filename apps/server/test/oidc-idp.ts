import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestIdp = { issuer: string; stop: () => Promise<void> };

/**
 * A real OpenID Connect provider (`oidc-provider`) for single sign-on tests. Its development
 * login form accepts any login; the login is the user's e-mail, and the claims carry the names
 * a just-in-time user gets.
 */
export async function startTestIdp(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        name: 'Nora Neumann',
        given_name: 'Nora',
        family_name: 'Neumann',
      }),
    }),
  });
  server.on('request', provider.callback());
  return { issuer, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
