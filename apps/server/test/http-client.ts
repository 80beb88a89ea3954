import { signIn } from './test-server';

/** A small JSON client for integration tests: one signed-in user against one server. */
export type Reply<T = unknown> = { status: number; body: T };

export function client(base: string, cookie = '', lang = 'de') {
  const call = async <T = unknown>(method: string, path: string, body?: unknown): Promise<Reply<T>> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie,
        origin: base,
        'accept-language': lang,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T = unknown>(path: string, body: unknown) => call<T>('PUT', path, body),
    patch: <T = unknown>(path: string, body: unknown) => call<T>('PATCH', path, body),
    del: <T = unknown>(path: string) => call<T>('DELETE', path),
    call,
  };
}

export type Client = ReturnType<typeof client>;

/** A JSON client of a person signed in on the server (password `buchbar-demo`). */
export async function signedIn(server: { base: string }, email: string, lang = 'de'): Promise<Client> {
  return client(server.base, await signIn(server.base, email), lang);
}

export type ErrorReply = { error: { code: string; message: string; details: Record<string, unknown> } };
