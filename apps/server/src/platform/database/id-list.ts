import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])` with the ids as ONE array parameter: `inArray` sends one parameter
 * per id, and building and binding 2,000 of them cost more than the query (bench/vehicle-search.mjs).
 * The ids are bound as a parameter, never spliced into the statement.
 */
export function idIn(column: Column, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
