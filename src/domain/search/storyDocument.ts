// What a story is found by (issue #29): its title, then its summary, author and body text. Pure, so
// the editorial API, the seed and feeds index a story the same way.
import { MARKETS, isCountryCode, type ContentLanguage } from '#/markets.ts';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of stored body HTML: tags and comments dropped, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) =>
      name[0] === '#' ? String.fromCodePoint(parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10)) : (ENTITIES[name.toLowerCase()] ?? all),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The language a market's stories are written in (and searched in). */
export function contentLanguageOf(country: string): ContentLanguage {
  return isCountryCode(country) ? MARKETS[country].contentLanguage : 'zh-Hant';
}

export function storySearchDocument(story: { hash: string; country: string; title: string; summary: string; author: string | null; bodyHtml: string }) {
  return {
    kind: 'article' as const,
    ref: story.hash,
    country: story.country,
    language: contentLanguageOf(story.country),
    title: story.title,
    body: [story.summary, story.author ?? '', htmlText(story.bodyHtml)].filter(Boolean).join(' '),
  };
}
