import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute, routeMiddlewares, splitCountryPath, type RouteDef } from '#/domain/routing/routes.ts';

// One plausible path per route of the content-spec §2 table, and of the portal's own screens.
const SPEC_PATHS: Record<string, string> = {
  '/agreement': 'agreement', '/fontsize': 'fontSize', '/lottery': 'lottery', '/lottery/history': 'lotteryHistory',
  '/lottery/r/D1': 'lotteryResult', '/lottery/search/D1/12': 'lotterySearch', '/mypage': 'myPage', '/mypage/movie': 'myPageMovie',
  '/mypage/movie/O1': 'myPageMovieOrder', '/mypage/notice': 'myPageNotice', '/notification': 'notification', '/search': 'search',
  '/ent/search': 'entSearch', '/weather': 'weather', '/weather/search': 'weatherSearch', '/error/login': 'errorLogin',
  '/subscription/search': 'subscriptionSearch', '/subscription/subscribed': 'subscriptionSubscribed',
  '/election/profile/search': 'electionProfileSearch', '/election/profile/P1/news': 'electionProfile', '/election/results': 'electionResults',
  '/movie/chart/trending': 'movieChartTrending', '/movie/booking/9': 'movieBooking', '/movie/boxoffice/m': 'movieBoxOffice',
  '/movie/comingsoon/m': 'movieComingSoon', '/movie/incinemas/m': 'movieInCinemas', '/movie/dune/info': 'movie', '/movie/dune/': 'movie',
  '/amp/article/A1': 'article', '/article/A1': 'article', '/article/cc/A1': 'commercialArticle', '/drama/list/d': 'dramaList', '/drama/d1': 'drama',
  '/drama/chart/trending': 'dramaChartTrending', '/drama/chart/trending/type/tv': 'dramaChartTrendingType',
  '/embed/poll/p1': 'embedPoll', '/embed/quiz/q1': 'embedQuiz', '/embed/x1': 'embed', '/embed/h1/v/0': 'embedVideo',
  '/profile/list/h': 'profileList', '/profile/h': 'profile', '/fortune/s': 'fortune', '/fortune/s/t': 'fortuneTeller',
  '/fortune/s/t/draw/1': 'fortuneDraw', '/ive/i1': 'ive', '/service/region_restricted': 'service',
  '/luckycolor/s/image': 'luckyColorImage', '/luckycolor/s/k': 'luckyColor', '/oa/o1/digest/h1': 'oaDigest',
  '/page/p/module/3': 'pageModule', '/page/p/t': 'page', '/page/p': 'page', '/comment/article/a1': 'comment',
  '/tag/t1/news': 'tag', '/main': 'portalMain', '/main/top/latest': 'portalMainTab', '/tab': 'portal',
  '/tab/top/latest': 'portalTab', '/tab/top/module/4': 'portalModule', '/publisher/cp1': 'publisher',
  '/publisher/cp1/news': 'publisher', '/meritDate': 'meritDate', '/meritDate/wedding/2026-11-22': 'meritDateDay',
  '/quiz/q1': 'quiz', '/quiz/q1/result/r1': 'quizResult', '/poll/p1': 'poll', '/poll/p1/option/2': 'pollOption',
  // The portal's own screens.
  '/login': 'login', '/dev/login': 'devLogin',
  // load-more's listing partial.
  '/partial/listing/tw-archive': 'listingPartial',
  // the signed-in reader's parts.
  '/partial/me/activity': 'readerPartial',
};

describe('route table', () => {
  it.each(Object.entries(SPEC_PATHS))('%s is the %s route', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('covers every route it defines', () => {
    expect(new Set(Object.values(SPEC_PATHS))).toEqual(new Set(ROUTES.map((r) => r.name)));
  });

  it('serves AMP only for routes with an AMP variant', () => {
    expect(matchRoute('/amp/article/A1')).toMatchObject({ amp: true, params: { urlPath: 'A1' } });
    expect(matchRoute('/amp/tab')).toBeNull();
    expect(matchRoute('/amp/poll/p1')).toBeNull();
    const ampOnly: RouteDef[] = [{ name: 'x', pattern: '/story/:id', amp: 'only', middleware: [] }];
    expect(matchRoute('/story/1', ampOnly)).toBeNull();
    expect(matchRoute('/amp/story/1', ampOnly)?.route.name).toBe('x');
  });

  it('matches nothing for unknown paths', () => {
    for (const path of ['/nothing', '/article', '/article/a/b', '/tab/a/b/c/d', '/lottery/r']) expect(matchRoute(path)).toBeNull();
  });

  it('runs the digest middleware on article, page and ive routes only', () => {
    const withDigest = ROUTES.filter((r) => r.middleware.includes('digest')).map((r) => r.name).sort();
    expect(withDigest).toEqual(['article', 'ive', 'page', 'pageModule']);
  });

  it("fails with 'Unknown middleware' (500) for a middleware it does not know", () => {
    const route: RouteDef = { name: 'x', pattern: '/x', amp: 'none', middleware: ['country', 'nope'] };
    expect(() => routeMiddlewares(route)).toThrow('Unknown middleware');
    try {
      routeMiddlewares(route);
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(500);
    }
  });

  it('splits country paths', () => {
    expect(splitCountryPath('/tw/v3/tab/top')).toEqual({ country: 'tw', ns: 'v3', rest: '/tab/top' });
    expect(splitCountryPath('/article/x')).toBeNull();
  });
});

describe('market links', () => {
  it('are written in the market\'s canonical namespace', async () => {
    const { marketPath, canonicalNamespace } = await import('#/domain/routing/marketPaths.ts');
    const { MARKETS } = await import('#/markets.ts');
    expect(canonicalNamespace(MARKETS.tw)).toBe('v2');
    expect(marketPath(MARKETS.tw, '/article/a1')).toBe('/tw/v2/article/a1');
    expect(marketPath(MARKETS.spot, '/article/a1')).toBe('/spot/v3/article/a1');
  });
});
