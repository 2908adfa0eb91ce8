// Shapes every route shares: the error body and the request fields many calls take.
import { z } from '@hono/zod-openapi';
import { countrySchema } from '../validation.ts';

export const ApiErrorBody = z
  .object({
    message: z.string(),
    statusCode: z.number().int(),
    code: z.number().int().optional().describe('business error code, e.g. 120001 already subscribed, 120002 subscription limit reached'),
  })
  .openapi('ApiError');
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const countryQuery = z.object({ country: countrySchema });

const errorContent = (description: string) => ({ description, content: { 'application/json': { schema: ApiErrorBody } } });

/** Error answers a route documents: 400 always (every route validates), plus the ones it names. */
export function errors<const S extends 401 | 403 | 404 | 409 | 413 | 429 | 503>(...statuses: S[]) {
  const text: Record<number, string> = {
    400: 'invalid input: the message names the field',
    401: 'not logged in, or the token could not be verified',
    403: 'not allowed for this reader',
    404: 'not found',
    409: 'conflicts with the current state',
    413: 'request body too large: the message names the cap',
    429: 'too many requests',
    503: 'a dependency is unavailable',
  };
  return Object.fromEntries([400, ...statuses].map((s) => [s, errorContent(text[s]!)])) as { [K in 400 | S]: ReturnType<typeof errorContent> };
}

/** A JSON response of the given schema. */
export function json<S extends z.ZodType>(schema: S, description = 'OK') {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A required JSON request body. */
export function jsonRequest<S extends z.ZodType>(schema: S) {
  return { body: { required: true, content: { 'application/json': { schema } } } } as const;
}
