import type { NotificationKind } from '@buchbar/domain/notifications/catalogue';
import { NOTIFICATION_SETTING_KEYS } from '@buchbar/domain/notifications/catalogue';
import { SETTINGS, type SettingKey } from '@buchbar/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http-client';
import { mimeHeader, mimeParts } from './mime';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';
import { signIn, startTestServer, type TestServer } from './test-server';

/**
 * The harness of the notification catalogue's SMTP tests (issue 13 point 1): each case triggers
 * its event through the API (or the job that sends it) and must find exactly one mail of its kind
 * in a real SMTP server (`smtp-server`) for the right recipient, in their language, with the
 * tenant's name in the HTML part and the link; a switch that is off stops it, a mandatory kind
 * goes even when every switch is off.
 */

export type Client = ReturnType<typeof client>;

/** A message the SMTP server accepted, parsed. */
export type Received = {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part ('' without one). */
  html: string;
  /** Every leaf part (attachments too), with its headers. */
  parts: { headers: string; body: string }[];
  raw: string;
};

export type Harness = {
  s: TestServer;
  base: string;
  received: Received[];
  /** The server's pinned clock. */
  now: () => number;
  setNow: (ms: number) => void;
  /** A signed-in client of a demo user (cached per address and language). */
  as: (email: string, lang?: 'de' | 'en') => Promise<Client>;
  /** Personal settings of a user (null resets a value to the layers below). */
  setPersonal: (email: string, values: Record<string, unknown>) => Promise<void>;
  /** Tenant-layer settings of the demo tenant (by its administrator). */
  setTenant: (values: Record<string, unknown>) => Promise<void>;
  /** Queues a pg-boss job now and waits until the worker has finished it. */
  runJob: (name: string) => Promise<void>;
  /** Makes a planned job of a booking due now and waits until it ran. */
  runPlannedJob: (name: string, bookingId: string) => Promise<void>;
  /** The newest stored mail text to an address (tokens of guest links and the like). */
  lastText: (to: string, kind: NotificationKind) => Promise<string>;
};

export type Switch =
  /** The recipient's own switch (user layer) and the value that means off. */
  | { personal: SettingKey; off: unknown; on?: Record<string, unknown> }
  /** Tenant options decide (not a personal choice): the values that stop it. */
  | { tenant: Record<string, unknown> }
  /** Mandatory: no switch stops it; the test turns every switch off and still finds the mail. */
  | 'mandatory';

export type CatalogueCase = {
  kind: NotificationKind;
  /** The address the mail must go to. */
  to: string;
  /** A demo user whose settings are the recipient's; null for a recipient without an account. */
  account: string | null;
  switch: Switch;
  /**
   * Makes the event happen; `n` differs per run (on, off) so runs use other slots. The case's
   * language is set before it runs.
   */
  trigger: (h: Harness, n: number) => Promise<void>;
  /** A part of the subject in each language. */
  subject: { en: string; de: string };
  /**
   * Both languages in one mail (German first): recipients without an account (ADR 0013 point 5).
   * The tenant-layer language is set instead of a personal one when the account does not exist
   * yet (`languageFrom: 'tenant'`).
   */
  bilingual?: boolean;
  languageFrom?: 'personal' | 'tenant';
  /** The link the mail must carry (an app path under PUBLIC_URL, or a pattern); null for none. */
  link: string | RegExp | null;
  /** Words the English text must contain (a time in Europe/Berlin, the vehicle, …). */
  contains?: string[];
  /** The tenant whose name heads the HTML part ('Demo GmbH'; 'Buchbar' for platform mails). */
  brand?: string;
  /**
   * The event is the server's first start (the demo welcome): the mail is looked for among those
   * sent since the start; the recipient has no settings to switch.
   */
  atStart?: boolean;
};

/** Words of German mail texts that never belong in an English one. */
const GERMAN = /\b(Ihre?|Sie|wurde|für|bitte|Buchung|storniert|gebucht|Fahrt|und|nicht)\b/;

const ALL_OFF: Record<string, unknown> = Object.fromEntries(
  NOTIFICATION_SETTING_KEYS.map((k) => [k, SETTINGS[k].type === 'number' ? 0 : false]),
);
const ALL_RESET: Record<string, unknown> = Object.fromEntries(
  NOTIFICATION_SETTING_KEYS.map((k) => [k, null]),
);

function parse(to: string, raw: string): Received {
  const parts = mimeParts(raw);
  const part = (type: string) =>
    parts.find(
      (p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers) && !/attachment/i.test(p.headers),
    )?.body ?? '';
  return {
    to,
    subject: mimeHeader(raw, 'Subject'),
    text: part('text/plain'),
    html: part('text/html'),
    parts,
    raw,
  };
}

export type CatalogueOptions = {
  /** The server's clock at the start (the demo seed places its bookings around it). */
  start: number;
  env?: Record<string, string>;
  /** Runs once after the server started (clear demo trips, turn tenant options on, …). */
  setup?: (h: Harness) => Promise<void>;
};

/**
 * One describe block: a server with a real SMTP server, each case as a test, and `extra` for
 * further tests of the file that use the same harness.
 */
export function describeCatalogue(
  title: string,
  opts: CatalogueOptions,
  cases: readonly CatalogueCase[],
  extra?: (h: () => Harness) => void,
) {
  describe(title, () => {
    let harness: Harness | undefined;
    let smtp: SmtpCapture | undefined;
    const h = () => {
      if (!harness) throw new Error('the server did not start');
      return harness;
    };

    beforeAll(async () => {
      const received: Received[] = [];
      smtp = await startSmtpCapture(({ to, body }) => received.push(parse(to, body)));
      let now = opts.start;
      const s = await startTestServer({ SMTP_URL: smtp.url, ...opts.env }, { clock: () => now });
      const clients = new Map<string, Client>();
      const as = async (email: string, lang: 'de' | 'en' = 'de') => {
        const key = `${email}/${lang}`;
        let c = clients.get(key);
        if (!c) {
          const cookie = await signIn(s.base, email);
          c = client(s.base, cookie, lang);
          clients.set(key, c);
        }
        return c;
      };
      const waitForJob = async (id: string) => {
        const deadline = Date.now() + 20_000;
        for (;;) {
          const { rows } = await s.db.pool.query<{ state: string }>(
            'select state from pgboss.job where id = $1',
            [id],
          );
          const state = rows[0]?.state;
          if (state === 'completed') return;
          if (state === 'failed') throw new Error(`job ${id} failed`);
          if (Date.now() > deadline) throw new Error(`job ${id} still ${state}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      harness = {
        s,
        base: s.base,
        received,
        now: () => now,
        setNow: (ms) => {
          now = ms;
        },
        as,
        setPersonal: async (email, values) => {
          const res = await (await as(email)).put('/api/v1/settings/me', { values });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        },
        setTenant: async (values) => {
          const res = await (await as('admin@demo.example')).put('/api/v1/settings/tenant', { values });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        },
        runJob: async (name) => {
          const { rows } = await s.db.pool.query<{ id: string }>(
            `insert into pgboss.job (name, data) values ($1, '{}'::jsonb) returning id`,
            [name],
          );
          await waitForJob(rows[0]?.id ?? '');
        },
        runPlannedJob: async (name, bookingId) => {
          const { rows } = await s.db.pool.query<{ id: string }>(
            `update pgboss.job set start_after = now() where name = $1 and data->>'bookingId' = $2
              and state in ('created', 'retry') returning id`,
            [name, bookingId],
          );
          for (const r of rows) await waitForJob(r.id);
        },
        lastText: async (to, kind) => {
          const { rows } = await s.db.pool.query<{ text: string }>(
            'select text from mails where "to" = $1 and kind = $2 order by created_at desc limit 1',
            [to, kind],
          );
          return rows[0]?.text ?? '';
        },
      };
      await opts.setup?.(harness);
    }, 90_000);
    afterAll(async () => {
      await harness?.s.stop();
      smtp?.stop();
    });

    for (const c of cases)
      it(`${c.kind}: exactly one mail to ${c.to}, in their language, with ${c.link ? 'its link' : 'no link'}; ${
        c.switch === 'mandatory' ? 'sent with every switch off' : 'none when switched off'
      }`, async () => {
        await runCase(h(), c);
      }, 45_000);

    extra?.(h);
  });
}

/** The ids of the stored mails of a kind to an address. */
async function mailIds(h: Harness, c: CatalogueCase): Promise<Set<string>> {
  const { rows } = await h.s.db.pool.query<{ id: string }>(
    'select id from mails where kind = $1 and "to" = $2',
    [c.kind, c.to],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Waits until every mail of the case written since `before` is sent and the SMTP server has
 * them, then a little longer so that a second (duplicate) mail would be seen too.
 */
async function deliveredSince(
  h: Harness,
  c: CatalogueCase,
  before: Set<string>,
  mark: number,
  subject: string,
) {
  const deadline = Date.now() + 20_000;
  const fresh = () => h.received.slice(mark).filter((r) => r.to === c.to && r.subject.includes(subject));
  for (;;) {
    const { rows } = await h.s.db.pool.query<{ id: string; status: string }>(
      'select id, status from mails where kind = $1 and "to" = $2',
      [c.kind, c.to],
    );
    const mine = rows.filter((r) => !before.has(r.id));
    if (mine.length > 0 && mine.every((r) => r.status === 'sent') && fresh().length >= mine.length) break;
    if (Date.now() > deadline)
      throw new Error(
        `${c.kind}: ${mine.length} new rows (${mine.map((r) => r.status)}), ${fresh().length} received`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 400));
  const rows = [...(await mailIds(h, c))].filter((id) => !before.has(id));
  return { rows, got: fresh() };
}

async function setLanguage(h: Harness, c: CatalogueCase, lang: 'de' | 'en' | null) {
  if (c.languageFrom === 'tenant') await h.setTenant({ 'general.language': lang });
  else if (c.account) await h.setPersonal(c.account, { 'general.language': lang });
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The link under PUBLIC_URL: a path (nothing may follow it but the end of the address) or a pattern. */
function linkPattern(h: Harness, link: string | RegExp): RegExp {
  if (link instanceof RegExp) return new RegExp(escapeRe(h.base) + link.source);
  return new RegExp(`${escapeRe(h.base + link)}(?![\\w/-])`);
}

async function runCase(h: Harness, c: CatalogueCase) {
  const mandatory = c.switch === 'mandatory';
  // The "on" run (for a mandatory kind: with every switch off, personal and tenant-wide).
  if (mandatory && !c.atStart) {
    await h.setTenant(ALL_OFF);
    if (c.account) await h.setPersonal(c.account, ALL_OFF);
  } else if (c.switch !== 'mandatory' && 'personal' in c.switch && c.switch.on && c.account)
    await h.setPersonal(c.account, c.switch.on);
  await setLanguage(h, c, 'en');
  // The settings cache keeps a tenant value up to a second (ADR 0005).
  if (mandatory || c.languageFrom === 'tenant') await new Promise((r) => setTimeout(r, 1100));
  let before = c.atStart ? new Set<string>() : await mailIds(h, c);
  let mark = c.atStart ? 0 : h.received.length;
  await c.trigger(h, 0);
  const subject = c.bilingual ? c.subject.de : c.subject.en;
  const { rows, got } = await deliveredSince(h, c, before, mark, subject);
  expect(rows, `${c.kind}: stored mails`).toHaveLength(1);
  expect(got, `${c.kind}: received mails`).toHaveLength(1);
  const mail = got[0] as Received;
  expect(mail.to).toBe(c.to);
  expect(mail.subject).toContain(c.bilingual ? c.subject.en : c.subject.en);
  expect(mail.html, `${c.kind}: HTML part`).toContain('<html');
  expect(mail.html).toContain(`>${c.brand ?? 'Demo GmbH'}</div>`);
  if (c.bilingual) expect(mail.subject).toContain(c.subject.de);
  else expect(mail.text, `${c.kind}: German words in the English mail`).not.toMatch(GERMAN);
  for (const word of c.contains ?? []) expect(mail.text).toContain(word);
  if (c.link) {
    expect(mail.text, `${c.kind}: link in the text`).toMatch(linkPattern(h, c.link));
    expect(mail.html, `${c.kind}: link in the HTML`).toMatch(/<a href="http/);
  } else expect(mail.text).not.toContain(h.base);

  const sw = c.switch;
  if (sw === 'mandatory') {
    if (c.atStart) return;
    await h.setTenant(ALL_RESET);
    if (c.account) await h.setPersonal(c.account, ALL_RESET);
    await setLanguage(h, c, null);
    return;
  }
  // The "off" run: the event happens again, no mail is written, none arrives.
  if ('personal' in sw) {
    if (!c.account) throw new Error(`${c.kind}: a personal switch needs an account`);
    await h.setPersonal(c.account, { [sw.personal]: sw.off });
  } else {
    await h.setTenant(sw.tenant);
    await new Promise((r) => setTimeout(r, 1100));
  }
  await setLanguage(h, c, 'de');
  before = await mailIds(h, c);
  mark = h.received.length;
  await c.trigger(h, 1);
  await new Promise((r) => setTimeout(r, 500));
  expect(
    [...(await mailIds(h, c))].filter((id) => !before.has(id)),
    `${c.kind}: written though off`,
  ).toEqual([]);
  expect(h.received.slice(mark).filter((r) => r.to === c.to && r.subject.includes(c.subject.de))).toEqual([]);
  // Back to the defaults for the next case.
  if ('personal' in sw) {
    if (c.account)
      await h.setPersonal(c.account, {
        [sw.personal]: null,
        ...Object.fromEntries(Object.keys(sw.on ?? {}).map((k) => [k, null])),
      });
  } else await h.setTenant(Object.fromEntries(Object.keys(sw.tenant).map((k) => [k, null])));
  await setLanguage(h, c, null);
}
