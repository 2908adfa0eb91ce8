// The article ad's referral path (shell-spec §4): where the reader came from, computed once per
// activation of the article page and reset on deactivation; the article's ad renders only once it
// exists. A same-site referrer gives its path, another site its host name, none 'direct'.

export const DIRECT_REFERRAL = 'direct';
const PATH_MAX = 200;

export function articleAdReferral(input: { referrer: string | null | undefined; origin: string }): string {
  if (!input.referrer) return DIRECT_REFERRAL;
  let url: URL;
  try {
    url = new URL(input.referrer);
  } catch {
    return DIRECT_REFERRAL;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return DIRECT_REFERRAL;
  return url.origin === input.origin ? url.pathname.slice(0, PATH_MAX) : url.hostname;
}

export interface ArticleAdReferralTracker {
  /** The path of this activation, computed on its first call only. */
  activate(input: { referrer: string | null | undefined; origin: string }): string;
  deactivate(): void;
  /** The current activation's path; null when inactive (then the article ad does not render). */
  readonly path: string | null;
}

export function createArticleAdReferralTracker(): ArticleAdReferralTracker {
  let path: string | null = null;
  return {
    activate(input) {
      path ??= articleAdReferral(input);
      return path;
    },
    deactivate() {
      path = null;
    },
    get path() {
      return path;
    },
  };
}
