// Tag shortcuts (content-spec §3 Shortcut request, §7 GET /tag/shortcuts): which stories count
// towards related tags and with what weight. targetContent is ARTICLE, VIDEO or ALL, or a weighted
// list such as 'ARTICLE:1,VIDEO:2' (a story of a kind counts with its kind's weight).

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
