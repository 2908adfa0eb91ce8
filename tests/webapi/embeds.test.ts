// Embeds against a real local D1 with the demo content: the embedded page call (content-spec §5, §7)
// and the oEmbed endpoint at the site root.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../functions/webapi/app.ts';
import { oembedApp } from '../../functions/oembed/app.ts';
import type { EmbeddedPageResponse, PageResponse } from '../../src/domain/webapiTypes.ts';
import type { OembedRich } from '../../src/domain/oembed.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const th = loadSeedMarket(ROOT, 'th');
const thPortal = loadSeedPortal(ROOT, 'th', new Set(th.articles.map((a) => a.slug)), new Set(th.tabs.map((t) => t.urlPath)));
const front = th.tabs[0]!.urlPath;
const videoArticle = th.articles.find((a) => a.video)!;
const plainArticle = th.articles.find((a) => !a.video && !a.body.includes('<video'))!;
const ORIGIN = 'http://portal.test';

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
  platform = await openTestPlatform({ media: false, countries: ['th'] });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('GET /webapi/portal/embedded/page/{url}', () => {
  it('answers the page with the module its entityId names (module id or anchor id)', async () => {
    const { body: page } = await api<PageResponse>(`/portal/page/${front}?country=th`);
    const poll = page.modules.find((m) => m.type === 'poll')!;
    const { status, body } = await api<EmbeddedPageResponse>(`/portal/embedded/page/${front}?country=th&subType=TABS&entityId=${poll.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageId: page.pageId, pageName: page.name, pageType: 'GENERAL', subType: 'TABS', urlPath: front, entityId: String(poll.id) });
    expect(body.modules).toHaveLength(1);
    expect(body.modules[0]!.poll?.question).toBe(thPortal.poll.question);

    const anchored = page.modules.find((m) => m.anchorId);
    if (anchored) {
      const byAnchor = await api<EmbeddedPageResponse>(`/portal/embedded/page/${front}?country=th&subType=tabs&entityId=${anchored.anchorId}`);
      expect(byAnchor.body.modules.map((m) => m.id)).toEqual([anchored.id]);
    }
  });

  it("refuses a call without url path, sub type or entityId with 'incorrect arguments'", async () => {
    for (const path of [
      `/portal/embedded/page/${front}?country=th&entityId=1`,
      `/portal/embedded/page/${front}?country=th&subType=TABS`,
      `/portal/embedded/page/${front}?country=th&subType=&entityId=1`,
      `/portal/embedded/page/${front}?country=th&subType=TABS&entityId=%20`,
      `/portal/embedded/page?country=th&subType=TABS&entityId=1`,
      `/portal/embedded/page/?country=th&subType=TABS&entityId=1`,
    ]) {
      expect(await api(path), path).toEqual({ status: 400, body: { message: 'incorrect arguments', statusCode: 400 } });
    }
  });

  it('names a bad country or url, and answers 404 for an unknown page, sub type or entity', async () => {
    const badCountry = await api<{ message: string }>(`/portal/embedded/page/${front}?country=xx&subType=TABS&entityId=1`);
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.message).toContain('"country"');
    expect((await api(`/portal/embedded/page/no-such-page?country=th&subType=TABS&entityId=1`)).status).toBe(404);
    expect((await api(`/portal/embedded/page/${front}?country=th&subType=MOVIE&entityId=1`)).status).toBe(404);
    expect((await api(`/portal/embedded/page/${front}?country=th&subType=TABS&entityId=999999`)).status).toBe(404);
  });
});

describe('GET /oembed', () => {
  it('answers a poll URL with a rich embed of the embedded poll page', async () => {
    const url = `${ORIGIN}/th/v2/poll/${thPortal.poll.urlPath}`;
    const { status, headers, body } = await oembed(q(url));
    expect(status).toBe(200);
    expect(headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(body).toMatchObject({ version: '1.0', type: 'rich', title: thPortal.poll.question, width: 560, provider_name: 'ข่าววันนี้', provider_url: `${ORIGIN}/th/v2/tab` });
    expect(body.height).toBe(120 + 56 * thPortal.poll.options.length);
    expect(body.html).toContain(`<iframe src="${ORIGIN}/th/v2/embed/poll/${thPortal.poll.urlPath}"`);
    expect(body.html).toContain(`<script async src="${ORIGIN}/embed.js"></script>`);
  });

  it('answers a video article with its first video, sized to maxwidth and maxheight', async () => {
    const hash = articleHash('th', videoArticle.slug);
    const { status, body } = await oembed(q(`${ORIGIN}/th/v3/article/${hash}`, '&maxwidth=320&maxheight=200'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'rich', title: videoArticle.title, width: 320, height: 200 });
    expect(body.html).toContain(`src="${ORIGIN}/th/v2/embed/${hash}/v/0"`);
  });

  it('builds embed URLs on HOME_URL and accepts page URLs on it', async () => {
    const { status, body } = await oembed(q(`https://news.example/th/v2/poll/${thPortal.poll.urlPath}`), { HOME_URL: 'https://news.example/' });
    expect(status).toBe(200);
    expect(body.html).toContain(`<iframe src="https://news.example/th/v2/embed/poll/${thPortal.poll.urlPath}"`);
  });

  it('answers 404 for foreign, unknown or non-embeddable URLs', async () => {
    for (const url of [
      `https://evil.example/th/v2/poll/${thPortal.poll.urlPath}`,
      `${ORIGIN}/th/v2/poll/no-such-poll`,
      `${ORIGIN}/id/v2/poll/${thPortal.poll.urlPath}`,
      `${ORIGIN}/th/v2/quiz/abc123`,
      `${ORIGIN}/th/v2/article/${articleHash('th', plainArticle.slug)}`,
      `${ORIGIN}/th/v2/tab`,
      'not a url',
    ]) {
      const res = await oembed<{ statusCode: number }>(q(url));
      expect(res.status, url).toBe(404);
      expect(res.body.statusCode).toBe(404);
    }
  });

  it('answers 501 for a format other than json and 400 without url or with a bad size', async () => {
    const url = `${ORIGIN}/th/v2/poll/${thPortal.poll.urlPath}`;
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
