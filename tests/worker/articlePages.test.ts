// The article page as the served worker renders it for a phone's browser: every content type of the
// seed with its crawler tags, badges, the share link and comment setting, the age limit's masks,
// preview mode, an album, a live broadcast's status and outside links in the body. What needs a
// browser (pictures that load or fail, a tap that reveals, the scripts a page loads, axe) is in
// tests/e2e/article.spec.ts and articleMedia.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { http, workerOrigin } from '../helpers/workerHttp.ts';
import { AGREED, jsonLdOf, one, textOf as text, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const hashOf = (slug: string) => articleHash('tw', slug);
const byType = (type: string) => tw.articles.find((a) => a.contentType === type && a.ageLimit === 0)!;
const SEED_TYPES = [...new Set(tw.articles.map((a) => a.contentType))];
const story = JSON.parse(readFileSync(join(ROOT, 'locales', 'zh_TW', 'article.json'), 'utf8')).story as { type: Record<string, string>; badge: Record<string, string> };

/** The user agent of the browser specs' phone (Playwright's Pixel 7): pages are rendered per device. */
const PHONE = { ...AGREED, 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36' };
const article = (slug: string) => workerPage(`/tw/v2/article/${hashOf(slug)}`, { headers: PHONE });


describe.each(SEED_TYPES)('a %s article', (type) => {
  it('names its title, publisher, author and type badge, with its crawler tags', async () => {
    const seed = byType(type);
    const hash = hashOf(seed.slug);
    const { status, $ } = await article(seed.slug);
    expect(status).toBe(200);
    expect(text(one($, 'h1'))).toBe(seed.title);
    const publisher = tw.publishers.find((p) => p.id === seed.publisherId)!;
    expect(text(one($, '.article__publisher'))).toBe(publisher.name);
    expect(text(one($, '.article__author'))).toContain(seed.author);
    expect(one($, 'article').attr('data-content-type')).toBe(type);
    if (type === 'GENERAL') expect($('[data-badge-kind="type"]')).toHaveLength(0);
    else expect(text(one($, '[data-badge-kind="type"]'))).toBe(story.type[type]);

    const canonical = `${workerOrigin()}/tw/v2/article/${hash}`;
    expect(one($, 'link[rel="canonical"]').attr('href')).toBe(canonical);
    expect(one($, 'link[rel="amphtml"]').attr('href')).toBe(canonical.replace('/article/', '/amp/article/'));
    expect(one($, 'meta[property="og:title"]').attr('content')).toBe(seed.title);
    expect(one($, 'meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');

    const ld = jsonLdOf($)!;
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: seed.title, author: [{ name: seed.author }] });
    expect(ld.image.length).toBeGreaterThan(0);
    expect(new Date(ld.datePublished).getTime()).not.toBeNaN();
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject' } });
  });
});

it('an advertorial carries its grey AD_ARTICLE badge; a story under an hour old its breaking-news badge', async () => {
  const ad = (await article(tw.articles.find((a) => a.subType === 'ADVERTORIAL')!.slug)).$;
  const badge = one(ad, '[data-badge="AD_ARTICLE"]');
  expect(text(badge)).toBe(story.badge.AD_ARTICLE);
  expect(badge.hasClass('article-badge--grey')).toBe(true);
  const fresh = (await article(tw.articles.find((a) => a.hoursAgo < 1 && a.subType !== 'ADVERTORIAL')!.slug)).$;
  expect(text(one(fresh, '[data-badge="BREAKING_NEWS"]'))).toBe(story.badge.BREAKING_NEWS);
});

it('the share link and comment setting follow content-spec §3', async () => {
  const seed = byType('GENERAL');
  const { $ } = await article(seed.slug);
  // The share button is an island woken on interaction: until then its field holds what the server wrote.
  expect(one($, '[data-share-url]').attr('value')).toBe(`${workerOrigin()}/tw/v2/article/${hashOf(seed.slug)}`);
  const setting = JSON.parse(one($, '#comment-setting').text() || '{}');
  const id = Number(one($, 'article').attr('data-article-id'));
  expect(setting).toEqual({ key: `ARTICLE_${id}`, country: 'TW', articleId: id, postId: id, categoryId: expect.stringMatching(/^\d+$/), postType: 'article', hash: hashOf(seed.slug) });
  expect(one($, 'article').attr('data-lite')).toBe('false');

  const spotHash = articleHash('spot', seed.slug);
  const spot = await workerPage(`/spot/v3/article/${spotHash}`, { headers: PHONE });
  expect(one(spot.$, '[data-share-url]').attr('value')).toBe(`${workerOrigin()}/spot/article/${spotHash}`);
});

// Its share picture (og:image) is the placeholder, which loads: tests/worker/linkPreviews.test.ts.
it("an age-limited article gives crawlers the placeholder picture and masks its own pictures", async () => {
  const { $ } = await article(tw.articles.find((a) => a.ageLimit === 18)!.slug);
  expect(jsonLdOf($)!.image).toEqual([expect.stringMatching(/\/meta\/age-limited\.png$/)]);
  const masked = $('[data-mask-label]').first();
  expect(masked.attr('data-restricted')).toBe('true');
  expect(masked.attr('data-mask-label')).toBe('18+ · 點擊顯示');
});

it('preview mode is marked, not indexed and not stored by caches', async () => {
  const path = `/preview/tw/v2/article/${hashOf(byType('GENERAL').slug)}`;
  const redirect = await http(path, { headers: PHONE, follow: false });
  expect(redirect.location).toContain('preview=1');
  const { headers, $ } = await workerPage(redirect.location!, { headers: PHONE });
  expect(headers.get('cache-control')).toBe('private, no-cache');
  // A paragraph of text in the article's head, no `hidden` on it or around it.
  expect(text(one($, '.article__preview'))).not.toBe('');
  expect($('.article__preview').closest('[hidden]')).toHaveLength(0);
  expect(one($, 'meta[name="robots"]').attr('content')).toBe('noindex');
  expect($('link[rel="amphtml"]')).toHaveLength(0);
});

it('an album shows all of its photos with captions', async () => {
  const album = tw.articles.find((a) => a.contentType === 'ALBUM')!;
  const { $ } = await article(album.slug);
  expect($('.gallery figure')).toHaveLength(album.images.length);
  expect($('.gallery img').first().attr('alt')).toBe(album.images[0]!.alt);
  expect(text($('.gallery figcaption').first())).toBe(album.images[0]!.caption);
});

it('a live article shows the status its broadcast has in the live status lookup, with its play button', async () => {
  const { $ } = await article(byType('LIVE').slug);
  expect(text(one($, '[data-broadcast-status="ARCHIVED"]'))).toBe('直播重播');
  // The poster's play button of the player tests/e2e/articleTypes.spec.ts presses on a trailer.
  const play = one($, '[data-video-play]');
  expect(play.closest('[hidden]')).toHaveLength(0);
});

it("in a browser another site's link in the body opens in a new tab, marked as an outside link", async () => {
  // Outside the messaging app no script touches links (src/browser/inAppLinks.ts loads there only).
  const { $ } = await article('typhoon-sea-warning-hualien-taitung-heavy-rain');
  const link = $('.article__body a[href^="https://www.cwa.gov.tw"]').first();
  expect(link.attr('data-link')).toBe('external');
  expect(link.attr('target')).toBe('_blank');
  expect(link.attr('rel')).toBe('noopener noreferrer');
});
