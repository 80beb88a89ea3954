/**
 * The HTML part of a mail that brings only plain text: the tenant's logo (when it has one) and
 * name above the text, paragraphs kept, addresses clickable. Senders write the words once, in
 * the recipient's language; this gives every catalogue mail its HTML alternative. The logo is an
 * inline attachment the outbox adds (`cid:`), not a remote image that mail clients block
 * (ADR 0013, amendment 2026-11-24).
 */
/** Text made safe inside HTML elements and double-quoted attributes. */
export const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const URL_RE = /(https?:\/\/[^\s<>"]+)/g;

function linkify(escaped: string): string {
  return escaped.replace(URL_RE, (url) => `<a href="${url}">${url}</a>`);
}

/** The content id of the tenant logo attachment the layout refers to. */
export const LOGO_CID = 'tenant-logo@buchbar';

export function renderMailHtml(m: {
  subject: string;
  text: string;
  tenantName?: string;
  logoCid?: string;
  /** The recipient's language: `<html lang>` for screen readers and hyphenation (issue 22 point 13). */
  lang?: 'de' | 'en';
}) {
  const brand = m.tenantName ?? 'Buchbar';
  // Above the name; alt empty because the name follows as text (screen readers read it once).
  const logo = m.logoCid
    ? `<div style="margin-bottom:8px"><img src="cid:${escapeHtml(m.logoCid)}" alt="" height="48" style="display:block;max-height:48px;width:auto;border:0"></div>`
    : '';
  const paragraphs = m.text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${linkify(escapeHtml(p)).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${m.lang === 'en' ? 'en' : 'de'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(m.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;margin:0;padding:16px">',
    logo,
    `<div style="font-weight:bold;font-size:17px;margin-bottom:16px">${escapeHtml(brand)}</div>`,
    paragraphs,
    '<p style="color:#666;font-size:12px;margin-top:24px">Buchbar</p>',
    '</body></html>',
  ].join('\n');
}
