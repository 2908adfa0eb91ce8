// Every redirect of the edge middleware, observed over HTTP on the built worker.
import { describe, expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';

const NEWS_TAB_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/14.19.0 NewsTab';

async function redirectOf(path: string, headers: Record<string, string> = {}) {
  const res = await http(path, { follow: false, headers });
  return { status: res.status, location: res.location, cookies: res.cookies };
}

describe('redirects', () => {
  const cases: [string, number, string][] = [
    ['/tw', 301, '/tw/v2/tab'],
    ['/tw/v2', 301, '/tw/v2/tab'],
    ['/TW/v2/article/abc?x=1', 301, '/tw/v2/article/abc?x=1'],
    ['/xx/v2/tab', 301, '/tw/v2'],
    ['/preview/tw/v2/tab', 302, '/tw/v2/tab?preview=1'],
    ['/id/v2/main/group/T1', 301, '/id/v2/main'],
    ['/tw/v2/movie/dune', 301, '/tw/v2/movie/dune/'],
    ['/tw/main', 301, '/tw/v2/main'],
    ['/tw/v2/tab?group=T1&imageSlideIndex=2&composeTimestamp=3&tag=a', 302, '/tw/v2/tab?tag=a'],
    ['/tw/v2/tab?page=%2Fmypage%2Fmovie%2FORD1', 302, '/tw/v2/mypage/movie/ORD1'],
    ['/spot/v2/tab/top?a=1', 301, '/spot/v3/tab/top?a=1'],
    ['/spot/v2', 301, '/spot/v3/tab'],
    ['/th/v2/tab?x=1', 302, '/th/v2/agreement?from=%2Fth%2Fv2%2Ftab%3Fx%3D1'],
    // No country prefix (it is optional): the default market's page (docs/decisions/0035).
    ['/v2/tab/sports?x=1', 301, '/tw/v2/tab/sports?x=1'],
    ['/v2/article/abc', 301, '/tw/v2/article/abc'],
    ['/main', 301, '/tw/v2/main'],
  ];
  it.concurrent.each(cases)('%s → %i %s', async (path, status, location) => {
    expect(await redirectOf(path)).toMatchObject({ status, location });
  });

  it("the news tab's main portal path names its tab; ?tab picks another; elsewhere it stays as it is", async () => {
    const nt = { 'user-agent': NEWS_TAB_UA };
    const tabs = (await http('/webapi/tabs?country=tw')).json<{ tabs: { portalPageUrlPath: string }[] }>().tabs.map((t) => t.portalPageUrlPath);
    expect(await redirectOf('/tw/v2/main?utm_source=nt', nt)).toMatchObject({ status: 302, location: `/tw/v2/main/${tabs[0]}?utm_source=nt` });
    expect(await redirectOf(`/tw/v2/main/${tabs[0]}?utm_source=nt&tab=${tabs[2]}`, nt)).toMatchObject({ status: 302, location: `/tw/v2/main/${tabs[2]}?utm_source=nt` });
    expect(await redirectOf(`/tw/v2/main/${tabs[1]}?utm_source=nt&tab=weather`, nt)).toMatchObject({ status: 302, location: `/tw/v2/main/${tabs[1]}?utm_source=nt` });
    expect((await redirectOf(`/tw/v2/main/${tabs[1]}?utm_source=nt`, nt)).status).toBe(200);
    expect((await redirectOf('/tw/v2/main')).status).toBe(200);
  });

  it("a navigation target off this host is 404 'can not find page': the agreement's from, sign-in's callback", async () => {
    const elsewhere = [encodeURIComponent('https://elsewhere.example/th/v2/tab'), encodeURIComponent('//elsewhere.example/x')];
    const paths = [
      ...elsewhere.map((target) => `/th/v2/agreement?from=${target}`),
      ...['/tw/v2/login', '/tw/v2/error/login', '/tw/v2/dev/login'].flatMap((page) => elsewhere.map((target) => `${page}?callback=${target}`)),
    ];
    for (const path of paths) {
      const res = await http(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('data-error-screen="can not find page"');
    }
  });

  it('the load counter t never splits the page cache', async () => {
    const path = `/tw/v2/tab?run=${Date.now()}`;
    await http(`${path}&t=1`);
    const again = await http(`${path}&t=2`);
    expect(again.headers.get('x-astro-cache')).toBe('HIT');
  });

  it('group is kept in a cookie for 14 days when removed', async () => {
    const { cookies } = await redirectOf('/tw/v2/tab?group=T1');
    expect(cookies.join('\n')).toMatch(/group=T1; Max-Age=1209600; Path=\/; SameSite=Lax/);
  });

  it('valid pollAnswers are stored for the poll island and removed; invalid ones only removed', async () => {
    const valid = await redirectOf(`/tw/v2/tab?pollAnswers=${encodeURIComponent('{"pollId":5,"answers":["b"]}')}`);
    expect(valid.location).toBe('/tw/v2/tab');
    expect(valid.cookies.join('\n')).toContain('pollAnswers=');
    const invalid = await redirectOf(`/tw/v2/tab?pollAnswers=${encodeURIComponent('{"pollId":"5"}')}`);
    expect(invalid.location).toBe('/tw/v2/tab');
    expect(invalid.cookies).toEqual([]);
  });

  it('the news tab gets utm_source=nt; the messaging app skips the Thai agreement', async () => {
    expect(await redirectOf('/tw/v2/tab', { 'user-agent': NEWS_TAB_UA })).toMatchObject({ status: 302, location: '/tw/v2/tab?utm_source=nt' });
    expect((await redirectOf('/th/v2/tab?utm_source=nt', { 'user-agent': NEWS_TAB_UA })).status).toBe(200);
  });

  it('the digest test group goes to the official-account digest page', async () => {
    const res = await redirectOf('/tw/v2/article/abc?oapContentOrder=1&oapHash=H1&oaId=O1&view=v&referral=r&keep=1', {
      cookie: 'dfmGroup=oadigestpage-T1',
    });
    expect(res).toMatchObject({ status: 302, location: '/tw/v2/oa/O1/digest/H1?oapContentOrder=1&keep=1' });
    expect((await redirectOf('/tw/v2/tab?oapContentOrder=1&oapHash=H1&oaId=O1', { cookie: 'group=oadigestpage-T1' })).status).toBe(200);
  });

  it('sign-in leads to the development login with its callback, or the portal without one', async () => {
    expect(await redirectOf('/tw/v2/login?callback=%2Ftw%2Fv2%2Fmypage')).toMatchObject({ status: 302, location: '/tw/v2/dev/login?callback=%2Ftw%2Fv2%2Fmypage' });
    expect(await redirectOf('/tw/v2/login')).toMatchObject({ status: 302, location: '/tw/v2/dev/login?callback=%2Ftw%2Fv2%2Ftab' });
  });
});
