/**
 * Whether a floor plan's link may be saved: empty, or a complete http:// or https:// address
 * (the server refuses javascript:, data: and every other scheme).
 */
export function isAcceptableLink(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  if (!URL.canParse(trimmed)) return false;
  const { protocol, hostname } = new URL(trimmed);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}
