// A chart entry's movement since the previous edition, shared by the drama and movie charts
// (decisions 0067, 0068): a smaller rank number is a move up; no previous rank is new. Pure.

export const RANK_MOVEMENTS = ['UP', 'DOWN', 'NEW', 'SAME'] as const;
export type RankMovement = (typeof RANK_MOVEMENTS)[number];

/** Where an entry stands and how it moved: what every chart's entry carries. */
export interface ChartPlace {
  rank: number;
  /** Rank in the previous edition of the same chart; null: new. */
  previousRank: number | null;
  movement: RankMovement;
  /** Places moved: positive up, negative down, 0 for same and new. */
  change: number;
}

/** Movement from the previous rank to the current one. */
export function rankMovement(rank: number, previousRank: number | null): { movement: RankMovement; change: number } {
  if (previousRank === null) return { movement: 'NEW', change: 0 };
  if (previousRank === rank) return { movement: 'SAME', change: 0 };
  return previousRank > rank ? { movement: 'UP', change: previousRank - rank } : { movement: 'DOWN', change: previousRank - rank };
}
