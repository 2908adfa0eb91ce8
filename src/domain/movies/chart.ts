// The trending movie chart (content-spec §2 /v2/movie/chart/trending): the current edition's ranks
// with each movie's movement since the previous edition, by the charts' one rule (rankMovement).
// Movies have no film-type tabs, so the chart is one list. Pure.
import { rankMovement, type ChartPlace } from '#/domain/charts/rankMovement.ts';

export interface MovieRankedEntry extends ChartPlace {
  movieId: string;
}

/** Each movie of the current edition (ids in rank order) with its rank in the previous edition. */
export function movieChartWithMovement(current: readonly string[], previous: readonly string[]): MovieRankedEntry[] {
  return current.map((movieId, index) => {
    const before = previous.indexOf(movieId);
    const previousRank = before < 0 ? null : before + 1;
    return { movieId, rank: index + 1, previousRank, ...rankMovement(index + 1, previousRank) };
  });
}
