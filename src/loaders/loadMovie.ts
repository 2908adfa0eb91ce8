// Movie pages' data (content-spec §2 Movie routes): a movie, the trending chart, and a movie tab
// page through the embedded page's movie form. A movie or page that does not exist (404, or a path
// none can have: 400) is null, 'no page'; a bad filmKeyword or seriesListingId is 'bad query'.
import { isMovieListTab } from '#/domain/movies/movies.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import type { MovieChartResponse, MovieResponse, MovieTabPageResponse } from '#functions/webapi/schemas/movies.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

export function loadMovie(ctx: PageContext, urlPath: string): Promise<MovieResponse | null> {
  return orNoPage(() => ctx.client.get('/movie/:urlPath', { param: { urlPath } }));
}

export function loadMovieChart(ctx: PageContext): Promise<MovieChartResponse | null> {
  return orNoPage(() => ctx.client.get('/movie/chart/trending', {}));
}

export interface MovieTabQuery {
  filmKeyword: string | null;
  seriesListingId: string | null;
}

/** The query parameters of a movie tab page, as given (the API validates them). */
export function movieTabQuery(url: URL): MovieTabQuery {
  return { filmKeyword: url.searchParams.get('filmKeyword'), seriesListingId: url.searchParams.get('seriesListingId') };
}

export type MovieTabPageResult = { page: MovieTabPageResponse } | { badQuery: string } | null;

export async function loadMovieTabPage(ctx: PageContext, tab: string, urlPath: string, query: MovieTabQuery): Promise<MovieTabPageResult> {
  if (!isMovieListTab(tab)) return null;
  const params = {
    entityId: tab,
    ...(query.filmKeyword !== null ? { filmKeyword: query.filmKeyword } : {}),
    ...(query.seriesListingId !== null ? { seriesListingId: query.seriesListingId } : {}),
  };
  try {
    return { page: await ctx.client.get('/portal/embedded/page/movie/:urlPath', { param: { urlPath }, query: params }) };
  } catch (error) {
    const { statusCode, message } = toWebapiError(error);
    // A url path no page can have is 'no page'; a bad keyword or series is the reader's query.
    if (statusCode === 400 && /"(filmKeyword|seriesListingId)"/.test(message)) return { badQuery: message };
    if (statusCode === 400 || statusCode === 404) return null;
    throw error;
  }
}
