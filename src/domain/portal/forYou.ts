// The personalised For You listing (content-spec §7: for-you adds gender, age, optOut, group).
// Stories are ranked by freshness plus how much readers of the same gender and age band reacted
// to their category. Opted-out readers get the plain latest order; the group picks a ranking
// variant (experiments are data, not ifs).
export const FOR_YOU_CANDIDATES = 200;
export const GENDERS = ['male', 'female', 'other'] as const;

interface ForYouVariant {
  /** How much peers' interest in a category counts against freshness (0 = latest only). */
  peerWeight: number;
  /** Hours after which a story's freshness has halved. */
  halfLifeHours: number;
}

/** Ranking variants by user group; groups not listed use NA's. */
const FOR_YOU_VARIANTS: Readonly<Record<string, ForYouVariant>> = {
  NA: { peerWeight: 1, halfLifeHours: 24 },
  'foryou-T1': { peerWeight: 2, halfLifeHours: 48 },
};

export function forYouVariant(group: string | null | undefined): ForYouVariant {
  return FOR_YOU_VARIANTS[group ?? 'NA'] ?? FOR_YOU_VARIANTS.NA!;
}

/** Age bands peers are grouped by: [min, max] inclusive. */
export function ageBand(age: number): [number, number] {
  if (age < 20) return [0, 19];
  if (age >= 50) return [50, 200];
  const start = Math.floor(age / 10) * 10;
  return [start, start + 9];
}

interface ForYouCandidate {
  id: number;
  category: string;
  publishTime: number;
}

interface ForYouProfile {
  optOut: boolean;
  /** Reactions of peers (same gender and age band) per category; empty when unknown. */
  peerCategoryCounts: Readonly<Record<string, number>>;
  variant: ForYouVariant;
  now: number;
}

/** Whether the profile personalises at all: not opted out and with peers' signals to use. */
export function isPersonalised(profile: Pick<ForYouProfile, 'optOut' | 'peerCategoryCounts'>): boolean {
  return !profile.optOut && Object.values(profile.peerCategoryCounts).some((n) => n > 0);
}

/** The candidates in For You order (a new array; ties keep the newer story first). */
export function rankForYou<T extends ForYouCandidate>(candidates: readonly T[], profile: ForYouProfile): T[] {
  const latest = [...candidates].sort((a, b) => b.publishTime - a.publishTime || b.id - a.id);
  if (!isPersonalised(profile)) return latest;
  const total = Object.values(profile.peerCategoryCounts).reduce((sum, n) => sum + n, 0);
  const score = (c: T) => {
    const ageHours = Math.max(0, profile.now - c.publishTime) / 3_600_000;
    const freshness = 0.5 ** (ageHours / profile.variant.halfLifeHours);
    const interest = (profile.peerCategoryCounts[c.category] ?? 0) / total;
    return freshness + profile.variant.peerWeight * interest;
  };
  const scores = new Map(latest.map((c) => [c, score(c)]));
  return latest.sort((a, b) => scores.get(b)! - scores.get(a)!);
}
