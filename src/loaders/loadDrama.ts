// Drama pages' data (content-spec §2 Drama routes): a drama, a curated list, the trending chart of
// all film types or one. Each answers null for 'no page' (unknown, or a path no drama can have).
import { isFilmType, type FilmType } from '#/domain/dramas/dramas.ts';
import type { DramaChartResponse, DramaListResponse, DramaResponse } from '#functions/webapi/schemas/dramas.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

export function loadDrama(ctx: PageContext, urlPath: string): Promise<DramaResponse | null> {
  return orNoPage(() => ctx.client.get('/drama/:urlPath', { param: { urlPath } }));
}

export function loadDramaList(ctx: PageContext, urlPath: string): Promise<DramaListResponse | null> {
  return orNoPage(() => ctx.client.get('/drama/list/:urlPath', { param: { urlPath } }));
}

/** The chart of every film type (null) or of one named by the path; an unknown film type is 'no page'. */
export async function loadDramaChart(ctx: PageContext, filmType: string | null): Promise<DramaChartResponse | null> {
  if (filmType !== null && !isFilmType(filmType)) return null;
  return orNoPage(() => ctx.client.get('/drama/chart/trending', { query: filmType === null ? {} : { filmType: filmType as FilmType } }));
}
