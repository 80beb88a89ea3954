/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause (STACK-NOTES). */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
