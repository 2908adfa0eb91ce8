// Input validation at the API's edge: one schema library (zod), one error shape.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { isCountryCode, type CountryCode } from '#/markets.ts';

/** An error the API answers with as JSON `{ message, statusCode }`. */
export class ApiError extends HTTPException {
  constructor(status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503, message: string) {
    super(status, { message });
  }
}

export const countrySchema = z
  .string({ error: 'is required' })
  .transform((v) => v.toLowerCase())
  .refine(isCountryCode, { message: 'is not a known country code' }) as unknown as z.ZodType<CountryCode, string>;

export const urlPathSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[A-Za-z0-9_.~-]+$/, 'may contain only letters, digits and - _ . ~');

function describe(issues: z.core.$ZodIssue[], where: string): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join('.') || '(input)';
      return `Invalid ${where} "${field}": ${issue.message}`;
    })
    .join('; ');
}

/** Parses the query string with a zod object schema; bad input → 400 naming each bad field. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new ApiError(400, describe(result.error.issues, 'query parameter'));
  return result.data;
}

/** Parses path parameters the same way. */
export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw new ApiError(400, describe(result.error.issues, 'path parameter'));
  return result.data;
}
