/** The decoded parts of a MIME message (enough of RFC 2045/2046 for nodemailer's output). */
export function mimeParts(raw: string): { headers: string; body: string }[] {
  const split = (entity: string): { headers: string; body: string }[] => {
    const at = entity.indexOf('\r\n\r\n');
    const headers = entity.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
    const body = entity.slice(at + 4);
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (/content-type:\s*multipart\//i.test(headers) && boundary)
      return body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .flatMap((p) => split(p.replace(/^\r\n/, '')));
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const decoded =
      encoding === 'base64'
        ? /content-type:\s*(text|application\/(json|xml))/i.test(headers)
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body.replace(/\s+/g, '')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
              'latin1',
            ).toString('utf8')
          : body;
    return [{ headers, body: decoded }];
  };
  return split(raw);
}

/** A header of the message's top entity, RFC 2047 encoded words decoded (Subject, To). */
export function mimeHeader(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
