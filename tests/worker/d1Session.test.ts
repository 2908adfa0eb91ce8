// The D1 bookmark in the served worker (docs/decisions/0020): an API write sets the bookmark cookie,
// a page rendered with it shows the write, and HTML pages never set it, so they stay cacheable.
import { expect, it } from 'vitest';
import { seedMarket } from '../e2e/seedData.ts';
import { http } from '../helpers/workerHttp.ts';

const tw = seedMarket('tw');
const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const bookmarkCookies = (cookies: string[]) => cookies.filter((c) => c.startsWith('d1-bookmark='));

it('a write sets the bookmark cookie; a page rendered with it shows the write, sets no cookie and is cached', async () => {
  const login = await http('/webapi/dev/login', { body: { userId: `bookmark-${run}`, displayName: 'Bookmark reader' } });
  expect(login.status, login.text).toBe(200);
  const token = login.json<{ accessToken: string }>().accessToken;
  const hash = tw.hashOf(tw.articles[4]!.slug);
  const target = await http(`/webapi/comment/target?country=tw&targetType=article&urlPath=${hash}`);
  expect(target.status, target.text).toBe(200);

  const text = `Bookmark check ${run}`;
  const posted = await http('/webapi/comment/add', {
    headers: { 'X-Liff-Access-Token': token },
    body: { country: 'tw', targetType: 'article', targetId: target.json<{ targetId: string }>().targetId, body: text },
  });
  expect(posted.status, posted.text).toBe(201);
  const bookmark = posted.headers.get('x-d1-bookmark');
  expect(bookmark).toMatch(/^[0-9a-f-]+$/);
  expect(bookmarkCookies(posted.cookies)).toEqual([`d1-bookmark=${bookmark}; Max-Age=300; Path=/; HttpOnly; SameSite=Lax`]);

  const path = `/tw/v2/comment/article/${hash}?sort=TIME&run=${run}`;
  const page = await http(path, { headers: { Cookie: `d1-bookmark=${bookmark}` } });
  expect(page.status).toBe(200);
  expect(page.text).toContain(text);
  expect(page.cookies).toEqual([]);
  expect(page.headers.get('x-astro-cache')).toBe('MISS');
  const again = await http(path, { headers: { Cookie: `d1-bookmark=${bookmark}` } });
  expect(again.headers.get('x-astro-cache')).toBe('HIT');
  expect(again.cookies).toEqual([]);
});

it('HTML pages never set the bookmark cookie, and a malformed one changes nothing', async () => {
  const hash = tw.hashOf(tw.articles[2]!.slug);
  for (const path of ['/tw/v2/tab', `/tw/v2/article/${hash}`, `/tw/v2/amp/article/${hash}`, `/tw/v2/comment/article/${hash}`]) {
    for (const cookie of ['d1-bookmark=00000000-00000001-00000000-00000000000000000000000000000000', 'd1-bookmark=%3Cnot%20one%3E']) {
      const res = await http(`${path}?run=${run}-${encodeURIComponent(cookie)}`, { headers: { Cookie: cookie } });
      expect(res.status, `${path} with ${cookie}`).toBe(200);
      expect(bookmarkCookies(res.cookies), `${path} with ${cookie}`).toEqual([]);
    }
  }
});

it('the API refuses a malformed bookmark header by name and ignores a malformed cookie', async () => {
  const refused = await http('/webapi/tabs?country=tw', { headers: { 'x-d1-bookmark': '<not one>' } });
  expect(refused.status).toBe(400);
  expect(refused.json<{ message: string }>().message).toMatch(/^Invalid header "x-d1-bookmark": /);
  const ignored = await http('/webapi/tabs?country=tw', { headers: { Cookie: 'd1-bookmark=%3Cnot%20one%3E' } });
  expect(ignored.status).toBe(200);
  expect(ignored.headers.get('x-d1-bookmark')).toMatch(/^[0-9a-f-]+$/);
});
