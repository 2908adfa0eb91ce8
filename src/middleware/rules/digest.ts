// Official-account digest redirect (content-spec §2, route middleware 1).
import { DIGEST_DROPPED_PARAMS } from '#/domain/routing/trackingParams.ts';

const DIGEST_TEST_GROUP = 'oadigestpage-T1';

export function digestRedirect(input: {
  groupCookie: string | undefined;
  routeHasDigest: boolean;
  country: string;
  search: string;
}): string | null {
  if (input.groupCookie !== DIGEST_TEST_GROUP || !input.routeHasDigest) return null;
  const query = new URLSearchParams(input.search);
  const oaId = query.get('oaId');
  const oapHash = query.get('oapHash');
  if (!query.get('oapContentOrder') || !oaId || !oapHash) return null;
  for (const name of DIGEST_DROPPED_PARAMS) query.delete(name);
  const rest = query.toString();
  return `/${input.country}/v2/oa/${encodeURIComponent(oaId)}/digest/${encodeURIComponent(oapHash)}${rest ? `?${rest}` : ''}`;
}
