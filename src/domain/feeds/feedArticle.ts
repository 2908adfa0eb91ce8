// A feed entry → the fields of an article as the editorial write takes them, clamped to the limits
// of ArticleBody (functions/webapi/schemas/articles.ts) so a long or odd feed never fails the write,
// and the hash of the content that decides whether a re-fetched item changed.
import type { FeedEntry } from './feedEntry.ts';
import { escapeHtml } from '#/domain/content/escapeHtml.ts';
import { sha256Hex } from '#/domain/security/sha256Hex.ts';

/** ArticleBody's limits (the editorial PUT's), repeated here as the clamp of feed text. */
export const ARTICLE_LIMITS = { title: 140, summary: 400, author: 60, tags: 8, tag: 30, body: 200_000, category: 30 } as const;

export interface FeedArticleFields {
  title: string;
  summary: string;
  author: string;
  category: string;
  tags: string[];
  /** Unsanitised HTML: the write prepares it at the one boundary (prepareArticleHtml). */
  body: string;
  publishTime: number | null;
  /** The main picture's address, fetched into R2 by the pipeline (functions/feeds/feedImages.ts). */
  imageUrl: string | null;
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair, trailing space trimmed. */
export function clampText(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/** The categories as tags: trimmed, each ≤ 30, no repeats (case-insensitively), at most 8. */
export function feedTags(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of categories) {
    const tag = clampText(raw, ARTICLE_LIMITS.tag);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === ARTICLE_LIMITS.tags) break;
  }
  return tags;
}

/**
 * A headline-only item (title and link, as many wire feeds send): its story is the headline linked to
 * the publisher's page, which any market's reader understands. Without a link there is nothing to show.
 */
function headlineBody(title: string, link: string | null): string {
  return link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(title)}</a></p>` : '';
}

/**
 * The article fields of an entry. `defaultCategory` (the feed's) wins over the entry's first
 * category; `fallbackCategory` (the publisher's name) is used when neither exists. Throws when the
 * entry has nothing to show (no title and no body): the pipeline records it as that item's problem.
 */
export function toFeedArticle(entry: FeedEntry, defaultCategory: string | null, fallbackCategory: string): FeedArticleFields {
  const title = clampText(entry.title, ARTICLE_LIMITS.title);
  if (!title) throw new Error('the item has no title');
  const body = entry.bodyHtml.trim() ? entry.bodyHtml : entry.summary ? `<p>${escapeHtml(entry.summary)}</p>` : headlineBody(title, entry.link);
  if (!body) throw new Error('the item has no body, no summary and no link');
  if (body.length > ARTICLE_LIMITS.body) throw new Error(`the item's body is over ${ARTICLE_LIMITS.body} characters`);
  const category = clampText(defaultCategory ?? entry.categories[0] ?? fallbackCategory, ARTICLE_LIMITS.category) || clampText(fallbackCategory, ARTICLE_LIMITS.category);
  return {
    title,
    summary: clampText(entry.summary, ARTICLE_LIMITS.summary),
    author: clampText(entry.author ?? '', ARTICLE_LIMITS.author),
    category,
    tags: feedTags(entry.categories),
    body,
    publishTime: entry.publishTime !== null && entry.publishTime > 0 ? entry.publishTime : null,
    imageUrl: entry.image?.url ?? null,
  };
}


/** SHA-256 (hex) of everything the article shows: a different hash means the item changed. */
export async function feedContentHash(fields: FeedArticleFields): Promise<string> {
  const canonical = JSON.stringify([fields.title, fields.summary, fields.author, fields.category, fields.tags, fields.body, fields.publishTime, fields.imageUrl]);
  return sha256Hex(canonical);
}
