import { z } from 'zod';

/** The uniform error body of every non-2xx API answer. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'NOT_FOUND' }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Uuid = z.uuid();

/**
 * The calendar range the API accepts for instants and dates it is given (issue 8, point 11):
 * nothing the product books, reports or configures lies outside it, and year 0001 or 9999
 * would only reach rules and the database as nonsense. Refused with 422 DATE_OUT_OF_RANGE.
 */
export const DATE_RANGE = { min: '1970-01-01', max: '2200-12-31' } as const;
/** The issue parameter the error handler recognises to answer 422 instead of 400. */
export const DATE_OUT_OF_RANGE = 'DATE_OUT_OF_RANGE';

const yearInRange = (v: string) => {
  const year = Number(v.slice(0, 4));
  return year >= Number(DATE_RANGE.min.slice(0, 4)) && year <= Number(DATE_RANGE.max.slice(0, 4));
};
const outOfRange = {
  message: `must lie between ${DATE_RANGE.min} and ${DATE_RANGE.max}`,
  params: { code: DATE_OUT_OF_RANGE },
};

/** An instant given to the API: ISO 8601 with offset, years 1970..2200. */
export const InstantInput = z.iso.datetime({ offset: true }).max(40).refine(yearInRange, outOfRange);
/** A local date given to the API: YYYY-MM-DD, years 1970..2200. */
export const LocalDateInput = z.iso.date().refine(yearInRange, outOfRange);

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const Language = z.enum(['de', 'en']);
export type Language = z.infer<typeof Language>;

/** The error answers a route may give, for the OpenAPI document (every one has the uniform body). */
export const ERROR_RESPONSES = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
} as const;
