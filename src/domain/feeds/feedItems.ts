// Each format's item (as feedsmith reads it) → one shape, before the rules of FeedEntry apply
// (feedEntryOf in parseFeed.ts). Text that may hold markup is carried as HTML; a field the format
// defines as plain text is escaped, so one text rule (htmlToText) reads them all.
import type { AtomFeed, JsonFeed, MediaNs, RdfFeed, RssFeed } from 'feedsmith';
import { escapeHtml } from '#/domain/content/escapeHtml.ts';

/** A picture or video the item names, with where it came from (that decides its rank). */
export interface MediaCandidate {
  source: 'media:content' | 'media:thumbnail' | 'enclosure' | 'image' | 'banner_image' | 'attachment';
  url: string;
  type: string | null;
  medium: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export interface RawItem {
  /** GUID / Atom id / JSON Feed id. */
  id: string | null;
  link: string | null;
  titleHtml: string | null;
  summaryHtml: string | null;
  /** The body as HTML, or as plain text (Atom type="text", JSON Feed content_text). */
  body: { html: string } | { text: string } | null;
  authors: string[];
  published: string | null;
  updated: string | null;
  categories: string[];
  media: MediaCandidate[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const list = <T>(v: readonly T[] | undefined): readonly T[] => (Array.isArray(v) ? v : []);
const strings = (values: readonly unknown[]): string[] => values.map(str).filter((s): s is string => s !== null);

function mediaOf(media: MediaNs.ItemOrFeed | undefined): MediaCandidate[] {
  if (!media) return [];
  const contents = [...list(media.contents), ...list(media.groups).flatMap((g) => list(g.contents))];
  const thumbs = [...list(media.thumbnails), ...contents.flatMap((c) => list(c.thumbnails))];
  return [
    ...contents.map((c) => ({ source: 'media:content' as const, url: c.url ?? '', type: str(c.type), medium: str(c.medium), width: num(c.width), height: num(c.height), durationSeconds: num(c.duration) })),
    ...thumbs.map((t) => ({ source: 'media:thumbnail' as const, url: t.url ?? '', type: null, medium: 'image', width: num(t.width), height: num(t.height), durationSeconds: null })),
  ].filter((m) => m.url !== '');
}

/** Atom/RSS text constructs: "html" and "xhtml" are markup, anything else is text. */
function atomTextHtml(text: AtomFeed.Text | undefined): string | null {
  const value = str(text?.value);
  if (value === null) return null;
  return text?.type === 'html' || text?.type === 'xhtml' ? value : escapeHtml(value);
}

export function rssItem(item: RssFeed.Item<string>): RawItem {
  return {
    id: str(item.guid?.value),
    // A permalink GUID is the story's address when the item gives no link (RSS 2.0 §guid).
    link: str(item.link) ?? (item.guid?.isPermaLink !== false && /^https?:\/\//i.test(item.guid?.value ?? '') ? item.guid!.value! : null),
    titleHtml: str(item.title),
    summaryHtml: str(item.description),
    body: str(item.content?.encoded) ? { html: item.content!.encoded! } : str(item.description) ? { html: item.description! } : null,
    authors: [...strings(list(item.dc?.creators)), ...list(item.authors).map((a) => str(a.name) ?? str(a.email)).filter((s): s is string => s !== null)],
    published: str(item.pubDate) ?? str(list(item.dc?.dates)[0]),
    updated: str(item.atom?.updated),
    categories: [...list(item.categories).map((c) => c.name ?? ''), ...list(item.dc?.subjects)],
    media: [
      ...mediaOf(item.media),
      ...list(item.enclosures).map((e) => ({ source: 'enclosure' as const, url: e.url ?? '', type: str(e.type), medium: null, width: null, height: null, durationSeconds: null })),
    ],
  };
}

export function rdfItem(item: RdfFeed.Item<string>): RawItem {
  return {
    id: str(item.rdf?.about),
    link: str(item.link),
    titleHtml: str(item.title),
    summaryHtml: str(item.description),
    body: str(item.content?.encoded) ? { html: item.content!.encoded! } : str(item.description) ? { html: item.description! } : null,
    authors: strings(list(item.dc?.creators)),
    published: str(list(item.dc?.dates)[0]),
    updated: null,
    categories: [...list(item.dc?.subjects)],
    media: mediaOf(item.media),
  };
}

function atomLink(links: readonly AtomFeed.Link<string>[]): string | null {
  return str(links.find((l) => (l.rel ?? 'alternate') === 'alternate')?.href) ?? str(links[0]?.href);
}

export function atomEntry(entry: AtomFeed.Entry<string>, feedAuthors: readonly AtomFeed.Person[]): RawItem {
  const content = entry.content;
  const contentValue = content && !content.src ? str(content.value) : null;
  const body = contentValue === null ? null : content?.type === 'html' || content?.type === 'xhtml' ? { html: contentValue } : { text: contentValue };
  const summaryHtml = atomTextHtml(entry.summary);
  const links = list(entry.links);
  const authors = list(entry.authors).length > 0 ? list(entry.authors) : feedAuthors;
  return {
    id: str(entry.id),
    link: atomLink(links),
    titleHtml: atomTextHtml(entry.title),
    summaryHtml,
    body: body ?? (summaryHtml === null ? null : { html: summaryHtml }),
    authors: strings(authors.map((a) => a.name)),
    published: str(entry.published) ?? str(entry.updated),
    updated: str(entry.updated),
    categories: list(entry.categories).map((c) => c.label ?? c.term ?? ''),
    media: [
      ...mediaOf(entry.media),
      ...links.filter((l) => l.rel === 'enclosure').map((l) => ({ source: 'enclosure' as const, url: l.href ?? '', type: str(l.type), medium: null, width: null, height: null, durationSeconds: null })),
    ],
  };
}

export function jsonItem(item: JsonFeed.Item<string>, feedAuthors: readonly JsonFeed.Author[]): RawItem {
  const id = typeof item.id === 'number' ? String(item.id) : str(item.id);
  const authors = list(item.authors).length > 0 ? list(item.authors) : feedAuthors;
  return {
    id,
    link: str(item.url) ?? str(item.external_url),
    titleHtml: str(item.title) === null ? null : escapeHtml(item.title!),
    summaryHtml: str(item.summary) === null ? null : escapeHtml(item.summary!),
    body: str(item.content_html) ? { html: item.content_html! } : str(item.content_text) ? { text: item.content_text! } : null,
    authors: strings(authors.map((a) => a.name)),
    published: str(item.date_published),
    updated: str(item.date_modified),
    categories: [...list(item.tags)],
    media: [
      ...(str(item.image) ? [{ source: 'image' as const, url: item.image!, type: null, medium: 'image', width: null, height: null, durationSeconds: null }] : []),
      ...(str(item.banner_image) ? [{ source: 'banner_image' as const, url: item.banner_image!, type: null, medium: 'image', width: null, height: null, durationSeconds: null }] : []),
      ...list(item.attachments).map((a) => ({ source: 'attachment' as const, url: a.url ?? '', type: str(a.mime_type), medium: null, width: null, height: null, durationSeconds: num(a.duration_in_seconds) })),
    ],
  };
}
