// Every path of the spec's route table, rendered by the built worker: none answers 5xx.
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';

const PATHS = [
  '/agreement', '/fontsize', '/lottery', '/lottery/history', '/lottery/r/D1', '/lottery/search/D1/12', '/mypage', '/mypage/movie',
  '/mypage/movie/O1', '/mypage/notice', '/notification', '/search', '/ent/search', '/weather', '/weather/search', '/error/login',
  '/subscription/search', '/subscription/subscribed', '/election/profile/search', '/election/profile/P1/news',
  '/movie/chart/trending', '/movie/booking/9', '/movie/boxoffice/m', '/movie/comingsoon/m', '/movie/incinemas/m', '/movie/dune',
  '/movie/dune/info', '/amp/article/A1', '/article/A1', '/drama/list/d', '/drama/d1', '/drama/chart/trending',
  '/drama/chart/trending/type/tv', '/embed/poll/p1', '/embed/quiz/q1', '/embed/x1', '/embed/h1/v/0', '/profile/list/h', '/profile/h',
  '/fortune/s', '/fortune/s/t', '/fortune/s/t/draw/1', '/ive/i1', '/service/region_restricted', '/luckycolor/s/image',
  '/luckycolor/s/k', '/oa/o1/digest/h1', '/page/p/module/3', '/page/p/t', '/comment/article/a1', '/tag/t1/news', '/main',
  '/main/top/latest', '/tab', '/tab/top/latest', '/tab/top/module/4', '/publisher/cp1', '/publisher/cp1/news', '/meritDate',
  '/meritDate/wedding/2026-11-22', '/quiz/q1', '/quiz/q1/result/r1', '/poll/p1', '/poll/p1/option/2',
];

it('no path of the spec route table answers 5xx, under v2 or v3', async () => {
  const urls = ['tw', 'th'].flatMap((country) => ['v2', 'v3'].flatMap((ns) => PATHS.map((path) => `/${country}/${ns}${path}`)));
  // About 260 pages, most rendered uncached: a few at a time, so a 5xx names its page.
  for (let i = 0; i < urls.length; i += 6) {
    const statuses = await Promise.all(urls.slice(i, i + 6).map(async (url) => [url, (await http(url, { headers: { cookie: 'agreementPassed=1' } })).status] as const));
    for (const [url, status] of statuses) expect(status, url).toBeLessThan(500);
  }
  expect((await http('/article/A1')).status).toBeLessThan(500);
}, 180_000);
