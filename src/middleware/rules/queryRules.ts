// Query rules of content-spec §2 that the server can see, applied before render.
import { parsePollAnswers } from '#/domain/interactions/pollAnswers.ts';
import { isInterfaceLanguage } from '#/i18n/language.ts';
import { CONSUMED_PARAMS } from '#/domain/routing/trackingParams.ts';

export interface CookieWrite {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

interface QueryOutcome {
  /** Path and query to redirect to, or null to render as is. */
  redirect: string | null;
  cookies: CookieWrite[];
  /** The view parameter, stored as the current view. */
  view: string | null;
  log: string[];
}

export const DAY = 24 * 60 * 60;
export const GROUP_COOKIE_DAYS = 14;
const LOCALE_COOKIE_DAYS = 365;
/** A movie-order path inside ?page=…: …/movie/order/{orderId} or …/mypage/movie/{orderId}. */
const MOVIE_ORDER = /(?:^|\/)(?:movie\/order|mypage\/movie)\/([A-Za-z0-9_-]{1,64})\/?$/;

export function applyQueryRules(input: { country: string; pathname: string; search: string; newsTab: boolean }): QueryOutcome {
  const query = new URLSearchParams(input.search);
  const cookies: CookieWrite[] = [];
  const log: string[] = [];

  const page = query.get('page');
  if (page !== null) {
    const order = MOVIE_ORDER.exec(page);
    if (order) return { redirect: `/${input.country}/v2/mypage/movie/${order[1]}`, cookies, view: query.get('view'), log };
    if (page.includes('/')) log.push('Unknown page');
  }

  const group = query.get('group');
  if (group && /^[A-Za-z0-9_-]{1,40}$/.test(group)) cookies.push({ name: 'group', value: group, maxAge: GROUP_COOKIE_DAYS * DAY });

  const pollAnswers = query.get('pollAnswers');
  if (pollAnswers !== null) {
    const parsed = parsePollAnswers(pollAnswers);
    if (parsed.kind === 'answers') cookies.push({ name: 'pollAnswers', value: JSON.stringify(parsed.value), maxAge: DAY });
    if (parsed.kind === 'clear') cookies.push({ name: 'pollAnswers', value: '', maxAge: 0 });
  }

  const locale = query.get('locale');
  if (locale && isInterfaceLanguage(locale)) cookies.push({ name: 'locale', value: locale, maxAge: LOCALE_COOKIE_DAYS * DAY });

  let changed = false;
  for (const name of CONSUMED_PARAMS) {
    if (query.has(name)) {
      query.delete(name);
      changed = true;
    }
  }
  if (input.newsTab && !query.has('utm_source')) {
    query.set('utm_source', 'nt');
    changed = true;
  }
  const rest = query.toString();
  return {
    redirect: changed ? `${input.pathname}${rest ? `?${rest}` : ''}` : null,
    cookies,
    view: query.get('view'),
    log,
  };
}
