// Link previews as a messaging app or social network builds them: a real link-preview scraper
// (open-graph-scraper, on the HTML the served worker answers) reads one page of every type in each
// main market, and the preview must name the page itself — its title, its own address (og:url), a
// picture that loads, a description, the site's name — and, on articles, the author (bare, no "by"
// in any language), the publication date and the story's publisher. Age-limited stories preview the
// placeholder picture, never their own.
//
// open-graph-scraper reads the Open Graph and meta tags; the publisher and the author that previews
// also take from the page's JSON-LD (schema.org `publisher.name`, `author[].name`) it hands over as
// parsed objects without interpreting them, so `fromJsonLd` below reads those two from its result.
import ogs from 'open-graph-scraper';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '#/markets.ts';
import { tagFromHash } from '#/domain/content/tagHash.ts';
import { AGE_LIMIT_SHARE_IMAGE } from '#/domain/article/articlePage.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash, publisherId } from '../../scripts/seedIds.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { loadSeedQuizzes, quizHash } from '../../scripts/seedQuizzes.ts';
import { loadSeedSpecials } from '../../scripts/seedSpecials.ts';
import { http, workerOrigin } from '../helpers/workerHttp.ts';

interface Preview {
  title?: string;
  url?: string;
  description?: string;
  image?: string;
  /** The bare author of the meta tag (`<meta name="author">`). */
  author?: string;
  /** The author named by the page's JSON-LD. */
  jsonLdAuthor?: string;
  date?: string;
  /** The JSON-LD publisher's name where the page has one (articles), else the site's name (og:site_name). */
  publisher?: string;
  html: string;
}

/** The first value `pick` finds in the page's JSON-LD objects (and their @graph members). */
function fromJsonLd(objects: object[] | undefined, pick: (item: any) => unknown): string | undefined {
  const items = (objects ?? []).flatMap((o: any) => (Array.isArray(o?.['@graph']) ? o['@graph'] : [o]));
  for (const item of items) {
    const value = pick(item);
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

async function scrape(html: string): Promise<Preview> {
  const { error, result } = await ogs({ html });
  expect(error, 'open-graph-scraper parses the page').toBe(false);
  const firstAuthor = (item: any) => (Array.isArray(item?.author) ? item.author[0]?.name : item?.author?.name);
  return {
    title: result.ogTitle,
    url: result.ogUrl,
    description: result.ogDescription,
    image: result.ogImage?.[0]?.url,
    author: result.author,
    jsonLdAuthor: fromJsonLd(result.jsonLD, firstAuthor),
    date: result.articlePublishedTime,
    publisher: fromJsonLd(result.jsonLD, (item) => item?.publisher?.name) ?? result.ogSiteName,
    html,
  };
}
const AGREED = { cookie: 'agreementPassed=1' };
/** What a byline must not carry inside the author's name ("by" in the markets' languages). */
const BYLINE_WORD = /^(by|oleh|โดย|文\/|撰文)\s*|\s(by|oleh|โดย)\s/i;

interface PagePreview {
  path: string;
  /** Text the preview's title must contain (the page's own name), when the page has one. */
  title?: string;
  /** Who publishes it: the story's publisher for stories, the site for every other page. */
  publisher?: string;
}

describe.each(['tw', 'hk', 'id', 'th'] as const)('%s link previews', (country) => {
  const market = MARKETS[country];
  const seed = loadSeedMarket(ROOT, country);
  const specials = loadSeedSpecials(ROOT, country, seed);
  const profiles = loadSeedProfiles(ROOT, country, new Set(seed.articles.map((a) => a.slug)));
  const story = seed.articles.find((a) => a.ageLimit === 0 && !(a as { video?: string }).video)!;
  const limited = seed.articles.find((a) => a.ageLimit > 0);
  const publisher = seed.publishers.find((p) => p.id === story.publisherId)!;
  const profile = profiles[0]!;
  const nameOf = (source: string) => seed.publishers.find((p) => p.id === source)!.name;
  const quiz = loadSeedQuizzes(ROOT, country)[0]!;

  async function preview(path: string) {
    const page = await http(path, { headers: AGREED });
    expect(page.status, path).toBe(200);
    return scrape(page.text);
  }

  /**
   * The picture is an absolute address on this site. Test servers hold the demo records without
   * their media (tests/helpers/workerServer.ts), so a story's own picture is checked to be the one
   * the page shows; the site's own share pictures are fetched.
   */
  async function expectPicture(image: string | null | undefined, what: string, pageHtml?: string) {
    expect(image, `${what}: image`).toMatch(/^https?:\/\//);
    const { origin, pathname } = new URL(image!);
    expect(origin, what).toBe(workerOrigin());
    const media = pathname.match(/^\/media\/([A-Za-z0-9_-]+)\/w\d+$/);
    if (media) {
      expect(pageHtml, `${what}: the page shows the previewed picture`).toContain(`/media/${media[1]}/`);
      return;
    }
    // On a connection of its own, as every other request here (tests/helpers/workerHttp.ts).
    const picture = await http(image!);
    expect(picture.status, `${what}: ${image}`).toBe(200);
    expect(picture.headers.get('content-type'), `${what}: ${image}`).toMatch(/^image\//);
  }

  it('an article names its title, own address, picture, description, bare author, date and publisher', async () => {
    const path = `/${country}/v2/article/${articleHash(country, story.slug)}`;
    const meta = await preview(path);
    expect(meta.title).toBe(story.title);
    expect(meta.url).toBe(new URL(path, workerOrigin()).href);
    expect(meta.description).toBe(story.summary);
    await expectPicture(meta.image, path, meta.html);
    // The meta tag and the JSON-LD both name the author bare.
    for (const author of [meta.author, meta.jsonLdAuthor]) {
      expect(author).toBeTruthy();
      expect(author).not.toMatch(BYLINE_WORD);
      expect(story.author).toContain(author!);
    }
    expect(Number.isNaN(Date.parse(meta.date ?? ''))).toBe(false);
    expect(Math.abs(Date.now() - Date.parse(meta.date!))).toBeLessThan(31 * 24 * 3600 * 1000);
    // The publisher is the story's own, linked from the page to its publisher page.
    expect(meta.publisher).toBe(publisher.name);
    expect(meta.html).toContain(`/${country}/v2/publisher/${publisherId(country, publisher.id)}`);
  });

  it.runIf(limited !== undefined)('an age-limited story previews the placeholder picture, not its own', async () => {
    const meta = await preview(`/${country}/v2/article/${articleHash(country, limited!.slug)}`);
    expect(meta.image).toBe(new URL(AGE_LIMIT_SHARE_IMAGE, workerOrigin()).href);
    await expectPicture(meta.image, 'age-limited story');
  });

  it('every other page type names itself: title, own address, picture and description', async () => {
    const portal = await http(`/${country}/v2/tab`, { headers: AGREED });
    const linked = (pattern: RegExp) => {
      const found = portal.text.match(pattern)?.[0];
      expect(found, `the portal links a ${pattern}`).toBeTruthy();
      return found!;
    };
    const tagPath = linked(new RegExp(`/${country}/v2/tag/[A-Za-z0-9_-]+/all`));
    const pages: Record<string, PagePreview> = {
      // The portal's own address is its first tab's (the bare /v2/tab shows that tab).
      portal: { path: `/${country}/v2/tab/${seed.tabs[0]!.urlPath}` },
      poll: { path: linked(new RegExp(`/${country}/v2/poll/[A-Za-z0-9_-]+`)) },
      quiz: { path: `/${country}/v2/quiz/${quizHash(country, quiz.slug)}`, title: quiz.title },
      publisher: { path: `/${country}/v2/publisher/${publisherId(country, publisher.id)}`, title: publisher.name },
      tag: { path: tagPath, title: tagFromHash(tagPath.split('/')[4]!)! },
      profile: { path: `/${country}/v2/profile/${profileHash(country, profile.slug)}`, title: profile.name },
      'profile list': { path: `/${country}/v2/profile/list/${profileHash(country, profile.slug)}`, title: profile.name },
      'editors\u2019 page': { path: `/${country}/v2/page/${specials.special.urlPath}`, title: specials.special.name },
      topic: { path: `/${country}/v2/article/${articleHash(country, specials.topic.article.slug)}`, title: specials.topic.article.title, publisher: nameOf(specials.topic.article.publisherId) },
      'interactive video': { path: `/${country}/v2/ive/${specials.ive.urlPath}`, title: specials.ive.article.title },
      service: { path: `/${country}/v2/service/terms` },
      digest: { path: `/${country}/v2/oa/${publisherId(country, publisher.id)}/digest/weekly` },
      comments: { path: `/${country}/v2/comment/article/${articleHash(country, story.slug)}` },
      'find to follow': { path: `/${country}/v2/subscription/search` },
      notifications: { path: `/${country}/v2/notification` },
      'my page': { path: `/${country}/v2/mypage` },
      'text size': { path: `/${country}/v2/fontsize` },
    };
    const home = new URL(`/${country}/v2`, workerOrigin()).href;
    for (const [type, { path, title, publisher: by = market.siteName }] of Object.entries(pages)) {
      const meta = await preview(path);
      const what = `${type} ${path}`;
      expect(meta.title, what).toBeTruthy();
      if (title) expect(meta.title, what).toContain(title);
      // Its own address, never the market home in its place.
      expect(meta.url, what).toBe(new URL(path, workerOrigin()).href);
      if (type !== 'portal') expect(meta.url, what).not.toBe(home);
      expect(meta.description, what).toBeTruthy();
      expect(meta.publisher, what).toBe(by);
      await expectPicture(meta.image, what, meta.html);
    }
  }, 60_000);
});
