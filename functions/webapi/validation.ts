// Input validation at the API's edge: one schema library (zod), one error shape. Every router
// validates through @hono/zod-openapi with `defaultHook`, which answers 400 naming each bad field.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from '@hono/zod-openapi';
import { isCountryCode, type CountryCode } from '#/markets.ts';

/** An error the API answers with as JSON `{ message, statusCode }`. */
export class ApiError extends HTTPException {
  /** A business error code of the spec's catalogue (e.g. subscription 120001), sent as `code`. */
  readonly code?: number;
  // Declared fields, not parameter properties: Node's type stripping (scripts import the schemas) refuses those.
  constructor(status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503, message: string, code?: number) {
    super(status, { message });
    this.code = code;
  }
}

export const countrySchema = (
  z
    .string({ error: 'is required' })
    .transform((v) => v.toLowerCase())
    .refine(isCountryCode, { message: 'is not a known country code' }) as unknown as z.ZodType<CountryCode, string>
).openapi({ example: 'tw', description: 'market code' });

export const urlPathSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[A-Za-z0-9_.~-]+$/, 'may contain only letters, digits and - _ . ~');

type Target = 'query' | 'param' | 'json' | 'header' | 'cookie' | 'form';
const WHERE: Record<Target, string> = {
  query: 'query parameter',
  param: 'path parameter',
  json: 'body field',
  header: 'header',
  cookie: 'cookie',
  form: 'body field',
};

/** `Invalid query parameter "country": is required; …`: one clause per issue. */
function describeIssues(issues: readonly z.core.$ZodIssue[], target: Target): string {
  const empty = target === 'json' || target === 'form' ? '(body)' : '(input)';
  return issues.map((i) => `Invalid ${WHERE[target]} "${i.path.map(String).join('.') || empty}": ${i.message}`).join('; ');
}

type HookResult = { success: true } | { success: false; error: z.ZodError; target: Target };

/** The routers' defaultHook: a failed validation becomes 400 `{ message, statusCode }`. */
export function validationHook(result: HookResult, _c: Context): void {
  if (!result.success) throw new ApiError(400, describeIssues(result.error.issues, result.target));
}

/**
 * Route middleware for JSON bodies: reads the body before the validator does, so an unreadable
 * body answers today's 'Invalid body: expected a JSON object' (Hono's reads 'Malformed JSON').
 * The text is cached on the request; the validator parses it again from there.
 */
export async function readJsonBody(c: Context, next: () => Promise<void>): Promise<void> {
  const text = await c.req.text();
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Invalid body: expected a JSON object');
  }
  await next();
}

/**
 * Route middleware for navigator.sendBeacon's bodies: a beacon posts text/plain, read here as the
 * JSON it is, so the validator checks it like any JSON body (the ad events, the collector).
 */
export async function beaconBody(c: Context, next: () => Promise<void>): Promise<void> {
  if (/^text\/plain\b/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text();
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers, body: text });
  }
  await next();
}

/** Parses the query string outside the OpenAPI routers (the oEmbed endpoint); same 400 shape. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new ApiError(400, describeIssues(result.error.issues, 'query'));
  return result.data;
}
