// Renders the demo publishers' feeds (seed/content/<market>/feeds.json) as the documents a publisher
// would serve: RSS 2.0 with content:encoded and media:content, Atom 1.0 with HTML content, JSON Feed
// 1.1, written by feedsmith's generators, in each feed's declared encoding (Big5 and TIS-620 too), with
// publish times in the market's own UTC offset, and the stories' pictures as JPEG files beside them.
// A feed is rendered again only when its content changed, so its stories keep their times (and an
// ingest finds them unchanged) across restarts. Stories added locally (`add`) live beside the output.
//
// `node scripts/demoFeeds.ts [--out .wrangler/feeds] [--origin http://127.0.0.1:8790] [--fresh]`
// `node scripts/demoFeeds.ts add --publisher <id> --title <text> [--summary <text>] [--out …] [--origin …]`
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith';
import { z } from 'zod';
import { MARKETS } from '#/markets.ts';
import { DECLARED_NAME, encodeText, unencodableCharacters, type FeedEncoding } from './feedEncodings.ts';
import { loadSeedMarket } from './loadSeedContent.ts';
import { ROOT } from './projectRoot.ts';
import { loadSeedFeeds, publisherSite, seedFeedStorySchema, storyImageKeys, type FeedDocumentFormat, type SeedFeed, type SeedFeedStory } from './seedFeeds.ts';
import { SEED_COUNTRIES, type SeedCountry } from './seedSchema.ts';
import { sceneSvg } from './seedImages.ts';
import { escapeHtml } from '#/domain/content/escapeHtml.ts';

export const DEFAULT_FEEDS_DIR = join(ROOT, '.wrangler/feeds');
export const DEFAULT_FEEDS_PORT = 8790;
export const DEFAULT_FEEDS_ORIGIN = `http://127.0.0.1:${DEFAULT_FEEDS_PORT}`;

const HOUR_MS = 3_600_000;
const FILE_EXTENSION: Readonly<Record<FeedDocumentFormat, string>> = { rss: 'rss.xml', atom: 'atom.xml', json: 'json' };

/** A story as rendered: a seed story placed in time, or one added locally. */
export type DemoStory = Omit<SeedFeedStory, 'hoursAgo'> & { publishedAt: number };

/** One rendered feed: what the portal registers for it. */
export interface DemoFeedFile {
  country: SeedCountry;
  publisherId: string;
  publisherName: string;
  /** File name in the output folder; its url is `<origin>/<file>`. */
  file: string;
  format: FeedDocumentFormat;
  encoding: FeedEncoding;
  tab: string;
  stories: DemoStory[];
}

/** A locally added story (`add`): kept in <out>/added/<publisherId>.json, rendered after the seed's. */
const addedStorySchema = seedFeedStorySchema.omit({ hoursAgo: true }).extend({
  publishedAt: z.number().int().positive(),
  // Written from one line of text: shorter than a seed story may be.
  summary: z.string().min(1).max(400),
  body: z.string().min(1).max(6000),
});
const addedFileSchema = z.array(addedStorySchema);

/**
 * feedsmith writes every time in UTC; publishers write their own offset ("+08:00"), and the parser must
 * keep it. A Date whose UTC renderings carry the market's offset gives the generators that text.
 */
class ZonedDate extends Date {
  private readonly offsetMinutes: number;
  constructor(time: number, offsetMinutes: number) {
    super(time);
    this.offsetMinutes = offsetMinutes;
  }
  private shifted(): Date {
    return new Date(this.getTime() + this.offsetMinutes * 60_000);
  }
  private offset(colon: boolean): string {
    const abs = Math.abs(this.offsetMinutes);
    const hh = String(Math.floor(abs / 60)).padStart(2, '0');
    const mm = String(abs % 60).padStart(2, '0');
    return `${this.offsetMinutes < 0 ? '-' : '+'}${hh}${colon ? ':' : ''}${mm}`;
  }
  override toUTCString(): string {
    return this.shifted().toUTCString().replace('GMT', this.offset(false));
  }
  override toISOString(): string {
    return this.shifted().toISOString().replace(/\.\d{3}Z$/, this.offset(true));
  }
}

/** The market's UTC offset at `time`, in minutes, from its time zone in the market table. */
export function marketOffsetMinutes(country: SeedCountry, time: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: MARKETS[country].timeZone, timeZoneName: 'longOffset' })
    .formatToParts(time)
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

export function imageUrl(origin: string, key: string): string {
  return `${origin}/images/${key}.jpg`;
}

/** A story's body with its `img:<key>` pictures at the feed server's address. */
function bodyHtml(story: DemoStory, origin: string): string {
  return story.body.replace(/img:([a-z0-9-]+)/g, (_m, key: string) => imageUrl(origin, key));
}

/** The feed document's text (before encoding), by feedsmith's generator for its format. */
export function feedDocumentText(feed: DemoFeedFile, origin: string, updatedAt: number): string {
  const site = publisherSite(feed.publisherId);
  const offset = marketOffsetMinutes(feed.country, updatedAt);
  const at = (time: number) => new ZonedDate(time, offset);
  const link = (story: DemoStory) => `${site}news/${story.id}`;
  const lang = MARKETS[feed.country].lang;
  const stories = [...feed.stories].sort((a, b) => b.publishedAt - a.publishedAt);
  if (feed.format === 'json') {
    const json = generateJsonFeed({
      title: feed.publisherName,
      home_page_url: site,
      feed_url: `${origin}/${feed.file}`,
      language: lang,
      items: stories.map((s) => ({
        id: s.id,
        url: link(s),
        title: s.title,
        summary: s.summary,
        content_html: bodyHtml(s, origin),
        image: imageUrl(origin, s.image.key),
        date_published: at(s.publishedAt),
        tags: s.categories,
        authors: [{ name: s.author }],
      })),
    });
    return `${JSON.stringify(json, null, 2)}\n`;
  }
  if (feed.format === 'atom') {
    return generateAtomFeed({
      id: site,
      title: { value: feed.publisherName },
      updated: at(updatedAt),
      links: [{ href: site, rel: 'alternate', type: 'text/html' }, { href: `${origin}/${feed.file}`, rel: 'self' }],
      entries: stories.map((s) => ({
        id: `tag:${new URL(site).host},2026:${s.id}`,
        title: { value: s.title },
        summary: { value: s.summary },
        content: { type: 'html', value: bodyHtml(s, origin) },
        published: at(s.publishedAt),
        updated: at(s.publishedAt),
        links: [{ href: link(s), rel: 'alternate', type: 'text/html' }],
        authors: [{ name: s.author }],
        categories: s.categories.map((term) => ({ term })),
        media: { contents: [{ url: imageUrl(origin, s.image.key), type: 'image/jpeg', medium: 'image', width: 1200, height: 675, title: { value: s.image.alt } }] },
      })),
    } as Parameters<typeof generateAtomFeed>[0]);
  }
  return generateRssFeed({
    title: feed.publisherName,
    link: site,
    description: feed.publisherName,
    language: lang,
    lastBuildDate: at(updatedAt),
    items: stories.map((s) => ({
      title: s.title,
      link: link(s),
      description: s.summary,
      guid: { value: s.id, isPermaLink: false },
      pubDate: at(s.publishedAt),
      categories: s.categories.map((name) => ({ name })),
      content: { encoded: bodyHtml(s, origin) },
      dc: { creators: [s.author] },
      media: { contents: [{ url: imageUrl(origin, s.image.key), type: 'image/jpeg', medium: 'image', width: 1200, height: 675, title: { value: s.image.alt } }] },
    })),
  } as Parameters<typeof generateRssFeed>[0]);
}

/** The document's bytes in its declared encoding (the XML declaration names it). */
export function encodeFeedDocument(text: string, format: FeedDocumentFormat, encoding: FeedEncoding): Uint8Array {
  const declared = format === 'json' ? text : text.replace(/^<\?xml version="1.0" encoding="[^"]*"\?>/, `<?xml version="1.0" encoding="${DECLARED_NAME[encoding]}"?>`);
  return encodeText(declared, encoding);
}

function readAdded(outDir: string, publisherId: string): DemoStory[] {
  const file = join(outDir, 'added', `${publisherId}.json`);
  if (!existsSync(file)) return [];
  const parsed = addedFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`).join('\n'));
  return parsed.data;
}

interface Manifest {
  /** When the seed's stories were placed in time (each is `hoursAgo` before it); kept until --fresh. */
  anchor: number;
  /** Hash of what each file was rendered from. */
  rendered: Record<string, string>;
}

/** The demo feeds of `countries`, read and validated (nothing written). */
export function loadDemoFeeds(opts: { root?: string; outDir?: string; anchor: number; countries?: readonly SeedCountry[] }): DemoFeedFile[] {
  const root = opts.root ?? ROOT;
  const files: DemoFeedFile[] = [];
  for (const country of opts.countries ?? SEED_COUNTRIES) {
    const market = loadSeedMarket(root, country);
    for (const feed of loadSeedFeeds(root, country, market) as SeedFeed[]) {
      const stories: DemoStory[] = feed.stories.map(({ hoursAgo, ...story }) => ({ ...story, publishedAt: Math.round(opts.anchor - hoursAgo * HOUR_MS) }));
      if (opts.outDir) stories.push(...readAdded(opts.outDir, feed.publisherId));
      files.push({
        country,
        publisherId: feed.publisherId,
        publisherName: market.publishers.find((p) => p.id === feed.publisherId)!.name,
        file: `${feed.publisherId}.${FILE_EXTENSION[feed.format]}`,
        format: feed.format,
        encoding: feed.encoding,
        tab: feed.tab,
        stories,
      });
    }
  }
  return files;
}

/**
 * Writes the feed documents and their pictures into `outDir`; a file whose content is unchanged is
 * left as it is (and so keeps its ETag). Returns every feed, written or not.
 */
export async function renderDemoFeeds(opts: { outDir?: string; origin?: string; root?: string; countries?: readonly SeedCountry[]; now?: number; fresh?: boolean; images?: boolean }): Promise<DemoFeedFile[]> {
  const outDir = opts.outDir ?? DEFAULT_FEEDS_DIR;
  const origin = opts.origin ?? DEFAULT_FEEDS_ORIGIN;
  const now = opts.now ?? Date.now();
  mkdirSync(join(outDir, 'images'), { recursive: true });
  const manifestFile = join(outDir, 'manifest.json');
  const previous: Manifest | null = !opts.fresh && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
  const manifest: Manifest = { anchor: previous?.anchor ?? now, rendered: { ...previous?.rendered } };
  const feeds = loadDemoFeeds({ root: opts.root, outDir, anchor: manifest.anchor, countries: opts.countries });
  const pictures = new Map<string, string>();
  for (const feed of feeds) {
    const hash = createHash('sha256').update(JSON.stringify([feed, origin])).digest('hex');
    const target = join(outDir, feed.file);
    if (manifest.rendered[feed.file] !== hash || !existsSync(target)) {
      const updatedAt = Math.max(...feed.stories.map((s) => s.publishedAt));
      writeFileSync(target, encodeFeedDocument(feedDocumentText(feed, origin, updatedAt), feed.format, feed.encoding));
      manifest.rendered[feed.file] = hash;
    }
    for (const story of feed.stories) for (const key of storyImageKeys(story)) pictures.set(key, join(outDir, 'images', `${key}.jpg`));
  }
  if (opts.images !== false) {
    // Drawn on demand, like the seed's pictures; one already there is kept.
    for (const [key, file] of pictures) {
      if (!existsSync(file)) writeFileSync(file, await sharp(Buffer.from(sceneSvg(key))).jpeg({ quality: 80 }).toBuffer());
    }
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return feeds;
}

/** Adds a story to a demo publisher's feed (rendered at the next renderDemoFeeds). */
export function addDemoStory(opts: { outDir?: string; publisherId: string; title: string; summary?: string; now?: number }): DemoStory {
  const outDir = opts.outDir ?? DEFAULT_FEEDS_DIR;
  const now = opts.now ?? Date.now();
  const feed = loadDemoFeeds({ anchor: now, outDir }).find((f) => f.publisherId === opts.publisherId);
  if (!feed) throw new Error(`--publisher: ${opts.publisherId} is not a demo publisher`);
  const id = `added-${now.toString(36)}`;
  const summary = opts.summary ?? opts.title;
  const site = publisherSite(feed.publisherId);
  const bad = unencodableCharacters(`${opts.title}\n${summary}`, feed.encoding);
  if (bad.length) throw new Error(`--title/--summary: ${feed.encoding} cannot write ${bad.map((c) => `"${c}"`).join(' ')}`);
  const parsed = addedStorySchema.safeParse({
    id,
    title: opts.title,
    summary,
    body: `<p>${escapeHtml(summary)}</p><p><a href="${site}news/${id}">${escapeHtml(feed.publisherName)}</a></p>`,
    categories: [feed.stories[0]!.categories[0]!],
    author: feed.stories[0]!.author,
    publishedAt: now,
    image: { key: `${feed.publisherId.slice(0, 40)}-${id}`.slice(0, 60), alt: opts.title.slice(0, 200) },
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('; '));
  const story = parsed.data;
  const added = [...readAdded(outDir, feed.publisherId), story];
  mkdirSync(join(outDir, 'added'), { recursive: true });
  writeFileSync(join(outDir, 'added', `${feed.publisherId}.json`), `${JSON.stringify(added, null, 2)}\n`);
  return story;
}


if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: DEFAULT_FEEDS_DIR },
      origin: { type: 'string', default: DEFAULT_FEEDS_ORIGIN },
      fresh: { type: 'boolean', default: false },
      publisher: { type: 'string' },
      title: { type: 'string' },
      summary: { type: 'string' },
    },
  });
  try {
    if (positionals[0] === 'add') {
      if (!values.publisher || !values.title) throw new Error('add wants --publisher <id> and --title <text>');
      const story = addDemoStory({ outDir: values.out, publisherId: values.publisher, title: values.title, summary: values.summary });
      console.log(`feeds: added "${story.title}" (${story.id}) to ${values.publisher}`);
    } else if (positionals.length) {
      throw new Error(`unknown command "${positionals[0]}"`);
    }
    const feeds = await renderDemoFeeds({ outDir: values.out, origin: values.origin, fresh: values.fresh });
    console.log(`feeds: ${feeds.length} demo feeds (${feeds.reduce((n, f) => n + f.stories.length, 0)} stories) in ${values.out}`);
  } catch (error) {
    console.error(`feeds:demo: ${(error as Error).message}`);
    console.error('usage: npm run feeds:demo -- [--out <dir>] [--origin <url>] [--fresh] | add --publisher <id> --title <text> [--summary <text>]');
    process.exit(1);
  }
}
