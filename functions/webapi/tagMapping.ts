// Ranked related tags as the API answers them (GET /tag/shortcuts, and a story's chips in GET /article).
import { tagHash } from '#/domain/content/tagHash.ts';
import type { RankedShortcut } from '#/domain/content/tagShortcuts.ts';
import { marketPath } from '#/domain/routing/marketPaths.ts';
import type { Market } from '#/markets.ts';
import type { TagShortcut } from './schemas/tagShortcut.ts';

export function toShortcutItems(market: Market, ranked: readonly RankedShortcut[]): TagShortcut[] {
  return ranked.map((r) => {
    const hash = tagHash(r.tag);
    const path = `/tag/${hash}/all`;
    return { tag: r.tag, tagHash: hash, path, url: marketPath(market, path), score: r.score, shared: r.shared };
  });
}
