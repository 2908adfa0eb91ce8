// Ad targeting and its privacy rules (shell-spec §3, §5, §6):
// - a reader with mature-flagged data gets no ad at all: the layer loads nothing;
// - a reader opted out of the identifier (midOptOut 'true') sends no gender, age, region or
//   interest, and no ppid;
// - personalisation needs the marketing-terms agreement or the consent configuration; without it the
//   profile keys and the ppid are left out as well, and ads are asked non-personalised;
// - the ppid is the server's user hash (an HMAC of the reader's id, never the mid itself), only
//   with the ppid feature on;
// - group, mature and the opt-out flag always go; marketing parameters (utm_*) and the article's ad
//   context are contextual and go whenever given.
// Values are cut to what ad servers take (40 characters, no reserved characters).

export interface AdUserInfo {
  gender?: string;
  age?: string | number;
  region?: string;
  interest?: string | readonly string[];
  mature: boolean;
  midOptOut: 'true' | 'false';
  group?: string;
}

/** An article's ad context (shell-spec §3 "Article ad context"). */
export interface ArticleAdContext {
  brandSafetyCategories?: readonly string[];
  categoryName?: string;
  id?: string;
  pageUrlPath?: string;
  publisher?: string;
  title?: string;
  adTags?: readonly string[];
  aiTagInfo?: readonly string[];
  ctxId?: string;
  publisherId?: string;
  contentType?: string;
  /** categoryPageLink.page.urlPath */
  categoryPageUrlPath?: string;
}

export interface AdTargetingInput {
  userInfo?: AdUserInfo;
  /** The reader's user hash (/user/userHash), given only for a signed-in reader. */
  userHash?: string;
  marketingTermsAgreed: boolean;
  consentConfigured: boolean;
  ppidEnabled: boolean;
  mid?: string;
  theme: 'light' | 'dark';
  utm: URLSearchParams | Record<string, string>;
  article?: ArticleAdContext;
}

export type AdTargeting =
  | { suppressed: true }
  | {
      suppressed: false;
      /** The ad user id: the user hash. */
      userId?: string;
      ppid?: string;
      personalized: boolean;
      keyValues: Record<string, string | string[]>;
      /** A signed-in reader without a mid: the spec reports this (debug) before the ads load. */
      midMissing?: true;
    };

/** The marketing parameters passed on (shell-spec §3). */
export const UTM_KEYS = ['utm_source', 'utm_campaign', 'utm_medium', 'utm_terms', 'utm_content'] as const;
/**
 * The address's entertainment-campaign marker (content-spec §3's `adEntmt` query parameter): a reader
 * who arrives from an entertainment campaign carries it, and it goes to the ad servers as a key-value
 * so the campaign's own line items can follow the reader onto the page.
 */
export const ENTERTAINMENT_CAMPAIGN_KEY = 'adEntmt';

/** Default user group (shell-spec §3). */
export const DEFAULT_AD_GROUP = 'NA';

const VALUE_MAX = 40;
const LIST_MAX = 20;
/** GPT's PPID: 22–150 characters of letters, digits, dash and underscore. */
const PPID = /^[A-Za-z0-9_-]{22,150}$/;

/** A value as ad servers take it: no control or reserved characters, trimmed, at most 40 characters. */
export function adValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // Cut by code point, so an emoji is never split.
  const clean = [...String(value).replace(/[\u0000-\u001f\u007f"'=!+#*~;^()<>[\],&]/g, '').trim()].slice(0, VALUE_MAX).join('').trim();
  return clean === '' ? undefined : clean;
}

function adList(values: readonly unknown[] | undefined): string[] | undefined {
  const list = [...new Set((values ?? []).map(adValue).filter((v): v is string => v !== undefined))].slice(0, LIST_MAX);
  return list.length > 0 ? list : undefined;
}

function put(target: Record<string, string | string[]>, key: string, value: string | string[] | undefined) {
  if (value !== undefined) target[key] = value;
}

export function adTargeting(input: AdTargetingInput): AdTargeting {
  const user = input.userInfo;
  if (user?.mature === true) return { suppressed: true };

  const optedOut = user?.midOptOut === 'true';
  const personalized = input.marketingTermsAgreed || input.consentConfigured;
  const profileAllowed = personalized && !optedOut;
  const keyValues: Record<string, string | string[]> = {};

  put(keyValues, 'theme', input.theme === 'dark' ? 'dark' : 'light');
  put(keyValues, 'group', adValue(user?.group) ?? DEFAULT_AD_GROUP);
  put(keyValues, 'mature', 'false');
  put(keyValues, 'isMidOptOutOn', optedOut ? 'true' : 'false');
  if (user && profileAllowed) {
    put(keyValues, 'gender', adValue(user.gender));
    put(keyValues, 'age', adValue(user.age));
    put(keyValues, 'regionArea', adValue(user.region));
    put(keyValues, 'interest', typeof user.interest === 'string' ? adValue(user.interest) : adList(user.interest));
  }

  const utm = input.utm instanceof URLSearchParams ? input.utm : new URLSearchParams(input.utm);
  for (const key of [...UTM_KEYS, ENTERTAINMENT_CAMPAIGN_KEY]) put(keyValues, key, adValue(utm.get(key) ?? undefined));

  const a = input.article;
  if (a) {
    put(keyValues, 'brandSafetyCategories', adList(a.brandSafetyCategories));
    put(keyValues, 'categoryName', adValue(a.categoryName));
    put(keyValues, 'articleId', adValue(a.id));
    put(keyValues, 'pageUrlPath', adValue(a.pageUrlPath));
    put(keyValues, 'publisher', adValue(a.publisher));
    put(keyValues, 'title', adValue(a.title));
    put(keyValues, 'adTags', adList(a.adTags));
    put(keyValues, 'aiTagInfo', adList(a.aiTagInfo));
    put(keyValues, 'ctxId', adValue(a.ctxId));
    put(keyValues, 'publisherId', adValue(a.publisherId));
    put(keyValues, 'contentType', adValue(a.contentType));
    put(keyValues, 'categoryPageUrlPath', adValue(a.categoryPageUrlPath));
  }

  const userHash = input.userHash && /^[A-Za-z0-9_-]{1,150}$/.test(input.userHash) ? input.userHash : undefined;
  const ppid = input.ppidEnabled && profileAllowed && userHash && PPID.test(userHash) ? userHash : undefined;
  return {
    suppressed: false,
    ...(userHash ? { userId: userHash } : {}),
    ...(ppid ? { ppid } : {}),
    personalized,
    keyValues,
    ...(userHash && !input.mid ? { midMissing: true as const } : {}),
  };
}
