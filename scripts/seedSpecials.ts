// Demo content of the generic, topic, interactive-video and playlist pages,
// seed/content/<country>/specials.json, in the market's language: an editors' special page (headline,
// grid and a poll), a TOPIC article with its topic page, an interactive-video story with chapters,
// and a playlist of the market's video stories. Stories are picked from the market's own tabs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { POLL_CONSENT_KEYS } from '#/domain/interactions/polls.ts';
import { replaceListing, replacePage, upsertArticles, upsertPoll } from '#functions/db/contentWrites.ts';
import { upsertInteractiveVideo } from '#functions/db/interactiveVideos.ts';
import { replacePlaylist } from '#functions/db/playlists.ts';
import { setTopicUrl } from '#functions/db/topics.ts';
import type { Database } from '#functions/db/database.ts';
import type { ArticleInput } from '#functions/webapi/schemas/articles.ts';
import type { CountryCode } from '#/markets.ts';
import type { LoadedMarket } from './loadSeedContent.ts';
import { articleHash, categoryId, imageHash, publisherId, videoHash } from './seedIds.ts';
import type { SeedCountry } from './seedSchema.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(80);
const title = z.string().min(1).max(60);

const storySchema = z.object({
  slug,
  title: z.string().min(4).max(140),
  summary: z.string().min(10).max(400),
  body: z.string().min(80),
  author: z.string().min(1).max(60),
  publisherId: slug,
  /** The tab whose stories the piece draws on (a topic shows its first picture). */
  tab: slug,
  tags: z.array(z.string().min(1).max(30)).min(1).max(8),
  hoursAgo: z.number().min(0.1).max(24 * 30),
});

const seedSpecialsSchema = z.object({
  special: z.object({
    urlPath: slug,
    name: title,
    description: z.string().min(10).max(200),
    headline: title,
    grid: title,
    poll: z.object({
      urlPath: slug, title, question: z.string().min(5).max(200), options: z.array(z.string().min(1).max(60)).min(2).max(6),
      /** The consents the poll asks of its voters (content-spec §7 poll consent). */
      consentOptions: z.array(z.enum(POLL_CONSENT_KEYS)).max(3).default([]),
    }),
  }),
  topic: z.object({ pageUrlPath: slug, pageName: title, headline: title, more: title, article: storySchema }),
  ive: z.object({
    urlPath: slug,
    article: storySchema,
    chapters: z.array(z.object({ title, start: z.number().min(0).max(3.5) })).min(2).max(8),
  }),
  playlist: z.object({ id: slug, title }),
});

export type SeedSpecials = z.infer<typeof seedSpecialsSchema>;

/** The special page's poll: the n-th demo poll slot of the market, after the portal's. */
export const SPECIAL_POLL_SLOT = 8;
export const playlistIdOf = (country: string, specials: SeedSpecials) => `${country}-${specials.playlist.id}`;

/** The two stories the specials add to a market (topic, interactive video), as tests count stories. */
export function specialStories(specials: SeedSpecials) {
  return [
    { ...specials.topic.article, contentType: 'TOPIC' as const, video: undefined },
    { ...specials.ive.article, contentType: 'VIDEOHUB' as const, video: 'stream-a' as const },
  ];
}

export function loadSeedSpecials(root: string, country: SeedCountry, market: LoadedMarket): SeedSpecials {
  const file = join(root, 'seed', 'content', country, 'specials.json');
  const parsed = seedSpecialsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  const tabs = new Set(market.tabs.map((t) => t.urlPath));
  const publishers = new Set(market.publishers.map((p) => p.id));
  const problems = [parsed.data.topic.article, parsed.data.ive.article].flatMap((a) => [
    ...(tabs.has(a.tab) ? [] : [`${a.slug}: unknown tab ${a.tab}`]),
    ...(publishers.has(a.publisherId) ? [] : [`${a.slug}: unknown publisher ${a.publisherId}`]),
    ...(market.articles.some((m) => m.slug === a.slug) ? [`${a.slug}: slug already used by a tab's article`] : []),
  ]);
  if (problems.length) throw new Error(problems.map((p) => `${file}: ${p}`).join('\n'));
  return parsed.data;
}

async function idsByHash(db: Database, country: string, hashes: string[]): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT a.id, a.hash FROM json_each(?1) h JOIN articles a ON a.hash = h.value AND a.country = ?2 ORDER BY h.key')
    .bind(JSON.stringify(hashes), country)
    .all<{ id: number; hash: string }>();
  return results.map((r) => r.id);
}

export async function seedMarketSpecials(
  db: Database,
  country: CountryCode,
  pollId: (n: number) => number,
  source: LoadedMarket,
  specials: SeedSpecials,
  now: number,
): Promise<void> {
  const firstOfTab = (tab: string) => source.articles.find((a) => a.tab === tab)!;
  // The interactive story retells the market's video highlights: their stream, picture and category.
  const highlights = source.articles.find((a) => a.video === 'stream-a')!;
  const story = (s: SeedSpecials['topic']['article'], contentType: 'TOPIC' | 'VIDEOHUB'): ArticleInput => {
    const lead = contentType === 'VIDEOHUB' ? highlights : firstOfTab(s.tab);
    const publishTime = Math.round(now - s.hoursAgo * 3_600_000);
    const video = contentType === 'VIDEOHUB';
    return {
      hash: articleHash(country, s.slug), country, slug: s.slug, title: s.title, summary: s.summary, bodyHtml: s.body, author: s.author,
      publisherId: publisherId(country, s.publisherId), category: lead.category, categoryId: categoryId(lead.category), contentType,
      subType: 'GENERAL', ageLimit: 0, thumbnailType: video ? 'VIDEO' : 'IMAGE', thumbnailHash: imageHash(source.country, lead.images[0]!.key),
      media: video ? { type: 'HLS', hash: videoHash('stream-a'), duration: 4, width: 1280, height: 720, renditions: ['270p', '360p', '720p'] } : null,
      tags: s.tags, badge: null, badgeLabel: null, publishTime, updateTime: publishTime,
    };
  };
  const [topicId, iveId] = await upsertArticles(db, [story(specials.topic.article, 'TOPIC'), story(specials.ive.article, 'VIDEOHUB')]);

  // The editors' special: the lead story of every tab, the latest stories, and a poll of its own.
  const { special } = specials;
  const picksId = `${country}-special-picks`;
  const picks = await idsByHash(db, country, source.tabs.map((t) => articleHash(country, firstOfTab(t.urlPath).slug)));
  await replaceListing(db, { id: picksId, country, title: special.headline, type: 'CURATED', source: 'CURATED', shuffle: false, articleIds: picks }, now);
  const specialPoll = pollId(SPECIAL_POLL_SLOT);
  await upsertPoll(db, { id: specialPoll, country, urlPath: special.poll.urlPath, question: special.poll.question, options: special.poll.options, maxChoices: 1, endTime: now + 30 * 86_400_000, consentOptions: special.poll.consentOptions }, now);
  const mod = (type: 'headline' | 'grid' | 'poll' | 'thumbnailList', moduleTitle: string, anchorId: string, listingId: string | null, itemLimit: number, extra = {}) => ({
    type, title: moduleTitle, source: 'CURATED', viewType: 'OTHER' as const, anchorId, listings: listingId ? [{ listingId, itemLimit }] : [], ...extra,
  });
  await replacePage(db, {
    country, urlPath: special.urlPath, name: special.name, type: 'GENERAL', subType: null,
    share: { title: special.name, description: special.description, imageHash: null },
    modules: [
      mod('headline', special.headline, 'picks', picksId, 3),
      mod('poll', special.poll.title, 'poll', null, 0, { entityType: 'POLL', entityId: String(specialPoll) }),
      mod('grid', special.grid, 'latest', `${country}-latest`, 12, { source: 'LATEST' }),
    ],
  }, now);

  // The topic: its page (the stories of its tab) and the article that points at it.
  const { topic } = specials;
  const tabListing = `${country}-${topic.article.tab}`;
  await replacePage(db, {
    country, urlPath: topic.pageUrlPath, name: topic.pageName, type: 'TOPIC', subType: null,
    share: { title: topic.pageName, description: topic.article.summary, imageHash: null },
    modules: [mod('headline', topic.headline, 'topic-headline', tabListing, 3), mod('thumbnailList', topic.more, 'topic-more', tabListing, 6)],
  }, now);
  await setTopicUrl(db, topicId!, topic.pageUrlPath);

  await upsertInteractiveVideo(db, { country, urlPath: specials.ive.urlPath, articleId: iveId!, chapters: specials.ive.chapters }, now);

  // The playlist: the market's video stories, the interactive one among them.
  const videos = source.articles.filter((a) => a.video).sort((a, b) => (a.contentType === 'LIVE' ? 1 : 0) - (b.contentType === 'LIVE' ? 1 : 0));
  const videoIds = await idsByHash(db, country, videos.map((a) => articleHash(country, a.slug)));
  await replacePlaylist(db, { id: playlistIdOf(country, specials), country, title: specials.playlist.title, articleIds: [videoIds[0]!, iveId!, ...videoIds.slice(1)] }, now);
}
