/** A minimal cookie jar per host for driving redirect flows with fetch (redirects followed by hand). */
export class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  header(url: string): string {
    const jar = this.jars.get(new URL(url).host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  /** Puts the cookies of a Cookie header (`a=1; b=2`) into the jar, e.g. a signed-in session. */
  seed(url: string, cookieHeader: string): void {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const pair of cookieHeader.split(/;\s*/)) {
      const i = pair.indexOf('=');
      if (i > 0) jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    this.jars.set(host, jar);
  }

  store(url: string, res: Response): void {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const raw of res.headers.getSetCookie()) {
      const [pair = ''] = raw.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0/i.test(raw)) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }

  /** Follows redirects until one leaves for `stopAt` (not fetched) or a page answers; returns that URL. */
  async follow(start: string, stopAt: string, maxHops = 12): Promise<{ url: string; res?: Response }> {
    let url = start;
    for (let hop = 0; hop < maxHops; hop++) {
      if (url.startsWith(stopAt)) return { url };
      const res = await this.fetch(url);
      const location = res.headers.get('location');
      if (!location) return { url, res };
      url = new URL(location, url).toString();
    }
    throw new Error(`too many redirects from ${start}`);
  }
}
