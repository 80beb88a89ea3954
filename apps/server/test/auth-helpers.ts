import type pg from 'pg';

/** Small HTTP helpers for authentication tests: JSON posts with Origin and a client address. */
export function authPost(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

/** The name=value pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !/=$/.test(c ?? ''))
    .join('; ');
}

export function sessionTokenOf(res: Response): string | undefined {
  const raw = res.headers.getSetCookie().find((c) => /session_token=/.test(c));
  return raw?.split(';')[0]?.split('=')[1];
}

/** The newest stored mail to an address (without SMTP_URL the outbox keeps every mail in `mails`). */
export async function lastMailTo(pool: pg.Pool, to: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await pool.query<{ subject: string; text: string }>(
      'select subject, text from mails where "to" = $1 order by created_at desc limit 1',
      [to],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}
