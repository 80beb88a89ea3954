import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../http/app-error';
import type { Auth } from './auth';

export type RequireActor = (req: FastifyRequest) => Promise<Actor>;

export type Actor = {
  userId: string;
  email: string;
  tenantId: string | null;
  platformAdmin: boolean;
};

/** Resolves the signed-in user from the session cookie, or throws 401. */
export async function requireActor(auth: Auth, req: FastifyRequest): Promise<Actor> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) throw unauthenticated();
  const user = session.user as typeof session.user & {
    tenantId?: string | null;
    platformAdmin?: boolean;
    status?: string;
  };
  if (user.status && user.status !== 'aktiv') throw unauthenticated();
  return {
    userId: user.id,
    email: user.email,
    tenantId: user.tenantId ?? null,
    platformAdmin: user.platformAdmin === true,
  };
}
