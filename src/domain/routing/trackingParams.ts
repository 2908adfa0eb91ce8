// Every query parameter the portal strips or ignores, in one typed table. Users:
// - the page cache key (src/cache/cacheKey.ts) leaves out tracking parameters;
// - the query rules (src/middleware/rules/queryRules.ts) read the consumed ones and redirect
//   without them;
// - the official-account digest redirect (src/middleware/rules/digest.ts) drops the digest ones
//   from its target.
// Names compare case-insensitively; a prefix entry matches every name that starts with it.

type QueryParamRole =
  /** Says only where a reader came from; never changes the page. Left out of page-cache keys. */
  | 'tracking'
  /** Read by the query rules (stored as a cookie, or ignored), then removed with a redirect. */
  | 'consumed'
  /** Addresses the digest redirect's target, or would make it a second view of it: dropped there. */
  | 'digest';

interface QueryParamRule {
  readonly name: string;
  readonly prefix?: boolean;
  readonly role: QueryParamRole;
  /** Tracking parameters the digest redirect drops too (the rest it passes on). */
  readonly droppedByDigest?: boolean;
}

const QUERY_PARAM_RULES = [
  { name: 'utm_', prefix: true, role: 'tracking' },
  { name: 't', role: 'tracking' },
  { name: 'fbclid', role: 'tracking' },
  { name: 'gclid', role: 'tracking' },
  { name: 'msclkid', role: 'tracking' },
  { name: '_ga', role: 'tracking' },
  { name: '_gl', role: 'tracking' },
  { name: 'yclid', role: 'tracking' },
  { name: 'ref', role: 'tracking' },
  { name: 'referral', role: 'tracking', droppedByDigest: true },
  // content-spec §2: read_meta is what the reader read before (the session's read meta, shell-spec §3,
  // kept by the browser for measurement); _fstview marks the news tab's first view. Neither changes
  // the page, so one cached copy serves them all.
  { name: 'read_meta', role: 'tracking' },
  { name: '_fstview', role: 'tracking' },
  { name: 'group', role: 'consumed' },
  { name: 'imageSlideIndex', role: 'consumed' },
  { name: 'composeTimestamp', role: 'consumed' },
  { name: 'pollAnswers', role: 'consumed' },
  { name: 'locale', role: 'consumed' },
  { name: 'oapHash', role: 'digest' },
  { name: 'oaId', role: 'digest' },
  { name: 'view', role: 'digest' },
] as const satisfies readonly QueryParamRule[];

const matches = (rule: QueryParamRule, name: string) => {
  const n = name.toLowerCase();
  const r = rule.name.toLowerCase();
  return rule.prefix ? n.startsWith(r) : n === r;
};

/** A parameter that only tracks where the reader came from (utm_*, t, fbclid, …). */
export function isTrackingParam(name: string): boolean {
  return QUERY_PARAM_RULES.some((rule) => rule.role === 'tracking' && matches(rule, name));
}

type ExactNames<R extends QueryParamRole> = Extract<(typeof QUERY_PARAM_RULES)[number], { role: R }>['name'];

/** Parameters the query rules read and then remove. */
export const CONSUMED_PARAMS: readonly ExactNames<'consumed'>[] = QUERY_PARAM_RULES.flatMap((r) => (r.role === 'consumed' ? [r.name] : []));

/** Parameters the digest redirect leaves out of its target. */
export const DIGEST_DROPPED_PARAMS: readonly string[] = QUERY_PARAM_RULES.flatMap((r) =>
  r.role === 'digest' || ('droppedByDigest' in r && r.droppedByDigest) ? [r.name] : [],
);
