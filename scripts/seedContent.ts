// Loads the demo content into D1 and R2: publishers, articles, tab pages with modules and
// listings, tabs, images at every size and the two HLS streams. Upserts throughout: idempotent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  countArticles,
  recordSeedRun,
  seedRunState,
  deleteAllContent,
  replaceCommentListing,
  replaceEntityListing,
  replaceListing,
  replacePage,
  replaceTabs,
  upsertArticles,
  upsertEntities,
  upsertPoll,
  upsertPublishers,
} from '#functions/db/contentWrites.ts';
import type { ModuleInput } from '#functions/db/records.ts';
import type { ArticleInput } from '#functions/webapi/schemas/articles.ts';
import { hasMediaObject, imageKey, putMediaObject, videoKey } from '#functions/db/media.ts';
import { setBroadcastStatus } from '#functions/db/live.ts';
import { imageUrl } from '#/domain/article/imageUrl.ts';
import type { ArticleMedia } from '#functions/webapi/schemas/content.ts';
import { COUNTRY_CODES, MARKETS, type CountryCode } from '#/markets.ts';
import { loadSeedMarket, type LoadedMarket, type SeedArticleInTab } from './loadSeedContent.ts';
import { ROOT } from './projectRoot.ts';
import { logoSvg, renderSizes, sceneSvg } from './seedImages.ts';
import { SEED_COUNTRIES, SEED_VARIANTS, type SeedCountry } from './seedSchema.ts';
import { articleHash, categoryId, imageHash, publisherId, stableHash, videoHash } from './seedIds.ts';
import { checkArticlePolls, loadSeedPortal, type SeedPortal } from './seedPortal.ts';
import { allQuizImageKeys, loadSeedQuizzes, seedMarketQuizzes, type SeedQuiz } from './seedQuizzes.ts';
import { loadSeedProfiles, portraitSvg, profileImageJobs, seedMarketProfiles, type SeedProfile } from './seedProfiles.ts';
import { loadSeedSpecials, seedMarketSpecials } from './seedSpecials.ts';
import { loadSeedFamily, seedMarketFamily } from './seedFamily.ts';
import { loadSeedAds, seedMarketAds } from './seedAds.ts';
import { checkDramaCast, dramaListId, seedMarketDramas } from './seedDramas.ts';
import { checkMovieCast, movieSchedule, movieTabListingId, seedMarketMovies, seriesListingId } from './seedMovies.ts';
import { loadSeedCinemas, seedMarketCinemas } from './seedCinemas.ts';
import { loadSeedMeritDate, seedMarketMeritDates } from './seedMeritDates.ts';
import { fortunePortalModules, seedMarketFortune } from './seedFortune.ts';
import { loadSeedWeather, seedMarketWeather } from './seedWeather.ts';
import { loadSeedLottery, seedMarketLottery } from './seedLottery.ts';
import { candidateImageJobs, loadSeedElections, seedMarketElections, type SeedElections } from './seedElections.ts';
import { loadSeedSearches, seedMarketSearches } from './seedSearches.ts';

/** The market-wide archive is long enough for load-more (200+ items, content-spec §4). */
export const ARCHIVE_LENGTH = 240;
/** The n-th demo poll of a market (the first is the front tab's). */
export const pollIdOf = (country: CountryCode, n = 0) => 1000 + n * 100 + COUNTRY_CODES.indexOf(country);
const posterKey = (kind: 'drama' | 'movie', slug: string) => `poster-${kind}-${slug}`;
const BANNER_KEY = 'portal-banner';


const STREAM_META = { duration: 4, width: 1280, height: 720, renditions: ['270p', '360p', '720p'] as const };
interface SeedOptions {
  /** Delete every content record first. */
  reset?: boolean;
  /** Write images and streams to R2 (tests of the API alone skip it). */
  media?: boolean;
  /** Stop when the database already holds articles. */
  ifEmpty?: boolean;
  log?: (line: string) => void;
  /** Reference time for publish times ("hoursAgo"). */
  now?: number;
  /** Only these source markets (and their variants); all by default. */
  countries?: readonly SeedCountry[];
}

interface SeedSummary {
  skipped: boolean;
  markets: Record<string, number>;
  images: number;
}

export async function putImageSizes(bucket: R2Bucket, hash: string, svg: string, force: boolean): Promise<boolean> {
  if (!force && (await hasMediaObject(bucket, imageKey(hash, 'f300x600')))) return false;
  for (const { size, body } of await renderSizes(svg)) await putMediaObject(bucket, imageKey(hash, size), body, 'image/jpeg');
  return true;
}

export async function putStreams(bucket: R2Bucket, force: boolean): Promise<void> {
  for (const stream of ['stream-a', 'stream-b']) {
    const dir = join(ROOT, 'seed', 'media', 'hls', stream);
    const hash = videoHash(stream);
    if (!force && (await hasMediaObject(bucket, videoKey(hash, 'master.m3u8')))) continue;
    for (const file of readdirSync(dir)) {
      const type = file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
      await putMediaObject(bucket, videoKey(hash, file), readFileSync(join(dir, file)), type);
    }
  }
}

function articleWrite(
  country: CountryCode,
  source: LoadedMarket,
  a: SeedArticleInTab,
  mediaBase: string,
  now: number,
): ArticleInput {
  const hashOf = (key: string) => imageHash(source.country, key);
  const body = a.body.replace(/<img\s+src="img:([a-z0-9-]+)"/g, (_m, key: string) => {
    const hash = hashOf(key);
    return `<img src="${imageUrl(mediaBase, hash, 'w644')}" data-hashid="${hash}"`;
  });
  const media: ArticleMedia | null = a.video
    ? { type: 'HLS', hash: videoHash(a.video), ...STREAM_META, renditions: [...STREAM_META.renditions] }
    : a.contentType === 'ALBUM'
      ? { type: 'GALLERY', items: a.images.map((img) => ({ hash: hashOf(img.key), caption: img.caption, alt: img.alt })) }
      : a.externalUrl
        ? { type: 'EXTERNAL', url: a.externalUrl }
        : a.poll
          ? { type: 'POLL', urlPath: a.poll }
          : null;
  const publishTime = Math.round(now - a.hoursAgo * 3_600_000);
  return {
    hash: articleHash(country, a.slug),
    country,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    bodyHtml: body,
    author: a.author,
    publisherId: publisherId(country, a.publisherId),
    category: a.category,
    categoryId: categoryId(a.category),
    contentType: a.contentType,
    subType: a.subType,
    ageLimit: a.ageLimit,
    thumbnailType: a.video ? 'VIDEO' : 'IMAGE',
    thumbnailHash: hashOf(a.images[0]!.key),
    media,
    tags: a.tags,
    ...seedBadge(a),
    publishTime,
    updateTime: publishTime,
  };
}


async function seedMarket(env: Env, country: CountryCode, source: LoadedMarket, portal: SeedPortal, now: number): Promise<number> {
  const db = env.DB;
  const mediaBase = env.MEDIA_BASE || '/media';
  await upsertPublishers(
    db,
    source.publishers.map((p) => ({
      id: publisherId(country, p.id),
      country,
      name: p.name,
      description: p.description,
      logoHash: imageHash(source.country, `logo-${p.id}`),
    })),
    now,
  );
  const writes = source.articles.map((a) => articleWrite(country, source, a, mediaBase, now));
  const ids = await upsertArticles(db, writes);
  // The demo live broadcasts are over: their recordings play as replays.
  for (const [i, w] of writes.entries()) if (w.contentType === 'LIVE') await setBroadcastStatus(db, ids[i]!, 'ARCHIVED', now);
  const idBySlug = new Map(source.articles.map((a, i) => [a.slug, ids[i]!]));
  const byTab = new Map<string, { id: number; publishTime: number }[]>();
  source.articles.forEach((a, i) => {
    const list = byTab.get(a.tab) ?? [];
    list.push({ id: ids[i]!, publishTime: writes[i]!.publishTime });
    byTab.set(a.tab, list);
  });
  const newest = (list: { id: number; publishTime: number }[]) =>
    [...list].sort((x, y) => y.publishTime - x.publishTime).map((x) => x.id);
  const all = newest(writes.map((w, i) => ({ id: ids[i]!, publishTime: w.publishTime })));
  const curated = (id: string, title: string, articleIds: number[], source = 'CURATED') =>
    replaceListing(db, { id, country, title, type: source, source, shuffle: false, articleIds }, now);

  const latestId = `${country}-latest`;
  await curated(latestId, '', all, 'LATEST');
  // The market-wide archive: the newest stories first, then earlier editions' picks, 240 items long.
  const archiveId = `${country}-archive`;
  await curated(archiveId, portal.titles.latest, Array.from({ length: ARCHIVE_LENGTH }, (_, i) => all[i % all.length]!), 'LATEST');
  for (const tab of source.tabs) await curated(`${country}-${tab.urlPath}`, tab.name, newest(byTab.get(tab.urlPath) ?? []));

  // A publisher's own picks, the most used tag, and a shuffled mix for the carousel.
  const counts = new Map<string, number>();
  for (const a of source.articles) counts.set(a.publisherId, (counts.get(a.publisherId) ?? 0) + 1);
  const topPublisher = source.publishers.find((p) => p.id === [...counts].sort((x, y) => y[1] - x[1])[0]![0])!;
  const pcpId = `${country}-cp-${topPublisher.id}`;
  await curated(pcpId, topPublisher.name, newest(source.articles.flatMap((a, i) => (a.publisherId === topPublisher.id ? [{ id: ids[i]!, publishTime: writes[i]!.publishTime }] : []))));
  const tagCounts = new Map<string, number>();
  for (const a of source.articles) for (const t of a.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  const topTag = [...tagCounts].sort((x, y) => y[1] - x[1])[0]![0];
  const tagListingId = `${country}-tag-${stableHash('', topTag, 6)}`;
  await replaceListing(db, {
    id: tagListingId, country, title: `#${topTag}`, type: 'TAG', source: 'TAG', shuffle: false,
    articleIds: newest(source.articles.flatMap((a, i) => (a.tags.includes(topTag) ? [{ id: ids[i]!, publishTime: writes[i]!.publishTime }] : []))),
  }, now);
  // Tabs by position: 1 feeds the ranking, 3 the carousel, 4 the showcase, 2 and 5+ thumbnail lists.
  const [, rankTab, , carouselTab, showcaseTab] = source.tabs;
  const carouselId = `${country}-carousel`;
  await replaceListing(db, { id: carouselId, country, title: portal.titles.carousel, type: 'CURATED', source: 'CURATED', shuffle: true, articleIds: newest(byTab.get(carouselTab!.urlPath) ?? []) }, now);

  // Entities: dramas, movies and the market's publishers as followable content providers.
  const poster = (kind: 'drama' | 'movie', slug: string) => imageHash(source.country, posterKey(kind, slug));
  await upsertEntities(db, [
    ...portal.dramas.map((d) => ({ country, entityType: 'DRAMA' as const, entityId: d.slug, urlPath: d.slug, title: d.title, subtitle: d.subtitle, imageHash: poster('drama', d.slug), score: d.score, rating: null })),
    ...portal.movies.map((m) => ({ country, entityType: 'MOVIE' as const, entityId: m.slug, urlPath: m.slug, title: m.title, subtitle: m.subtitle, imageHash: poster('movie', m.slug), score: m.score, rating: m.rating })),
    ...source.publishers.map((p) => ({ country, entityType: 'CP' as const, entityId: publisherId(country, p.id), urlPath: publisherId(country, p.id), title: p.name, subtitle: p.description, imageHash: imageHash(source.country, `logo-${p.id}`), score: null, rating: null })),
  ], now);
  const entityListing = (id: string, title: string, type: 'DRAMA' | 'MOVIE' | 'CP', entityIds: string[]) =>
    replaceEntityListing(db, { id, country, title, type: 'ENTITY', source: 'ENTITY', shuffle: false, entities: entityIds.map((entityId) => ({ entityType: type, entityId })) }, now);
  const byScore = <T extends { score: number }>(list: T[]) => [...list].sort((a, b) => b.score - a.score);
  // Curated drama lists (/v2/drama/list/{urlPath}); the first is the portal's drama list module.
  for (const list of portal.dramaLists) await entityListing(dramaListId(country, list.slug), list.title, 'DRAMA', list.dramas);
  // The drama chart module shows the current chart edition (scripts/seedDramas.ts writes both editions).
  await entityListing(`${country}-drama-chart`, portal.titles.dramaChart, 'DRAMA', portal.dramaChart.current);
  // The movie chart module shows the current chart edition (scripts/seedMovies.ts writes both editions).
  await entityListing(`${country}-movie-chart`, portal.titles.movieChart, 'MOVIE', portal.movieChart.current);
  // The movie tab list (/v2/movie/{tab}/{urlPath}): a MOVIE_LIST page, a module per tab on its listing; series listings.
  const schedule = movieSchedule(country, portal.movies, now);
  const tabMovies = { incinemas: schedule.inCinemas, comingsoon: schedule.comingSoon, boxoffice: portal.moviePage.boxOffice };
  for (const [tab, ids] of Object.entries(tabMovies)) if (ids.length) await entityListing(movieTabListingId(country, tab), portal.moviePage.tabs[tab as keyof typeof tabMovies], 'MOVIE', ids);
  for (const series of portal.movieSeries) await entityListing(seriesListingId(country, series.slug), series.title, 'MOVIE', series.movies);
  await replacePage(db, {
    country, urlPath: portal.moviePage.urlPath, name: portal.moviePage.name, type: 'MOVIE_LIST', subType: 'MOVIE',
    share: { title: portal.moviePage.name, description: portal.moviePage.name, imageHash: null },
    modules: Object.entries(tabMovies).map(([tab, ids]) => ({
      type: 'movieTrendingChart' as const, title: portal.moviePage.tabs[tab as keyof typeof tabMovies], source: 'ENTITY', viewType: 'OTHER' as const, anchorId: tab,
      entityType: 'MOVIE', listings: ids.length ? [{ listingId: movieTabListingId(country, tab), itemLimit: 50 }] : [],
    })),
  }, now);
  await entityListing(`${country}-subscribed`, portal.titles.subscribed, 'CP', source.publishers.map((p) => publisherId(country, p.id)));
  await replaceCommentListing(db, {
    id: `${country}-trending-comments`, country, title: portal.titles.comments, type: 'TRENDING_COMMENT', source: 'TRENDING_COMMENT', shuffle: false,
    comments: portal.comments.map((c, i) => ({
      hash: stableHash('c', `${country}:${c.article}:${i}`, 12), country, articleId: idBySlug.get(c.article)!,
      author: c.author, body: c.body, likeCount: c.likes, createdTime: Math.round(now - (i + 1) * 1_800_000),
    })),
  }, now);
  const pollId = pollIdOf(country);
  for (const [n, poll] of portal.polls.entries()) {
    const { urlPath, question, options, maxChoices, endsInDays } = poll;
    await upsertPoll(db, { id: pollIdOf(country, n), country, urlPath, question, options, maxChoices, endTime: now + endsInDays * 86_400_000 }, now);
  }

  const lottery = loadSeedLottery(ROOT, country);
  const meritDate = loadSeedMeritDate(ROOT, country, source.country);
  const elections = loadSeedElections(ROOT, country);
  const pageIds: { name: string; pageId: number }[] = [];
  for (const [index, tab] of source.tabs.entries()) {
    const tabListing = `${country}-${tab.urlPath}`;
    const mod = (type: ModuleInput['type'], title: string, listingId: string | null, itemLimit: number, extra: Partial<ModuleInput> = {}): ModuleInput => ({
      type, title, source: 'CURATED', viewType: 'OTHER', anchorId: null, listings: listingId ? [{ listingId, itemLimit }] : [], ...extra,
    });
    const modules: ModuleInput[] = [mod('headline', '', tabListing, 3, { anchorId: 'headline' })];
    if (index === 0) {
      // The front page shows every module type of content-spec §3.
      const others = source.tabs.slice(1);
      modules.push(
        mod('breakingNewsListing', portal.titles.breaking, latestId, 6, { source: 'LATEST', anchorId: 'breaking' }),
        mod('carousel', portal.titles.carousel, carouselId, 6, { anchorId: 'carousel' }),
        mod('poll', portal.titles.poll, null, 0, { anchorId: 'poll', entityType: 'POLL', entityId: String(pollId) }),
        mod('showcase', portal.titles.showcase, `${country}-${showcaseTab!.urlPath}`, 5, { anchorId: 'showcase' }),
        mod('highlight', portal.titles.highlight, `${country}-${rankTab!.urlPath}`, 5, { anchorId: 'highlight' }),
        mod('image', '', null, 0, {
          anchorId: 'banner',
          props: { image: { hash: imageHash(source.country, BANNER_KEY), alt: portal.banner.alt, href: `/${country}/v2/tab/${portal.banner.tab}` } },
        }),
        mod('pcpCuration', portal.titles.pcp.replace('{publisher}', topPublisher.name), pcpId, 4, {
          anchorId: 'publisher', entityType: 'CP', entityId: publisherId(country, topPublisher.id),
        }),
        mod('tagListing', `#${topTag}`, tagListingId, 4, { source: 'TAG', anchorId: 'tag' }),
        mod('dramaList', portal.titles.dramaList, dramaListId(country, portal.dramaLists[0]!.slug), 6, { source: 'ENTITY', anchorId: 'dramas', entityType: 'DRAMA' }),
        mod('movieTrendingChart', portal.titles.movieChart, `${country}-movie-chart`, 5, { source: 'ENTITY', anchorId: 'movie-chart', entityType: 'MOVIE' }),
        mod('trendingComment', portal.titles.comments, `${country}-trending-comments`, 4, { source: 'TRENDING_COMMENT', anchorId: 'comments' }),
        mod('dramaTrendingChart', portal.titles.dramaChart, `${country}-drama-chart`, 5, { source: 'ENTITY', anchorId: 'drama-chart', entityType: 'DRAMA' }),
        mod('subscribedEntity', portal.titles.subscribed, `${country}-subscribed`, 8, { source: 'ENTITY', anchorId: 'subscribed', entityType: 'CP' }),
        ...others.filter((t) => t !== rankTab && t !== carouselTab && t !== showcaseTab).map((t) =>
          mod('thumbnailList', t.name, `${country}-${t.urlPath}`, 4, { viewType: 'LITE', anchorId: t.urlPath })),
        // Daily life, last before the endless river of the latest stories (load-more extends it, so it
        // stays the page's last module, and a module after it would never be reached), where the market
        // table has each vertical: the weather at the default location (scripts/seedWeather.ts), the
        // lottery results (scripts/seedLottery.ts), fortune and lucky colour (decision 0072), then the
        // auspicious dates (scripts/seedMeritDates.ts) and the latest election's count (decision 0081).
        ...(MARKETS[country].config.weather ? [mod('weather', loadSeedWeather(ROOT, country).moduleTitle, null, 0, { anchorId: 'weather' })] : []),
        ...(lottery ? [mod('lottery', lottery.module.title, null, 0, { anchorId: 'lottery' })] : []),
        ...fortunePortalModules(country, ROOT, source.country),
        ...(meritDate ? [mod('meritDate', meritDate.moduleTitle, null, 0, { anchorId: 'merit-date' })] : []),
        ...(elections ? [mod('election', elections.module.title, null, 0, { anchorId: 'election' })] : []),
        mod('grid', portal.titles.latest, archiveId, 20, { source: 'LATEST', anchorId: 'latest' }),
      );
    } else {
      modules.push(mod('grid', portal.titles.more.replace('{tab}', tab.name), tabListing, 20, { anchorId: 'more' }));
    }
    const pageId = await replacePage(
      db,
      { country, urlPath: tab.urlPath, name: tab.name, type: 'GENERAL', subType: 'TABS', share: { title: tab.name, description: tab.name, imageHash: null }, modules },
      now,
    );
    pageIds.push({ name: tab.name, pageId });
  }
  await replaceTabs(db, country, '*', pageIds);
  return writes.length;
}

/** Demo badges, derived so every type appears: ads are AD_ARTICLE, fresh stories BREAKING_NEWS or NEW. */
function seedBadge(a: SeedArticleInTab): Pick<ArticleInput, 'badge' | 'badgeLabel'> {
  if (a.subType === 'ADVERTORIAL') return { badge: 'AD_ARTICLE', badgeLabel: null };
  if (a.hoursAgo < 1) return { badge: 'BREAKING_NEWS', badgeLabel: null };
  if (a.contentType === 'ALBUM') return { badge: 'EXCLUSIVE', badgeLabel: null };
  if (a.video === 'stream-a') return { badge: 'POP', badgeLabel: null };
  if (a.hoursAgo < 3) return { badge: 'NEW', badgeLabel: null };
  const n = a.slug.length % 11;
  if (n === 3) return { badge: 'HOT', badgeLabel: null };
  if (n === 7) return { badge: 'CUSTOM', badgeLabel: a.tags[0] ?? null };
  return { badge: null, badgeLabel: null };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function seedMedia(env: Env, markets: (LoadedMarket & { portal: SeedPortal; quizzes: SeedQuiz[]; profiles: SeedProfile[]; elections: SeedElections | null })[], force: boolean, log: (l: string) => void): Promise<number> {
  const jobs = markets.flatMap((m) => [
    { hash: imageHash(m.country, BANNER_KEY), svg: () => sceneSvg(`${m.country}:${BANNER_KEY}`) },
    ...m.portal.dramas.map((d) => ({ hash: imageHash(m.country, posterKey('drama', d.slug)), svg: () => sceneSvg(`${m.country}:drama:${d.slug}`) })),
    ...m.portal.movies.map((d) => ({ hash: imageHash(m.country, posterKey('movie', d.slug)), svg: () => sceneSvg(`${m.country}:movie:${d.slug}`) })),
    ...profileImageJobs(m.country, m.profiles),
    ...candidateImageJobs(m.country, m.elections, portraitSvg),
    ...allQuizImageKeys(m.quizzes).map((key) => ({ hash: imageHash(m.country, key), svg: () => sceneSvg(`${m.country}:${key}`) })),
    ...m.publishers.map((p) => ({ hash: imageHash(m.country, `logo-${p.id}`), svg: () => logoSvg(p.color, p.logoText) })),
    ...m.articles.flatMap((a) =>
      a.images.map((img) => ({ hash: imageHash(m.country, img.key), svg: () => sceneSvg(`${m.country}:${img.key}`) })),
    ),
  ]);
  let written = 0;
  await inPool(jobs, 8, async (job) => {
    if (await putImageSizes(env.MEDIA, job.hash, job.svg(), force)) written++;
  });
  await putStreams(env.MEDIA, force);
  log(`media: ${written} of ${jobs.length} images rendered, streams stored`);
  return written;
}

function loadMarkets(countries: readonly SeedCountry[]) {
  return new Map(
    countries.map((c) => {
      const market = loadSeedMarket(ROOT, c);
      const portal = loadSeedPortal(ROOT, c, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
      checkArticlePolls(c, market.articles, portal);
      const profiles = loadSeedProfiles(ROOT, c, new Set(market.articles.map((a) => a.slug)));
      checkDramaCast(c, portal.dramas, profiles);
      checkMovieCast(c, portal.movies, profiles);
      return [c, { ...market, portal, quizzes: loadSeedQuizzes(ROOT, c), profiles, specials: loadSeedSpecials(ROOT, c, market), family: loadSeedFamily(ROOT, c), cinemas: loadSeedCinemas(ROOT, c), elections: loadSeedElections(ROOT, c), ads: loadSeedAds(ROOT, c) }] as const;
    }),
  );
}

/** Only the images and streams of these source markets (their variants share them), into R2. */
export async function seedContentMedia(env: Env, countries: readonly SeedCountry[], log: (line: string) => void = () => {}): Promise<number> {
  return seedMedia(env, [...loadMarkets(countries).values()], false, log);
}

export async function seedContent(env: Env, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now();
  // A load that was interrupted (state 'running') is resumed: every write is an upsert.
  if (options.ifEmpty && (await countArticles(env.DB)) > 0 && (await seedRunState(env.DB)) !== 'running') {
    log('database already holds content: seed skipped');
    return { skipped: true, markets: {}, images: 0 };
  }
  await recordSeedRun(env.DB, 'running', now);
  const loaded = loadMarkets(options.countries ?? SEED_COUNTRIES);
  if (options.reset) await deleteAllContent(env.DB);
  const markets: Record<string, number> = {};
  for (const [country, source] of loaded) markets[country] = await seedMarket(env, country, source, source.portal, now);
  for (const [variant, parent] of Object.entries(SEED_VARIANTS)) {
    if (!loaded.has(parent)) continue;
    markets[variant] = await seedMarket(env, variant as CountryCode, loaded.get(parent)!, loaded.get(parent)!.portal, now);
  }
  for (const country of Object.keys(markets)) {
    await seedMarketQuizzes(env.DB, country, loaded.get((SEED_VARIANTS as Record<string, SeedCountry>)[country] ?? (country as SeedCountry))!, now);
    const source = (SEED_VARIANTS as Record<string, SeedCountry>)[country] ?? (country as SeedCountry);
    await seedMarketProfiles(env.DB, country, source, loaded.get(source)!.profiles, now);
    await seedMarketDramas(env.DB, country as CountryCode, loaded.get(source)!.portal, loaded.get(source)!.profiles, now);
    await seedMarketMovies(env.DB, country as CountryCode, loaded.get(source)!.portal, loaded.get(source)!.profiles, now);
    await seedMarketSpecials(env.DB, country as CountryCode, (n) => pollIdOf(country as CountryCode, n), loaded.get(source)!, loaded.get(source)!.specials, now);
    await seedMarketFamily(env.DB, country as CountryCode, loaded.get(source)!.family, now);
    await seedMarketCinemas(env.DB, country as CountryCode, loaded.get(source)!.cinemas, loaded.get(source)!.portal.movies.map((m) => m.slug), now);
    await seedMarketMeritDates(env.DB, ROOT, country as CountryCode, source);
    await seedMarketFortune(env.DB, country as CountryCode, ROOT, source);
    await seedMarketWeather(env.DB, country as CountryCode, now);
    await seedMarketLottery(env.DB, country as CountryCode, now);
    await seedMarketElections(env.DB, country as CountryCode, MARKETS[country as CountryCode].elections ? loaded.get(source)!.elections : null, now);
    await seedMarketSearches(env.DB, country, loadSeedSearches(ROOT, source), now);
    await seedMarketAds(env.DB, country as CountryCode, loaded.get(source)!.ads, now);
  }
  log(`articles: ${Object.entries(markets).map(([c, n]) => `${c} ${n}`).join(', ')}`);
  const images = options.media === false ? 0 : await seedMedia(env, [...loaded.values()], Boolean(options.reset), log);
  await recordSeedRun(env.DB, 'done', Date.now());
  return { skipped: false, markets, images };
}
