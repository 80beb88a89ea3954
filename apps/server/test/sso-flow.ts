import { CookieJar } from './cookie-jar';

/**
 * Drives a single sign-on through the app and a test IdP (test/oidc-idp.ts) by hand: starts it
 * (sign-in, or link-social for a signed-in user), fills the IdP's development login and consent
 * forms with `email`, and returns the app's final answer to the callback.
 */
export async function ssoFlow(opts: {
  base: string;
  providerId: string;
  email: string;
  /** Start as this signed-in user (cookie header) through /link-social instead of /sign-in/social. */
  linkAs?: string;
  lang?: string;
}): Promise<{ jar: CookieJar; status: number; location: string }> {
  const { base, providerId } = opts;
  const callback = `${base}/api/auth/callback/${providerId}`;
  const jar = new CookieJar();
  if (opts.linkAs) jar.seed(base, opts.linkAs);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: base,
    'accept-language': opts.lang ?? 'de',
  };
  const started = await jar.fetch(`${base}/api/auth/${opts.linkAs ? 'link-social' : 'sign-in/social'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      provider: providerId,
      callbackURL: opts.linkAs ? '/konto' : '/ladebildschirm',
      errorCallbackURL: '/auth/confirm',
    }),
  });
  if (started.status !== 200) throw new Error(`SSO start failed: ${started.status} ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  let step = await jar.follow(url, callback);
  while (!step.url.startsWith(callback)) {
    const html = (await step.res?.text()) ?? '';
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? '';
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: opts.email, password: 'x' } : { prompt },
    );
    const posted = await jar.fetch(new URL(action, step.url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    step = await jar.follow(new URL(posted.headers.get('location') ?? '', step.url).toString(), callback);
  }
  const res = await jar.fetch(step.url, { headers: { 'accept-language': opts.lang ?? 'de' } });
  return { jar, status: res.status, location: res.headers.get('location') ?? '' };
}
