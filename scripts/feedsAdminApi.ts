// The editorial feeds API as scripts call it (`/webapi/admin/feeds…`, bearer ADMIN_TOKEN): what `npm
// start` registers the demo feeds with and the feeds:ingest CLI runs a feed through. Answers are read
// with the API's own schemas: a server of another version fails here with a message, not later with
// an undefined.
import { z } from 'zod';
import { FeedRegistration as FeedRegistrationBody, FeedView as FeedViewSchema, IngestReport as IngestReportSchema, type FeedView, type IngestReport } from '#functions/webapi/schemas/feeds.ts';

export const LOCAL_ADMIN_TOKEN = 'local-admin-token';

export type { FeedView, IngestReport };

/** What registering a feed sends (`POST /webapi/admin/feeds`): the API's own request schema's input. */
export type FeedRegistration = z.input<typeof FeedRegistrationBody>;

const feedAnswer = z.object({ feed: FeedViewSchema }).transform((a) => a.feed);
const feedList = z.object({ feeds: z.array(FeedViewSchema) }).transform((l) => l.feeds);

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
  const call = async <S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.output<S>> => {
    const route = `${method} /webapi/admin${path}`;
    const res = await fetch(new URL(`/webapi/admin${path}`, server), {
      method,
      // Always JSON: a POST without a type reads as a cross-site form submission, which the portal refuses.
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
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
    list: () => call('GET', '/feeds', feedList),
    register: (feed: FeedRegistration) => call('POST', '/feeds', feedAnswer, feed),
    ingest: (id: number) => call('POST', `/feeds/${id}/ingest`, IngestReportSchema),
    ingestUrl: (feed: { url: string; publisherId: string; country: string; tab?: string; category?: string }) => call('POST', '/feeds/ingest', IngestReportSchema, feed),
  };
}
