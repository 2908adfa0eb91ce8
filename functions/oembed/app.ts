// GET /oembed?url=…&format=json[&maxwidth&maxheight] at the site root (https://oembed.com §2.2):
// a 'rich' answer whose html is the publisher snippet (src/domain/embedSnippet.ts) for a portal URL
// the resolver table knows. Missing or bad parameters → 400, a URL that is not the portal's or not
// embeddable or unknown → 404, a format other than json → 501. Errors are JSON { message, statusCode }.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { ApiErrorBody } from '../webapi/schemas/common.ts';
import { matchPortalUrl, oembedAnswer, oembedHeight, oembedWidth, OEMBED_PATH } from '#/domain/embeds/oembed.ts';
import { parseQuery } from '../webapi/validation.ts';
import { OEMBED_RESOLVERS } from './resolvers.ts';

const size = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(10000, 'must be at most 10000').optional();
const oembedQuery = z.object({
  url: z.string({ error: 'is required' }).min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  format: z.string().optional(),
  maxwidth: size,
  maxheight: size,
});

function fail(status: 400 | 404 | 501, message: string): never {
  throw new HTTPException(status, { message });
}

export const oembedApp = new Hono<{ Bindings: Env }>().get(OEMBED_PATH, async (c) => {
  const query = parseQuery(c, oembedQuery);
  if (query.format !== undefined && query.format !== 'json') fail(501, `format not implemented: ${query.format}`);

  const requestOrigin = new URL(c.req.url).origin;
  const home = (c.env.HOME_URL || requestOrigin).replace(/\/$/, '');
  const origins = [...new Set([requestOrigin, new URL(home).origin])];
  const match = matchPortalUrl(query.url, origins, OEMBED_RESOLVERS.map((r) => r.pattern));
  if (!match) fail(404, `no embed for this URL: ${query.url}`);

  const width = oembedWidth(query.maxwidth);
  // A public, cached read: any replica will do (docs/decisions/0020); without a session D1 sends it to the primary.
  const db = c.env.DB.withSession('first-unconstrained');
  const resolved = await OEMBED_RESOLVERS[match.index]!.resolve({ db, market: match.market, params: match.params, width });
  if (!resolved) fail(404, `no embed for this URL: ${query.url}`);

  const ns = match.market.features.v3Migrated ? 'v3' : 'v2';
  const body = oembedAnswer({
    embedUrl: `${home}/${match.market.code}/${ns}${resolved.embedPath}`,
    title: resolved.title,
    width,
    height: oembedHeight(resolved.height, query.maxheight),
    providerName: match.market.siteName,
    providerUrl: `${home}/${match.market.code}/${ns}/tab`,
  });
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Access-Control-Allow-Origin', '*');
  return c.json(body);
});

oembedApp.onError((error, c) => {
  if (error instanceof HTTPException) {
    return c.json({ message: error.message, statusCode: error.status } satisfies ApiErrorBody, error.status);
  }
  console.error('oembed error', c.req.url, error);
  return c.json({ message: 'internal error', statusCode: 500 } satisfies ApiErrorBody, 500);
});
