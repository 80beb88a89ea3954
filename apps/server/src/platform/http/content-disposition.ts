/**
 * A Content-Disposition header value for a file name (RFC 6266): a plain `filename` fallback
 * (ASCII, quotes and backslashes escaped, control characters and separators dropped) and the
 * exact name as `filename*` in RFC 5987 encoding (UTF-8, percent-encoded), so no name — with
 * umlauts, quotes, CR/LF, slashes or NUL — can break or extend the header.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  const name = baseName(fileName);
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, (c) => `\\${c}`) || 'file';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name || 'file')}`;
}

/** The last path segment, without control characters (CR, LF, NUL, …). */
function baseName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, '');
  return (clean.split(/[\\/]/).pop() ?? '').trim();
}

/** attr-char of RFC 5987: ALPHA / DIGIT / "!#$&+-.^_`|~"; everything else percent-encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
