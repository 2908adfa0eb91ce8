// Drama charts (content-spec §2 /v2/drama/chart/trending and type/{filmType}): the current
// edition's ranks, per film type, with each drama's movement since the previous edition. Pure: the
// API computes it from the two stored editions, tests prove it without a database.
import type { FilmType } from './dramas.ts';
import { rankMovement, type ChartPlace } from '#/domain/charts/rankMovement.ts';

/** One stored position: a drama's rank in an edition, with the film type it is charted under. */
export interface ChartPosition {
  dramaId: string;
  rank: number;
  filmType: FilmType;
}

export interface RankedEntry extends ChartPlace {
  dramaId: string;
}

/**
 * An edition as one chart: all film types (filmType null) or one, ranked 1… in the edition's order.
 * A film type's chart is the overall chart narrowed to that type, so its ranks close up.
 */
export function rankEdition(positions: readonly ChartPosition[], filmType: FilmType | null): Map<string, number> {
  const chosen = [...positions].filter((p) => filmType === null || p.filmType === filmType).sort((a, b) => a.rank - b.rank);
  return new Map(chosen.map((p, index) => [p.dramaId, index + 1]));
}

/** The current chart (all types, or one film type) with each entry's movement since the previous. */
export function chartWithMovement(current: readonly ChartPosition[], previous: readonly ChartPosition[], filmType: FilmType | null): RankedEntry[] {
  const before = rankEdition(previous, filmType);
  return [...rankEdition(current, filmType)].map(([dramaId, rank]) => {
    const previousRank = before.get(dramaId) ?? null;
    return { dramaId, rank, previousRank, ...rankMovement(rank, previousRank) };
  });
}

/** The film types the current chart has dramas of (its tabs), in `order`. */
export function chartFilmTypes(current: readonly ChartPosition[], order: readonly FilmType[]): FilmType[] {
  const present = new Set(current.map((p) => p.filmType));
  return order.filter((t) => present.has(t));
}
