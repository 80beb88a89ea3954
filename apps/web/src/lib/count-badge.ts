/**
 * What a count badge shows and whether it may be a circle: a circle is one digit wide, so "10"
 * in a circle showed as "1.." (issue 22 point 10). Two digits and more get a pill; past `max`
 * the badge says "99+".
 */
export function countBadge(count: number, max = 99): { text: string; circle: boolean } {
  const shown = Math.max(0, Math.trunc(count));
  const text = shown > max ? `${max}+` : String(shown);
  return { text, circle: text.length === 1 };
}
