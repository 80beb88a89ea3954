/**
 * The HTML part of a mail that brings only plain text: the tenant's name (and logo when it has
 * one) above the text, paragraphs kept, addresses clickable. Senders write the words once, in
 * the recipient's language; this gives every catalogue mail its HTML alternative.
 */
const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const URL_RE = /(https?:\/\/[^\s<>"]+)/g;

function linkify(escaped: string): string {
  return escaped.replace(URL_RE, (url) => `<a href="${url}">${url}</a>`);
}

export function renderMailHtml(m: { subject: string; text: string; tenantName?: string; logoUrl?: string }) {
  const brand = m.tenantName ?? 'Buchbar';
  const logo = m.logoUrl
    ? `<img src="${escapeHtml(m.logoUrl)}" alt="" height="32" style="vertical-align:middle;margin-right:8px">`
    : '';
  const paragraphs = m.text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${linkify(escapeHtml(p)).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<title>${escapeHtml(m.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;margin:0;padding:16px">',
    `<div style="font-weight:bold;font-size:17px;margin-bottom:16px">${logo}${escapeHtml(brand)}</div>`,
    paragraphs,
    '<p style="color:#666;font-size:12px;margin-top:24px">Buchbar</p>',
    '</body></html>',
  ].join('\n');
}
