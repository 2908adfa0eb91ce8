// Reads and validates the demo content of one market from seed/content/<country>/.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOWED_TAGS as ALLOWED_ARTICLE_TAGS } from '#/domain/article/sanitize.ts';
import {
  seedMarketSchema,
  seedTabFileSchema,
  type SeedArticle,
  type SeedCountry,
  type SeedMarket,
} from './seedSchema.ts';

export type SeedArticleInTab = SeedArticle & { tab: string };
export type LoadedMarket = SeedMarket & { articles: SeedArticleInTab[] };

const ALLOWED_TAGS: ReadonlySet<string> = new Set(ALLOWED_ARTICLE_TAGS);

function parseJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

function formatIssues(file: string, issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${file}: ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n');
}

/** Loads one market and checks the rules the demo content must keep; throws listing every problem. */
export function loadSeedMarket(root: string, country: SeedCountry): LoadedMarket {
  const dir = join(root, 'seed', 'content', country);
  const marketFile = join(dir, 'market.json');
  const parsed = seedMarketSchema.safeParse(parseJson(marketFile));
  if (!parsed.success) throw new Error(formatIssues(marketFile, parsed.error.issues));
  const market = parsed.data;
  const problems: string[] = [];
  if (market.country !== country) problems.push(`${marketFile}: country is ${market.country}, expected ${country}`);

  const articles: SeedArticleInTab[] = [];
  for (const tab of market.tabs) {
    const file = join(dir, 'articles', `${tab.urlPath}.json`);
    if (!existsSync(file)) {
      problems.push(`${file}: missing (every tab needs its articles)`);
      continue;
    }
    const tabArticles = seedTabFileSchema.safeParse(parseJson(file));
    if (!tabArticles.success) {
      problems.push(formatIssues(file, tabArticles.error.issues));
      continue;
    }
    for (const article of tabArticles.data) articles.push({ ...article, tab: tab.urlPath });
  }

  const publisherIds = new Set(market.publishers.map((p) => p.id));
  const slugs = new Set<string>();
  const imageKeys = new Set<string>();
  for (const a of articles) {
    const where = `${country}/${a.tab}/${a.slug}`;
    if (slugs.has(a.slug)) problems.push(`${where}: duplicate slug`);
    slugs.add(a.slug);
    if (!publisherIds.has(a.publisherId)) problems.push(`${where}: unknown publisherId ${a.publisherId}`);
    for (const img of a.images) {
      if (imageKeys.has(img.key)) problems.push(`${where}: image key ${img.key} used twice in the market`);
      imageKeys.add(img.key);
    }
    const own = new Set(a.images.map((i) => i.key));
    for (const m of a.body.matchAll(/img:([a-z0-9-]+)/g)) {
      if (!own.has(m[1]!)) problems.push(`${where}: body refers to img:${m[1]} which is not in its images`);
    }
    for (const m of a.body.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
      if (!ALLOWED_TAGS.has(m[1]!.toLowerCase())) problems.push(`${where}: tag <${m[1]}> is not allowed`);
    }
    if ((a.body.match(/<p[ >]/g) ?? []).length < 3) problems.push(`${where}: body needs 3+ paragraphs`);
    if (a.contentType === 'VIDEOHUB' && !a.video) problems.push(`${where}: VIDEOHUB articles need a video`);
    if (a.contentType === 'ALBUM' && a.images.length < 8) problems.push(`${where}: an album needs 8+ images`);
    if (a.contentType === 'TRAILER' && !a.video) problems.push(`${where}: TRAILER articles need a video`);
    if ((a.contentType === 'EXTERNAL') !== (a.externalUrl !== undefined)) problems.push(`${where}: EXTERNAL articles, and only they, need an externalUrl`);
    if ((a.contentType === 'POLL') !== (a.poll !== undefined)) problems.push(`${where}: POLL articles, and only they, need a poll`);
  }
  const all = articles.map((a) => a.body).join('\n');
  if (articles.length < 60) problems.push(`${country}: ${articles.length} articles, need 60+`);
  for (const type of ['ALBUM', 'TRAILER', 'EXTERNAL', 'POLL'] as const) {
    if (!articles.some((a) => a.contentType === type)) problems.push(`${country}: needs a ${type} article`);
  }
  if (articles.filter((a) => a.video).length < 2) problems.push(`${country}: needs 2 video articles`);
  for (const tag of ['<figure', '<blockquote', '<ul', '<ol', '<iframe', '<figcaption']) {
    if (!all.includes(tag)) problems.push(`${country}: no article uses ${tag}>`);
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return { ...market, articles };
}
