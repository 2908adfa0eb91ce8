// Drama pages' data (content-spec §2 Drama routes): a drama, a curated list, the trending chart of
// all film types or one. Each answers null for 'no page' (unknown, or a path no drama can have).
import { isFilmType, type FilmType } from '#/domain/dramas/dramas.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import type { DramaChartResponse, DramaListResponse, DramaResponse } from '#functions/webapi/schemas/dramas.ts';
import type { PageContext } from './pageContext.ts';

/** 400 (a path no drama can have) and 404 (none) are both 'no page'. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const status = toWebapiError(error).statusCode;
    if (status === 400 || status === 404) return null;
    throw error;
  }
}

export function loadDrama(ctx: PageContext, urlPath: string): Promise<DramaResponse | null> {
  return orNull(() => ctx.client.get('/drama/:urlPath', { param: { urlPath } }));
}

export function loadDramaList(ctx: PageContext, urlPath: string): Promise<DramaListResponse | null> {
  return orNull(() => ctx.client.get('/drama/list/:urlPath', { param: { urlPath } }));
}

/** The chart of every film type (null) or of one named by the path; an unknown film type is 'no page'. */
export async function loadDramaChart(ctx: PageContext, filmType: string | null): Promise<DramaChartResponse | null> {
  if (filmType !== null && !isFilmType(filmType)) return null;
  return orNull(() => ctx.client.get('/drama/chart/trending', { query: filmType === null ? {} : { filmType: filmType as FilmType } }));
}
