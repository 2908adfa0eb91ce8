// Embeds against a real local D1: the embedded page call (content-spec §5, §7) and the oEmbed endpoint
// at the site root. The records are written here through the content writers (a page with a poll
// module and an anchored module, the poll, a video article and a plain one): a few small writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { oembedApp } from '#functions/oembed/app.ts';
import { replacePage, upsertArticles, upsertPoll, upsertPublishers } from '#functions/db/contentWrites.ts';
import type { ArticleInput } from '#functions/webapi/schemas/articles.ts';
import type { EmbeddedPageResponse, PageResponse } from '#functions/webapi/schemas/content.ts';
import type { OembedRich } from '#/domain/embeds/oembed.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const ORIGIN = 'http://portal.test';
const NOW = Date.UTC(2026, 10, 1);
const POLL = { id: 4101, country: 'tw', urlPath: 'typhoon-day-off', question: '颱風假該由誰宣布？', options: ['中央', '地方', '沒意見'], endTime: null };

const article = (hash: string, title: string, extra: Partial<ArticleInput> = {}): ArticleInput => ({
  hash, country: 'tw', slug: hash, title, summary: title, bodyHtml: '<p>內文</p>', author: '記者', publisherId: 'tw-embeds-post',
  category: '社會', categoryId: 1, contentType: 'GENERAL', subType: 'GENERAL', ageLimit: 0, thumbnailType: 'IMAGE', thumbnailHash: null,
  media: null, tags: [], badge: null, badgeLabel: null, publishTime: NOW, updateTime: NOW, ...extra,
});

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.request(`${ORIGIN}/webapi${path}`, undefined, platform.env);
  return { status: res.status, body: (await res.json()) as T };
}

async function oembed<T = OembedRich>(query: string, env: Partial<Env> = {}) {
  const res = await oembedApp.request(`${ORIGIN}/oembed?${query}`, undefined, { ...platform.env, ...env });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

const q = (url: string, extra = '') => `url=${encodeURIComponent(url)}&format=json${extra}`;

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  const db = platform.env.DB;
  await upsertPublishers(db, [{ id: 'tw-embeds-post', country: 'tw', name: '嵌入日報', description: '', logoHash: null }], NOW);
  await upsertArticles(db, [
    article('vidA1', '颱風直擊影片', { contentType: 'GENERAL', thumbnailType: 'VIDEO', media: { type: 'HLS', hash: 'vstreamA', duration: 30, width: 1280, height: 720, renditions: ['270p', '360p', '720p'] } }),
    article('txtB2', '沒有影片的新聞'),
  ]);
  await upsertPoll(db, { ...POLL, maxChoices: 1 }, NOW);
  await replacePage(db, {
    country: 'tw', urlPath: 'front', name: '焦點', type: 'GENERAL', subType: 'TABS', share: { title: '焦點', description: '焦點', imageHash: null },
    modules: [
      { type: 'poll', title: '今日投票', source: 'CURATED', viewType: 'OTHER', anchorId: null, entityType: 'POLL', entityId: String(POLL.id), listings: [] },
      { type: 'image', title: '', source: 'CURATED', viewType: 'OTHER', anchorId: 'banner', props: { image: { hash: 'img1', href: '/tw/v2/tab', alt: '橫幅' } }, listings: [] },
    ],
  }, NOW);
});
afterAll(async () => {
  await platform?.dispose();
});

describe('GET /webapi/portal/embedded/page/{url}', () => {
  it('answers the page with the module its entityId names (module id or anchor id)', async () => {
    const { body: page } = await api<PageResponse>('/portal/page/front?country=tw');
    const poll = page.modules.find((m) => m.type === 'poll')!;
    const { status, body } = await api<EmbeddedPageResponse>(`/portal/embedded/page/front?country=tw&subType=TABS&entityId=${poll.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageId: page.pageId, pageName: '焦點', pageType: 'GENERAL', subType: 'TABS', urlPath: 'front', entityId: String(poll.id) });
    expect(body.modules).toHaveLength(1);
    expect(body.modules[0]!.poll?.question).toBe(POLL.question);

    const byAnchor = await api<EmbeddedPageResponse>('/portal/embedded/page/front?country=tw&subType=tabs&entityId=banner');
    expect(byAnchor.body.modules.map((m) => m.type)).toEqual(['image']);
  });

  it("refuses a call without url path, sub type or entityId with 'incorrect arguments'", async () => {
    for (const path of [
      '/portal/embedded/page/front?country=tw&entityId=1',
      '/portal/embedded/page/front?country=tw&subType=TABS',
      '/portal/embedded/page/front?country=tw&subType=&entityId=1',
      '/portal/embedded/page/front?country=tw&subType=TABS&entityId=%20',
      '/portal/embedded/page?country=tw&subType=TABS&entityId=1',
      '/portal/embedded/page/?country=tw&subType=TABS&entityId=1',
    ]) {
      expect(await api(path), path).toEqual({ status: 400, body: { message: 'incorrect arguments', statusCode: 400 } });
    }
  });

  it('names a bad country or url, and answers 404 for an unknown page, sub type or entity', async () => {
    const badCountry = await api<{ message: string }>('/portal/embedded/page/front?country=xx&subType=TABS&entityId=1');
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.message).toContain('"country"');
    const badUrl = await api<{ message: string }>('/portal/embedded/page/a%20b?country=tw&subType=TABS&entityId=1');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toContain('"url"');
    expect((await api('/portal/embedded/page/no-such-page?country=tw&subType=TABS&entityId=1')).status).toBe(404);
    expect((await api('/portal/embedded/page/front?country=tw&subType=MOVIE&entityId=banner')).status).toBe(404);
    expect((await api('/portal/embedded/page/front?country=tw&subType=TABS&entityId=999999')).status).toBe(404);
    expect((await api('/portal/embedded/page/front?country=hk&subType=TABS&entityId=banner')).status).toBe(404);
  });
});

describe('GET /oembed', () => {
  it('answers a poll URL with a rich embed of the embedded poll page', async () => {
    const { status, headers, body } = await oembed(q(`${ORIGIN}/tw/v2/poll/${POLL.urlPath}`));
    expect(status).toBe(200);
    expect(headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(body).toMatchObject({ version: '1.0', type: 'rich', title: POLL.question, width: 560, height: 120 + 56 * 3, provider_name: '今日新聞', provider_url: `${ORIGIN}/tw/v2/tab` });
    expect(body.html).toContain(`<iframe src="${ORIGIN}/tw/v2/embed/poll/${POLL.urlPath}"`);
    expect(body.html).toContain(`<script async src="${ORIGIN}/embed.js"></script>`);
  });

  it('answers a video article with its first video, sized to maxwidth and maxheight', async () => {
    const { status, body } = await oembed(q(`${ORIGIN}/tw/v3/article/vidA1`, '&maxwidth=320&maxheight=200'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'rich', title: '颱風直擊影片', width: 320, height: 200 });
    expect(body.html).toContain(`src="${ORIGIN}/tw/v2/embed/vidA1/v/0"`);
  });

  it('builds embed URLs on HOME_URL and accepts page URLs on it', async () => {
    const { status, body } = await oembed(q(`https://news.example/tw/v2/poll/${POLL.urlPath}`), { HOME_URL: 'https://news.example/' });
    expect(status).toBe(200);
    expect(body.html).toContain(`<iframe src="https://news.example/tw/v2/embed/poll/${POLL.urlPath}"`);
  });

  it('answers 404 for foreign, unknown or non-embeddable URLs', async () => {
    for (const url of [
      `https://evil.example/tw/v2/poll/${POLL.urlPath}`,
      `${ORIGIN}/tw/v2/poll/no-such-poll`,
      `${ORIGIN}/hk/v2/poll/${POLL.urlPath}`,
      `${ORIGIN}/tw/v2/quiz/abc123`,
      `${ORIGIN}/tw/v2/article/txtB2`,
      `${ORIGIN}/tw/v2/article/nothing`,
      `${ORIGIN}/tw/v2/tab`,
      'not a url',
    ]) {
      const res = await oembed<{ statusCode: number }>(q(url));
      expect(res.status, url).toBe(404);
      expect(res.body.statusCode).toBe(404);
    }
  });

  it('answers 501 for a format other than json and 400 without url or with a bad size', async () => {
    const url = `${ORIGIN}/tw/v2/poll/${POLL.urlPath}`;
    const xml = await oembed<{ message: string; statusCode: number }>(`url=${encodeURIComponent(url)}&format=xml`);
    expect(xml).toMatchObject({ status: 501, body: { statusCode: 501 } });
    expect(xml.body.message).toContain('xml');
    const missing = await oembed<{ message: string }>('format=json');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"url"');
    expect((await oembed(q(url, '&maxwidth=wide'))).status).toBe(400);
    // Without a format, json is meant.
    expect((await oembed(`url=${encodeURIComponent(url)}`)).status).toBe(200);
  });
});
