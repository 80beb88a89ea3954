import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The text of the newest mail to `to` stored since `after`, read through the mailbox API with a
 * request context signed in as the platform administrator; polled (Playwright's back-off) until
 * it is there, at most `timeout` ms.
 */
export async function awaitMailText(
  request: APIRequestContext,
  to: string,
  after: number,
  timeout = 12_000,
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/admin/mails?pageSize=50');
        const { items } = (await res.json()) as { items: { to: string; text: string; createdAt: string }[] };
        text = items.find((m) => m.to === to && Date.parse(m.createdAt) >= after)?.text ?? '';
        return text !== '';
      },
      { message: `a mail to ${to}`, timeout },
    )
    .toBe(true);
  return text;
}
