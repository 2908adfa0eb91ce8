// The editorial feeds API as scripts call it (`/webapi/admin/feeds…`, bearer ADMIN_TOKEN): what `npm
// start` registers the demo feeds with and the feeds:ingest CLI runs a feed through. Answers are read
// with zod: a server of another version fails here with a message, not later with an undefined.
import { z } from 'zod';

export const LOCAL_ADMIN_TOKEN = 'local-admin-token';

export const ingestReportSchema = z.object({
  feedId: z.union([z.string(), z.number()]),
  status: z.enum(['ok', 'not-modified', 'failed']),
  reason: z.string().nullable(),
  format: z.string().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(z.object({ index: z.number().int(), key: z.string().nullable(), reason: z.string() })),
});
export type IngestReport = z.infer<typeof ingestReportSchema>;

const feedViewSchema = z.looseObject({ id: z.union([z.string(), z.number()]), url: z.string(), publisherId: z.string() });
export type FeedView = z.infer<typeof feedViewSchema>;
/** The list answers an array, or an object holding it (`feeds` / `items`). */
const feedListSchema = z.union([z.array(feedViewSchema), z.looseObject({ feeds: z.array(feedViewSchema) }).transform((l) => l.feeds), z.looseObject({ items: z.array(feedViewSchema) }).transform((l) => l.items)]);

export interface FeedRegistration {
  publisherId: string;
  country: string;
  url: string;
  tab?: string;
  category?: string;
  pollMinutes?: number;
  enabled?: boolean;
}

/** An answer the API gave that is not the one asked for: its status and the message it sent. */
export class FeedsApiError extends Error {
  readonly status: number;
  constructor(status: number, route: string, message: string) {
    super(`${route}: ${status} ${message}`);
    this.name = 'FeedsApiError';
    this.status = status;
  }
}

export function feedsAdminApi(server: string, token: string) {
  const call = async <T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> => {
    const route = `${method} /webapi/admin${path}`;
    const res = await fetch(new URL(`/webapi/admin${path}`, server), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: reported below with the status
    }
    if (!res.ok) {
      const message = (json as { message?: unknown; error?: unknown } | null)?.message ?? (json as { error?: unknown } | null)?.error ?? text.slice(0, 200);
      throw new FeedsApiError(res.status, route, String(message || res.statusText));
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new FeedsApiError(res.status, route, `unexpected answer: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return parsed.data;
  };
  return {
    list: () => call('GET', '/feeds', feedListSchema),
    register: (feed: FeedRegistration) => call('POST', '/feeds', feedViewSchema, feed),
    ingest: (id: string | number) => call('POST', `/feeds/${encodeURIComponent(String(id))}/ingest`, ingestReportSchema),
    ingestUrl: (feed: { url: string; publisherId: string; country: string; tab?: string; category?: string }) => call('POST', '/feeds/ingest', ingestReportSchema, feed),
  };
}
