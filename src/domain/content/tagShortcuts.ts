// Tag shortcuts (content-spec §3 Shortcut request, §7 GET /tag/shortcuts): which stories count
// towards related tags and with what weight. targetContent is ARTICLE, VIDEO or ALL, or a weighted
// list such as 'ARTICLE:1,VIDEO:2' (a story of a kind counts with its kind's weight).
// The scoring is docs/decisions/0029.

export const TARGET_CONTENTS = ['ARTICLE', 'VIDEO', 'ALL'] as const;
export const SHORTCUT_DEFAULTS = { threshold: 0.05, limit: 8, maxLimit: 20 } as const;

export interface TargetWeights {
  article: number;
  video: number;
}

const PLAIN: Record<(typeof TARGET_CONTENTS)[number], TargetWeights> = {
  ARTICLE: { article: 1, video: 0 },
  VIDEO: { article: 0, video: 1 },
  ALL: { article: 1, video: 1 },
};

/** The weights a targetContent value asks for, or what is wrong with it. */
export function parseTargetContent(value: string): TargetWeights | { message: string } {
  const plain = PLAIN[value.toUpperCase() as keyof typeof PLAIN];
  if (plain) return plain;
  const weights: TargetWeights = { article: 0, video: 0 };
  for (const part of value.split(',')) {
    const m = /^(ARTICLE|VIDEO):(\d+(?:\.\d+)?)$/i.exec(part.trim());
    if (!m) return { message: `must be ARTICLE, VIDEO, ALL or weights like ARTICLE:1,VIDEO:2 (got "${part}")` };
    const weight = Number(m[2]);
    if (weight > 100) return { message: 'weights must be at most 100' };
    weights[m[1]!.toUpperCase() === 'ARTICLE' ? 'article' : 'video'] = weight;
  }
  if (weights.article === 0 && weights.video === 0) return { message: 'at least one weight must be above 0' };
  return weights;
}

/**
 * What the store knows of one tag that shares stories with the source (docs/decisions/0029):
 * `overlap` is the summed weight of the source's stories that carry it, `weight` the summed weight
 * of all its stories, `shared` how many stories carry both.
 */
export interface ShortcutCandidate {
  tag: string;
  overlap: number;
  weight: number;
  shared: number;
}

export interface RankedShortcut {
  tag: string;
  score: number;
  shared: number;
}

/**
 * Weighted Jaccard similarity of two story sets: the weight they share over the weight of their
 * union, 0…1. 0 when nothing is shared or there is nothing to weigh.
 */
export function weightedJaccard(overlap: number, sourceWeight: number, tagWeight: number): number {
  const union = sourceWeight + tagWeight - overlap;
  if (!(overlap > 0) || !(union > 0)) return 0;
  return Math.min(1, overlap / union);
}

/** Scores are answered to three decimals, and the threshold applies to the answered score. */
export function roundScore(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/**
 * Related tags, best first: scored by weighted Jaccard similarity with the source, the source's own
 * tags left out, those under the threshold dropped, ties broken by more shared stories, then by the
 * tag's text (so an answer never depends on the order rows came in), at most `limit`.
 */
export function rankShortcuts(
  sourceWeight: number,
  candidates: readonly ShortcutCandidate[],
  options: { threshold: number; limit: number; exclude?: readonly string[] },
): RankedShortcut[] {
  const exclude = new Set(options.exclude ?? []);
  return candidates
    .filter((c) => !exclude.has(c.tag))
    .map((c) => ({ tag: c.tag, score: roundScore(weightedJaccard(c.overlap, sourceWeight, c.weight)), shared: c.shared }))
    .filter((r) => r.score > 0 && r.score >= options.threshold)
    .sort((a, b) => b.score - a.score || b.shared - a.shared || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, Math.max(0, options.limit));
}
