import { AppError } from './app-error';

type PgError = { code?: unknown; constraint?: unknown; detail?: unknown; column?: unknown };

/** A unique constraint's own refusal: the code of its module and the detail key of the value. */
type ConstraintCode = { code: string; status?: 409 | 422; detailKey?: string; asList?: boolean };

const constraintCodes = new Map<string, ConstraintCode>();

/**
 * Lets a bounded context name the error code of its unique (also check and exclusion) constraints (ROLE_NAME_TAKEN for
 * roles_tenant_name_uq, …), so a race that passes the service's own check still gets that code.
 */
export function registerConstraintCodes(codes: Record<string, ConstraintCode>): void {
  for (const [constraint, code] of Object.entries(codes)) constraintCodes.set(constraint, code);
}

/** Drizzle wraps driver errors; the PostgreSQL error sits on the error or its cause. */
function pgErrorOf(err: unknown): PgError | undefined {
  const e = err as PgError & { cause?: PgError };
  for (const candidate of [e, e?.cause]) {
    if (typeof candidate?.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
  }
  return undefined;
}

/**
 * Database refusals caused by the request's data, as the uniform error: a unique violation
 * (two identical creates at once) is 409, a missing referenced row 422, a value PostgreSQL
 * cannot read (text, date, number) 400, a violated check 422. Anything else stays a fault.
 */
export function databaseRefusal(err: unknown): AppError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const constraint = typeof pg.constraint === 'string' ? pg.constraint : undefined;
  const code = String(pg.code);
  switch (code) {
    case '23505': {
      const values = keyValues(pg.detail);
      const own = constraint ? constraintCodes.get(constraint) : undefined;
      if (!own) return new AppError(409, 'ALREADY_EXISTS', { constraint, ...values });
      const value = own.detailKey ? lastValue(values) : undefined;
      const details =
        own.detailKey && value !== undefined ? { [own.detailKey]: own.asList ? [value] : value } : {};
      return new AppError(own.status ?? 409, own.code, { constraint, ...details });
    }
    case '23503':
      return new AppError(422, 'REFERENCE_NOT_FOUND', { constraint });
    case '23514':
    case '23P01': {
      // A module may name its check or exclusion constraint (vehicle_bookings_no_overlap ->
      // 409 VEHICLE_ALREADY_BOOKED), so a path that skipped its own check still gets that code.
      const own = constraint ? constraintCodes.get(constraint) : undefined;
      if (own) return new AppError(own.status ?? 422, own.code, { constraint });
      return new AppError(422, 'CONSTRAINT_VIOLATED', { constraint });
    }
    case '23502':
      return new AppError(422, 'VALUE_REQUIRED', { column: pg.column });
    case '22P02': // invalid text representation (e.g. a uuid column)
    case '22P05': // untranslatable character (jsonb "\u0000")
    case '22021': // invalid byte sequence (U+0000 in text)
    case '22001': // string too long for the column
    case '22003': // number out of range
    case '22007': // invalid datetime format
    case '22008': // datetime field overflow
    case '22009': // invalid time zone displacement
    case '2201B': // invalid regular expression
    case '54000': // program limit exceeded (e.g. a key too long for an index)
    case '54001': // statement too complex (deeply nested input)
      return new AppError(400, 'INVALID_VALUE', { sqlState: code });
    default:
      return undefined;
  }
}

/** "Key (tenant_id, name)=(…, Foo, Bar) already exists." -> the non-id columns with their values. */
function keyValues(detail: unknown): Record<string, string> {
  const m = typeof detail === 'string' ? /^Key \((.+?)\)=\((.*)\) already exists\.?$/s.exec(detail) : null;
  if (!m?.[1] || m[2] === undefined) return {};
  const columns = m[1].split(', ');
  // Values are joined with ", " too; only the last column may contain that separator (ids never do).
  const parts = m[2].split(', ');
  const values = [...parts.slice(0, columns.length - 1), parts.slice(columns.length - 1).join(', ')];
  const out: Record<string, string> = {};
  columns.forEach((column, i) => {
    const value = values[i];
    if (value !== undefined && column !== 'id' && !column.endsWith('_id')) out[camel(column)] = value;
  });
  return out;
}

function lastValue(values: Record<string, string>): string | undefined {
  return Object.values(values).at(-1);
}

const camel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
