/**
 * The forms keep a wall time as `YYYY-MM-DDTHH:mm` (what datetime-local wrote, and what
 * localInputToIso reads); Mantine's DateTimePicker speaks `YYYY-MM-DD HH:mm:ss`.
 */
export function toPickerDateTime(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]} ${match[2]}:00` : null;
}

/** `2026-11-24 10:00:00` -> `2026-11-24T10:00`; nothing or anything else -> ''. */
export function fromPickerDateTime(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value ?? '');
  return match ? `${match[1]}T${match[2]}` : '';
}
