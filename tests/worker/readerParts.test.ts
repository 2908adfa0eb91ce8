// The signed-in reader's parts over HTTP (docs/decisions/0056): two readers, each with their own
// follows, reactions, comments and consent made through the API, get only their own from the
// reader's partial; without a token (or with one the API refuses) it answers 401 with the API's
// message, is never kept by any cache and never comes from the page cache, and the pages around it
// are one frame for everyone, with no island hydrating before a tap. (That a signed-in reader's
// browser puts their part in place without loading React: tests/e2e/mypage.spec.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { seedMarket } from '../e2e/seedData.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

const tw = seedMarket('tw');
const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const story = tw.articles[4]!;
const finance = tw.publishers.find((p) => p.id === 'island-finance')!;
const paper = tw.publishers.find((p) => p.id === 'tw-morning-post')!;
const PART = (part: string) => `/tw/v2/partial/me/${part}`;

interface Reader {
  name: string;
  token: string;
  follows: { entityId: string; name: string };
  /** Reaction type, and its label on my page. */
  reaction: { likeType: number; label: string };
  comment: string;
  marketing: boolean;
}

const readers: Reader[] = [
  { name: `甲讀者${run}`, token: '', follows: { entityId: publisherId('tw', finance.id), name: finance.name }, reaction: { likeType: 1001, label: '愛心' }, comment: `甲的留言 ${run}`, marketing: true },
  { name: `乙讀者${run}`, token: '', follows: { entityId: publisherId('tw', paper.id), name: paper.name }, reaction: { likeType: 1006, label: '難過' }, comment: `乙的留言 ${run}`, marketing: false },
];
const [a, b] = readers as [Reader, Reader];
const other = (r: Reader) => (r === a ? b : a);
const as = (r: Reader) => ({ headers: { 'X-Liff-Access-Token': r.token } });
const text = ($: CheerioAPI, selector: string) => collapsed($(selector).text());

beforeAll(async () => {
  const article = (await http(`/webapi/article?country=tw&hash=${tw.hashOf(story.slug)}`)).json<{ data: { id: number } }>().data;
  for (const r of readers) {
    const login = await http('/webapi/dev/login', { body: { userId: `reader-part-${r === a ? 'a' : 'b'}-${run}`, displayName: r.name } });
    expect(login.status, login.text).toBe(200);
    r.token = login.json<{ accessToken: string }>().accessToken;
    const writes = [
      await http('/webapi/subscription/entity/subscribe?country=tw', { ...as(r), body: { entityType: 'CP', entityId: r.follows.entityId } }),
      await http('/webapi/interaction/like/add', { ...as(r), body: { country: 'tw', likeType: r.reaction.likeType, postId: String(article.id), postType: 'ARTICLE', reactionContentType: 'ARTICLE' } }),
      await http('/webapi/comment/add', { ...as(r), body: { country: 'tw', targetType: 'article', targetId: article.id, body: r.comment } }),
      await http('/webapi/user/setting/agreement/marketingTerms?country=tw', { ...as(r), method: 'PUT', body: { agreed: r.marketing } }),
    ];
    for (const w of writes) expect(w.status, w.text).toBeLessThan(300);
  }
});

describe.each(['a', 'b'] as const)('reader %s', (which) => {
  const me = () => (which === 'a' ? a : b);

  it('gets their own account, activity, follows, notices and consent, and none of the other reader’s', async () => {
    const r = me();
    const o = other(r);
    const account = await workerPage(PART('account'), as(r));
    expect(account.status).toBe(200);
    expect(text(account.$, '[data-display-name]')).toBe(`已登入：${r.name}`);

    const { $ } = await workerPage(PART('activity'), as(r));
    expect(text($, '[data-my-follows]')).toBe(r.follows.name);
    expect(text($, '[data-my-reactions]')).toBe(`${r.reaction.label} ${story.title}`);
    expect(text($, '[data-my-comments] q')).toBe(r.comment);
    expect($('[data-my-for-you] li').length).toBeGreaterThan(0);

    const followed = await workerPage(PART('followed'), as(r));
    expect(followed.$('[data-entity]').map((_, el) => followed.$(el).attr('data-entity')).get()).toEqual([`CP:${r.follows.entityId}`]);
    expect(followed.$('[data-follow-state]').attr('data-follow-state')).toBe('following');

    const notices = await workerPage(PART('notices'), as(r));
    const publishers = notices.$('[data-my-followed] small').map((_, el) => notices.$(el).text()).get();
    expect(publishers.length).toBeGreaterThan(0);
    expect(new Set(publishers)).toEqual(new Set([r.follows.name]));

    const consent = await workerPage(PART('notice-settings'), as(r));
    expect(consent.$('[data-marketing-terms]').is('[checked]')).toBe(r.marketing);

    // The search answers as the reader: what they follow shows as followed, the other's not.
    const search = await workerPage(`${PART('search')}?query=${encodeURIComponent(finance.name)}`, as(r));
    const button = search.$(`#search-results ~ * [data-entity="CP:${a.follows.entityId}"] [data-follow-state]`);
    expect(button.attr('data-follow-state')).toBe(r === a ? 'following' : 'not-following');

    for (const answer of [account, { text: $.html() }, followed, notices, consent, search]) {
      for (const theirs of [o.name, o.comment]) expect(answer.text).not.toContain(theirs);
    }
    expect(text($, '[data-my-follows]')).not.toContain(o.follows.name);
  });
});

describe('without a token', () => {
  it.each(['account', 'activity', 'notices', 'followed', 'search', 'notice-settings'])('%s answers 401 with the API’s message, private and never stored', async (part) => {
    // A signed-in request first: whatever it answered must not reach the anonymous one after it.
    expect((await http(PART(part), as(a))).status).toBe(200);
    for (const answer of [await workerPage(PART(part)), await workerPage(PART(part))]) {
      expect(answer.status).toBe(401);
      expect(text(answer.$, '[data-reader-error]')).toBe('user is not logged in');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('vary')).toMatch(/X-Liff-Access-Token/i);
      expect(answer.headers.get('x-astro-cache')).toBeNull();
    }
  });

  it('a token the API refuses answers 401 too', async () => {
    const answer = await http(PART('account'), { headers: { 'X-Liff-Access-Token': 'revoked-token' } });
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(a.name);
  });

  it('the signed-in answer itself is private, no-store and varies on the token', async () => {
    const answer = await http(PART('activity'), as(b));
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')).toMatch(/X-Liff-Access-Token/i);
  });
});

it('a search the API refuses shows its reason beside the suggestions', async () => {
  const { status, $ } = await workerPage(`${PART('search')}?query=${'財'.repeat(51)}`, as(a));
  expect(status).toBe(200);
  expect(text($, '[data-search-refused]')).toContain('must be at most 50 characters');
  expect($('#search-recommended').length).toBe(1);
});

it('the pages around the parts are one frame for everyone: no reader data, nothing hydrating before a tap', async () => {
  const pages = ['/tw/v2/mypage', '/tw/v2/mypage/notice', '/tw/v2/notification', '/tw/v2/subscription/subscribed', `/tw/v2/subscription/search?query=${encodeURIComponent(finance.name)}`];
  for (const path of pages) {
    // A signed-in reader's request (it passes the cache by), then anonymous ones (rendered, then cached).
    await http(path, { headers: { ...AGREED, ...as(a).headers } });
    for (const answer of [await workerPage(path, { headers: AGREED }), await workerPage(path, { headers: AGREED })]) {
      expect(answer.status, path).toBe(200);
      expect(answer.$('[data-reader-part]').length, path).toBeGreaterThan(0);
      expect(answer.$('astro-island').not('[client="interaction"]').length, path).toBe(0);
      expect(answer.text, path).not.toContain(a.name);
      expect(answer.text, path).not.toContain(a.comment);
    }
  }
  // The parts' own islands (follow buttons, switches) also wait for a tap.
  for (const part of ['activity', 'followed', 'notice-settings', `search?query=${encodeURIComponent(finance.name)}`]) {
    const { $ } = await workerPage(PART(part), as(a));
    expect($('astro-island').length, part).toBeGreaterThan(0);
    expect($('astro-island').not('[client="interaction"]').length, part).toBe(0);
  }
});
