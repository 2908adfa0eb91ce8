// An official-account digest page's data (content-spec §2 /v2/oa/{oaId}/digest/{oapHash}): the
// account and its stories in the order of oapContentOrder, and the query its story links keep.
import { toWebapiError } from '#/api/webapiError.ts';
import type { PageContext } from './pageContext.ts';

/** Parameters the digest itself uses up; every other one is kept on the links it gives. */
const CONSUMED = ['oapContentOrder', 'oapHash', 'oaId'];

export async function loadDigest(ctx: PageContext, oaId: string, query: URLSearchParams) {
  if (!/^[a-z0-9][a-z0-9-]{0,80}$/.test(oaId)) return null;
  const order = (query.get('oapContentOrder') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => /^[A-Za-z0-9_-]{1,40}$/.test(h))
    .slice(0, 30);
  const kept = new URLSearchParams(query);
  for (const name of CONSUMED) kept.delete(name);
  try {
    const digest = await ctx.client.get('/oa/:oaId/digest', { param: { oaId }, query: { order: order.join(',') } });
    return { ...digest, keptQuery: kept.toString() };
  } catch (error) {
    if (toWebapiError(error).statusCode === 404) return null;
    throw error;
  }
}
