// Demo publisher feeds, seed/content/<country>/feeds.json: one feed per publisher of the market, each
// with stories of its own (not the demo articles) in the market's language, its format (RSS 2.0,
// Atom 1.0, JSON Feed 1.1) and the character encoding it is served in. scripts/demoFeeds.ts renders
// them; validated here, before anything is written, like the rest of the demo content.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FEED_ENCODINGS, unencodableCharacters } from './feedEncodings.ts';
import { SEED_COUNTRIES, type SeedCountry } from './seedSchema.ts';
import type { LoadedMarket } from './loadSeedContent.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(80);
const imageKey = z.string().regex(/^[a-z0-9-]{3,60}$/, 'image keys are lowercase ascii, digits and "-"');

/** The tags a feed story's body may use: the simple HTML publishers send. */
const BODY_TAGS: ReadonlySet<string> = new Set(['p', 'strong', 'a', 'img']);

export const FEED_DOCUMENT_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedDocumentFormat = (typeof FEED_DOCUMENT_FORMATS)[number];

export const seedFeedStorySchema = z.object({
  /** The item's GUID / id within its feed, stable across renders so a re-run never duplicates. */
  id: slug,
  title: z.string().min(4).max(140),
  summary: z.string().min(10).max(400),
  /** 2–4 paragraphs of p, strong, a (to the publisher's own site) and img (`img:<key>`). */
  body: z.string().min(120).max(6000),
  categories: z.array(z.string().min(1).max(30)).min(1).max(6),
  author: z.string().min(1).max(60),
  /** Published this long before the feed is rendered. */
  hoursAgo: z.number().min(0.1).max(24 * 7),
  image: z.object({ key: imageKey, alt: z.string().min(1).max(200) }),
});

const seedFeedSchema = z
  .object({
    publisherId: slug,
    format: z.enum(FEED_DOCUMENT_FORMATS),
    encoding: z.enum(FEED_ENCODINGS),
    /** The tab the feed's stories go to by default (one of the market's tabs). */
    tab: slug,
    stories: z.array(seedFeedStorySchema).min(2).max(10),
  })
  // JSON is UTF-8 by definition (RFC 8259): a legacy encoding needs an XML document to declare it in.
  .refine((f) => f.format !== 'json' || f.encoding === 'utf-8', { message: 'a JSON Feed is UTF-8', path: ['encoding'] });

export const seedFeedFileSchema = z.object({
  country: z.enum(SEED_COUNTRIES),
  feeds: z.array(seedFeedSchema).length(8),
});

export type SeedFeed = z.infer<typeof seedFeedSchema>;
export type SeedFeedStory = z.infer<typeof seedFeedStorySchema>;

/** The publisher's own site, where a story's links point (the demo content's addresses). */
export function publisherSite(publisherId: string): string {
  return `https://${publisherId}.example/`;
}

/** Every `img:<key>` a story shows: its main picture and those in its body. */
export function storyImageKeys(story: Pick<SeedFeedStory, 'image' | 'body'>): string[] {
  return [...new Set([story.image.key, ...[...story.body.matchAll(/img:([a-z0-9-]+)/g)].map((m) => m[1]!)])];
}

/** Problems of one market's feeds against its demo content; empty when it is valid. */
export function seedFeedProblems(file: string, feeds: SeedFeed[], market: LoadedMarket): string[] {
  const problems: string[] = [];
  const tabs = new Set(market.tabs.map((t) => t.urlPath));
  const articleSlugs = new Set(market.articles.map((a) => a.slug));
  const articleTitles = new Set(market.articles.map((a) => a.title));
  const articleImages = new Set(market.articles.flatMap((a) => a.images.map((i) => i.key)));
  const seenPublishers = new Set<string>();
  const ids = new Set<string>();
  const imageKeys = new Set<string>();
  for (const [f, feed] of feeds.entries()) {
    const at = `${file}: feeds.${f}`;
    if (!market.publishers.some((p) => p.id === feed.publisherId)) problems.push(`${at}.publisherId: ${feed.publisherId} is not a publisher of ${market.country}`);
    if (seenPublishers.has(feed.publisherId)) problems.push(`${at}.publisherId: ${feed.publisherId} has a second feed`);
    seenPublishers.add(feed.publisherId);
    if (!tabs.has(feed.tab)) problems.push(`${at}.tab: ${feed.tab} is not a tab of ${market.country}`);
    for (const [s, story] of feed.stories.entries()) {
      const where = `${at}.stories.${s}`;
      if (ids.has(story.id)) problems.push(`${where}.id: ${story.id} is used twice in the market`);
      ids.add(story.id);
      if (articleSlugs.has(story.id) || articleTitles.has(story.title)) problems.push(`${where}: already a demo article (feeds bring new stories)`);
      for (const key of storyImageKeys(story)) {
        if (articleImages.has(key) || imageKeys.has(key)) problems.push(`${where}: image key ${key} is used elsewhere`);
        imageKeys.add(key);
      }
      for (const m of story.body.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
        if (!BODY_TAGS.has(m[1]!.toLowerCase())) problems.push(`${where}.body: tag <${m[1]}> is not one a feed story uses (p, strong, a, img)`);
      }
      const paragraphs = (story.body.match(/<p>/g) ?? []).length;
      if (paragraphs < 2 || paragraphs > 4) problems.push(`${where}.body: ${paragraphs} paragraphs, wants 2-4`);
      for (const m of story.body.matchAll(/href="([^"]*)"/g)) {
        if (!m[1]!.startsWith(publisherSite(feed.publisherId))) problems.push(`${where}.body: link ${m[1]} is not on the publisher's site ${publisherSite(feed.publisherId)}`);
      }
      if (!story.body.includes(`href="${publisherSite(feed.publisherId)}`)) problems.push(`${where}.body: needs a link to the publisher's site`);
      const text = [story.title, story.summary, story.body, story.author, story.image.alt, ...story.categories].join('\n');
      const bad = unencodableCharacters(text, feed.encoding);
      if (bad.length) problems.push(`${where}: ${feed.encoding} cannot write ${bad.map((c) => `"${c}"`).join(' ')}`);
    }
  }
  for (const p of market.publishers) if (!seenPublishers.has(p.id)) problems.push(`${file}: publisher ${p.id} has no feed`);
  return problems;
}

/** Loads and checks seed/content/<country>/feeds.json; throws listing every problem. */
export function loadSeedFeeds(root: string, country: SeedCountry, market: LoadedMarket): SeedFeed[] {
  const file = join(root, 'seed', 'content', country, 'feeds.json');
  if (!existsSync(file)) throw new Error(`${file}: missing (every market needs its publishers' feeds)`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const parsed = seedFeedFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n'));
  const problems = parsed.data.country === country ? [] : [`${file}: country is ${parsed.data.country}, expected ${country}`];
  problems.push(...seedFeedProblems(file, parsed.data.feeds, market));
  if (problems.length) throw new Error(problems.join('\n'));
  return parsed.data.feeds;
}
