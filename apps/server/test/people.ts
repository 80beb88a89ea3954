import { beforeAll } from 'vitest';
import { type Client, client } from './http-client';
import { OTHER_ADMIN } from './other-tenant';
import { signIn } from './test-server';

/** The demo people integration tests sign in as (password `buchbar-demo`), and the other tenant's admin. */
export const DEMO_PEOPLE = {
  booker: 'booker@demo.example',
  approver: 'approver@demo.example',
  fleet: 'fleet@demo.example',
  admin: 'admin@demo.example',
  examiner: 'examiner@demo.example',
  other: OTHER_ADMIN,
} as const;
export type DemoPerson = keyof typeof DEMO_PEOPLE;
export type People<K extends DemoPerson> = Record<K | `${K}En`, Client>;

/**
 * JSON clients of the named people, each signed in once by a `beforeAll` this call registers
 * (so register it after the setup the sign-ins must follow); `<name>En` asks in English with the
 * same session. The clients can be taken apart at once: they reach the signed-in client when called.
 */
export function usePeople<K extends DemoPerson>(server: { base: string }, names: readonly K[]): People<K> {
  const signedIn = new Map<string, Client>();
  const people = {} as Record<string, Client>;
  for (const name of names) {
    for (const key of [name, `${name}En`]) {
      people[key] = new Proxy({} as Client, {
        get: (_target, method: keyof Client) => {
          const real = signedIn.get(key);
          if (!real) throw new Error(`${key} is not signed in yet: use the client in hooks and tests`);
          return real[method];
        },
      });
    }
  }
  beforeAll(async () => {
    for (const name of names) {
      const cookie = await signIn(server.base, DEMO_PEOPLE[name]);
      signedIn.set(name, client(server.base, cookie));
      signedIn.set(`${name}En`, client(server.base, cookie, 'en'));
    }
  });
  return people as People<K>;
}
