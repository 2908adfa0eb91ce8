// The route table of content-spec §2: every path under /{country}/v2 (and v3), what it is, whether
// it has an AMP variant, and the route middlewares it runs. A route without a page of its own in
// src/pages answers the catch-all's 'no page' screen (404) until its feature lands; a test checks
// that the table and src/pages agree. Pure: used by the catch-all page and by the middleware.

type RouteMiddleware = 'digest' | 'country';
const KNOWN_ROUTE_MIDDLEWARES: readonly string[] = ['digest', 'country'];

export interface RouteDef {
  name: string;
  /** Path after /{country}/v2, with :params; a trailing ? makes the last param optional. */
  pattern: string;
  /** 'both': also under /amp; 'only': only under /amp; 'none': never under /amp. */
  amp: 'none' | 'both' | 'only';
  middleware: readonly string[];
}

const r = (name: string, pattern: string, opts: Partial<Omit<RouteDef, 'name' | 'pattern'>> = {}): RouteDef => ({
  name,
  pattern,
  amp: 'none',
  middleware: ['country'],
  ...opts,
});

const WITH_DIGEST = ['digest', 'country'] as const;

export const ROUTES: readonly RouteDef[] = [
  r('agreement', '/agreement'),
  r('fontSize', '/fontsize'),
  r('lottery', '/lottery'),
  r('lotteryHistory', '/lottery/history'),
  r('lotteryResult', '/lottery/r/:drawId'),
  r('lotterySearch', '/lottery/search/:drawId/:drawNumber'),
  r('myPage', '/mypage'),
  r('myPageMovie', '/mypage/movie'),
  r('myPageMovieOrder', '/mypage/movie/:orderId'),
  r('myPageNotice', '/mypage/notice'),
  r('notification', '/notification'),
  r('search', '/search'),
  r('entSearch', '/ent/search'),
  r('weather', '/weather'),
  r('weatherSearch', '/weather/search'),
  r('errorLogin', '/error/login'),
  r('subscriptionSearch', '/subscription/search'),
  r('subscriptionSubscribed', '/subscription/subscribed'),
  r('electionProfileSearch', '/election/profile/search'),
  r('electionProfile', '/election/profile/:profileHash/:tabPath?'),
  r('electionResults', '/election/results'),
  r('movieChartTrending', '/movie/chart/trending'),
  r('movieBooking', '/movie/booking/:id'),
  r('movieBoxOffice', '/movie/boxoffice/:urlPath'),
  r('movieComingSoon', '/movie/comingsoon/:urlPath'),
  r('movieInCinemas', '/movie/incinemas/:urlPath'),
  r('movie', '/movie/:urlPath/:tabPath?'),
  r('article', '/article/:urlPath', { amp: 'both', middleware: WITH_DIGEST }),
  // content-spec §2 "a commercial-content article" (named, no path given): an advertorial story's
  // page at /article/cc/{urlPath}; any other story there goes to its plain article page.
  r('commercialArticle', '/article/cc/:urlPath'),
  r('dramaList', '/drama/list/:urlPath'),
  r('dramaChartTrending', '/drama/chart/trending'),
  r('dramaChartTrendingType', '/drama/chart/trending/type/:filmType'),
  r('drama', '/drama/:urlPath'),
  r('embedPoll', '/embed/poll/:urlPath'),
  r('embedQuiz', '/embed/quiz/:hash'),
  r('embedVideo', '/embed/:hash/v/:index'),
  r('embed', '/embed/:urlPath'),
  r('profileList', '/profile/list/:hash'),
  r('profile', '/profile/:hash'),
  r('fortuneDraw', '/fortune/:subjectUrl/:tellerUrl/draw/:drawIndex'),
  r('fortuneTeller', '/fortune/:subjectUrl/:tellerUrl'),
  r('fortune', '/fortune/:subjectUrl'),
  r('ive', '/ive/:urlPath', { middleware: WITH_DIGEST }),
  r('service', '/service/:serviceType'),
  r('luckyColorImage', '/luckycolor/:subject/image'),
  r('luckyColor', '/luckycolor/:subject/:key'),
  r('oaDigest', '/oa/:oaId/digest/:oapHash'),
  r('pageModule', '/page/:urlPath/module/:moduleId', { middleware: WITH_DIGEST }),
  r('page', '/page/:urlPath/:tabPath?', { middleware: WITH_DIGEST }),
  r('comment', '/comment/:type/:urlPath'),
  r('tag', '/tag/:tagHash/:category'),
  r('portalMain', '/main'),
  r('portalMainTab', '/main/:pageUrlPath/:tabPath?'),
  r('portal', '/tab'),
  r('portalModule', '/tab/:pageUrlPath/module/:moduleId'),
  r('portalTab', '/tab/:pageUrlPath/:tabPath?'),
  r('publisher', '/publisher/:cpId/:tabPath?'),
  r('meritDate', '/meritDate'),
  r('meritDateDay', '/meritDate/:category/:date'),
  r('quiz', '/quiz/:hash'),
  r('quizResult', '/quiz/:hash/result/:resultHash'),
  r('poll', '/poll/:urlPath'),
  r('pollOption', '/poll/:urlPath/option/:optionIndex'),
  // The portal's own screens, not in the spec's table: the sign-in hand-off and the local login.
  r('login', '/login'),
  r('devLogin', '/dev/login'),
  // Not a reader page: the next window of a module listing as server-rendered cards, which the
  // load-more island inserts (an Astro partial; cached like the portal).
  r('listingPartial', '/partial/listing/:listingId'),
  // Not a reader page: the signed-in reader's own part of a page (my page, notifications, what I
  // follow), rendered for the access token it is sent with; never cached (docs/decisions/0056).
  r('readerPartial', '/partial/me/:part'),
];


export const NAMESPACES = ['v2', 'v3'] as const;
export type Namespace = (typeof NAMESPACES)[number];

interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  amp: boolean;
}

interface CompiledPattern {
  parts: { name: string; param: boolean; optional: boolean }[];
  required: number;
}

/** Patterns split once (per isolate), not on every match. */
const compiled = new Map<string, CompiledPattern>();

function compile(pattern: string): CompiledPattern {
  let c = compiled.get(pattern);
  if (!c) {
    const parts = pattern
      .split('/')
      .filter(Boolean)
      .map((part) => ({ name: part.startsWith(':') ? part.slice(1).replace(/\?$/, '') : part, param: part.startsWith(':'), optional: part.endsWith('?') }));
    c = { parts, required: parts.filter((p) => !p.optional).length };
    compiled.set(pattern, c);
  }
  return c;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const { parts, required } = compile(pattern);
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i];
    if (segment === undefined) {
      if (part.optional) continue;
      return null;
    }
    if (part.param) params[part.name] = segment;
    else if (part.name !== segment) return null;
  }
  return params;
}

function decodeSegments(rest: string): string[] | null {
  try {
    return rest.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * Matches the path after /{country}/{v2|v3}. An AMP request (/amp/…) matches only routes with an
 * AMP variant; a plain request matches only routes that are not AMP-only.
 */
export function matchRoute(rest: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const segments = decodeSegments(rest);
  if (!segments) return null;
  const amp = segments[0] === 'amp';
  const target = amp ? segments.slice(1) : segments;
  for (const route of routes) {
    const params = matchPattern(route.pattern, target);
    if (!params) continue;
    if (amp ? route.amp === 'none' : route.amp === 'only') return null;
    return { route, params, amp };
  }
  return null;
}

/** Splits /{country}/{ns}/rest…; null when the path is not under a country namespace. */
export function splitCountryPath(pathname: string): { country: string; ns: string; rest: string } | null {
  const m = /^\/([^/]+)\/(v2|v3)(\/.*)?$/.exec(pathname);
  return m ? { country: m[1]!, ns: m[2]!, rest: m[3] ?? '' } : null;
}

/** The route middlewares of a route; an unknown name fails with 'Unknown middleware'. */
export function routeMiddlewares(route: RouteDef): RouteMiddleware[] {
  for (const name of route.middleware) {
    if (!KNOWN_ROUTE_MIDDLEWARES.includes(name)) throw Object.assign(new Error('Unknown middleware'), { statusCode: 500 });
  }
  return route.middleware as RouteMiddleware[];
}
