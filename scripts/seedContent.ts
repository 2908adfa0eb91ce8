// Loads the demo content into D1 and R2: publishers, articles, tab pages with modules and
// listings, tabs, images at every size and the two HLS streams. Upserts throughout: idempotent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  countArticles,
  deleteAllContent,
  replaceListing,
  replacePage,
  replaceTabs,
  upsertArticles,
  upsertPublishers,
  type ArticleWrite,
  type ModuleWrite,
} from '../functions/db/contentWrites.ts';
import { hasMediaObject, imageKey, putMediaObject, videoKey } from '../functions/db/media.ts';
import { imageUrl } from '../src/domain/imageUrl.ts';
import { sanitizeArticleHtml } from '../src/domain/sanitize.ts';
import type { ArticleMedia } from '../src/domain/webapiTypes.ts';
import type { CountryCode } from '../src/markets.ts';
import { loadSeedMarket, type LoadedMarket, type SeedArticleInTab } from './loadSeedContent.ts';
import { ROOT } from './localPlatform.ts';
import { logoSvg, renderSizes, sceneSvg } from './seedImages.ts';
import { SEED_COUNTRIES, type SeedCountry } from './seedSchema.ts';
import { articleHash, categoryId, imageHash, publisherId, videoHash } from './seedIds.ts';


/** Variant editions carry their parent market's demo content. */
export const SEED_VARIANTS: Readonly<Record<Exclude<CountryCode, SeedCountry>, SeedCountry>> = {
  ecid: 'id',
  ecth: 'th',
  ectw: 'tw',
  spot: 'tw',
  gcp: 'tw',
};

const STREAM_META = { duration: 4, width: 1280, height: 720, renditions: ['270p', '360p', '720p'] as const };
export interface SeedOptions {
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

export interface SeedSummary {
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
): ArticleWrite {
  const hashOf = (key: string) => imageHash(source.country, key);
  const body = a.body.replace(/<img\s+src="img:([a-z0-9-]+)"/g, (_m, key: string) => {
    const hash = hashOf(key);
    return `<img src="${imageUrl(mediaBase, hash, 'w644')}" data-hashid="${hash}"`;
  });
  const media: ArticleMedia | null = a.video
    ? { type: 'HLS', hash: videoHash(a.video), ...STREAM_META, renditions: [...STREAM_META.renditions] }
    : a.contentType === 'ALBUM'
      ? { type: 'GALLERY', items: a.images.map((img) => ({ hash: hashOf(img.key), caption: img.caption, alt: img.alt })) }
      : null;
  const publishTime = Math.round(now - a.hoursAgo * 3_600_000);
  return {
    hash: articleHash(country, a.slug),
    country,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    bodyHtml: sanitizeArticleHtml(body),
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


async function seedMarket(env: Env, country: CountryCode, source: LoadedMarket, now: number): Promise<number> {
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
  const byTab = new Map<string, { id: number; publishTime: number }[]>();
  source.articles.forEach((a, i) => {
    const list = byTab.get(a.tab) ?? [];
    list.push({ id: ids[i]!, publishTime: writes[i]!.publishTime });
    byTab.set(a.tab, list);
  });
  const newest = (list: { id: number; publishTime: number }[]) =>
    [...list].sort((x, y) => y.publishTime - x.publishTime).map((x) => x.id);

  const latestId = `${country}-latest`;
  await replaceListing(
    db,
    { id: latestId, country, title: '', type: 'LATEST', source: 'LATEST', shuffle: false, articleIds: newest(writes.map((w, i) => ({ id: ids[i]!, publishTime: w.publishTime }))) },
    now,
  );

  const pageIds: { name: string; pageId: number }[] = [];
  // Every tab's listing first: the front page's modules point at the other tabs' listings.
  for (const tab of source.tabs) {
    const ordered = newest(byTab.get(tab.urlPath) ?? []);
    await replaceListing(db, { id: `${country}-${tab.urlPath}`, country, title: tab.name, type: 'CURATED', source: 'CURATED', shuffle: false, articleIds: ordered }, now);
  }
  for (const [index, tab] of source.tabs.entries()) {
    const tabListing = `${country}-${tab.urlPath}`;
    const modules: ModuleWrite[] = [
      { type: 'headline', title: '', source: 'CURATED', viewType: 'OTHER', anchorId: 'headline', listings: [{ listingId: tabListing, itemLimit: 3 }] },
    ];
    if (index === 0) {
      modules.push({ type: 'grid', title: '', source: 'LATEST', viewType: 'OTHER', anchorId: 'latest', listings: [{ listingId: latestId, itemLimit: 12 }] });
      for (const other of source.tabs.slice(1)) {
        modules.push({ type: 'thumbnailList', title: other.name, source: 'CURATED', viewType: 'LITE', anchorId: other.urlPath, listings: [{ listingId: `${country}-${other.urlPath}`, itemLimit: 4 }] });
      }
    } else {
      modules.push({ type: 'grid', title: tab.name, source: 'CURATED', viewType: 'OTHER', anchorId: 'more', listings: [{ listingId: tabListing, itemLimit: 20 }] });
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
function seedBadge(a: SeedArticleInTab): Pick<ArticleWrite, 'badge' | 'badgeLabel'> {
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

async function seedMedia(env: Env, markets: LoadedMarket[], force: boolean, log: (l: string) => void): Promise<number> {
  const jobs = markets.flatMap((m) => [
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

export async function seedContent(env: Env, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now();
  if (options.ifEmpty && (await countArticles(env.DB)) > 0) {
    log('database already holds content: seed skipped');
    return { skipped: true, markets: {}, images: 0 };
  }
  const loaded = new Map((options.countries ?? SEED_COUNTRIES).map((c) => [c, loadSeedMarket(ROOT, c)] as const));
  if (options.reset) await deleteAllContent(env.DB);
  const markets: Record<string, number> = {};
  for (const [country, source] of loaded) markets[country] = await seedMarket(env, country, source, now);
  for (const [variant, parent] of Object.entries(SEED_VARIANTS)) {
    if (!loaded.has(parent)) continue;
    markets[variant] = await seedMarket(env, variant as CountryCode, loaded.get(parent)!, now);
  }
  log(`articles: ${Object.entries(markets).map(([c, n]) => `${c} ${n}`).join(', ')}`);
  const images = options.media === false ? 0 : await seedMedia(env, [...loaded.values()], Boolean(options.reset), log);
  return { skipped: false, markets, images };
}
