// TEMPORARY stand-in for the feed parser (JSON Feed 1.1 only), so the ingest pipeline can be built
// and tested on its own branch; the real parser (RSS/RDF/Atom/JSON Feed, declared encodings)
// replaces this file at merge, with the same signature.
import { FeedParseError, type FeedEntry, type FeedEntryProblem, type FeedMediaRef, type FeedVideoRef, type ParsedFeed } from './feedEntry.ts';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const plain = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

function absolute(raw: unknown, base: string): string | null {
  const value = text(raw);
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function time(raw: unknown): number | null {
  const value = text(raw);
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

function entryOf(item: Record<string, unknown>, feedUrl: string): FeedEntry | string {
  const link = absolute(item.url, feedUrl);
  const key = text(typeof item.id === 'number' ? String(item.id) : item.id) ?? link;
  if (!key) return 'no id and no url';
  const bodyHtml = text(item.content_html) ?? (text(item.content_text) ? `<p>${text(item.content_text)}</p>` : '');
  const title = text(item.title) ?? '';
  if (!title && !bodyHtml) return 'no title and no body';
  const image = absolute(item.image, link ?? feedUrl);
  const attachments = Array.isArray(item.attachments) ? (item.attachments as Record<string, unknown>[]) : [];
  const videos: FeedVideoRef[] = attachments.flatMap((a) => {
    const url = absolute(a?.url, link ?? feedUrl);
    const type = text(a?.mime_type);
    if (!url || !type?.startsWith('video/')) return [];
    return [{ url, type, width: null, height: null, durationSeconds: typeof a.duration_in_seconds === 'number' ? a.duration_in_seconds : null }];
  });
  const authors = Array.isArray(item.authors) ? (item.authors as Record<string, unknown>[]) : [];
  const tags = Array.isArray(item.tags) ? [...new Set((item.tags as unknown[]).map(text).filter((t): t is string => t !== null))] : [];
  return {
    key,
    link,
    title: title || plain(bodyHtml).slice(0, 80),
    summary: text(item.summary) ?? plain(bodyHtml).slice(0, 200),
    author: text(authors[0]?.name),
    publishTime: time(item.date_published),
    publishTimeText: text(item.date_published),
    updateTime: time(item.date_modified),
    categories: tags,
    bodyHtml,
    image: image ? ({ url: image, type: null, width: null, height: null } satisfies FeedMediaRef) : null,
    videos,
  };
}

export function parseFeed(bytes: Uint8Array, _contentType: string | null, feedUrl: string): ParsedFeed {
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new FeedParseError('not-a-feed', 'not a JSON Feed document');
  }
  const feed = doc as Record<string, unknown>;
  if (!feed || typeof feed !== 'object' || typeof feed.version !== 'string' || !feed.version.startsWith('https://jsonfeed.org/version/')) {
    throw new FeedParseError('not-a-feed', 'no JSON Feed version');
  }
  if (!Array.isArray(feed.items)) throw new FeedParseError('malformed', 'items is not an array');
  const entries: FeedEntry[] = [];
  const problems: FeedEntryProblem[] = [];
  (feed.items as unknown[]).forEach((raw, index) => {
    const item = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const entry = entryOf(item, feedUrl);
    if (typeof entry === 'string') problems.push({ index, key: text(item.id), reason: entry });
    else entries.push(entry);
  });
  return { format: 'json', encoding: 'utf-8', title: text(feed.title), siteUrl: absolute(feed.home_page_url, feedUrl), entries, problems };
}
