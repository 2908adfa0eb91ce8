// Movies (content-spec §2 Movie routes, §3 Movie, Tab, page type MOVIE_LIST): statuses, ratings,
// the tabs of a movie's page and of the movie tab list, and the two query parameters of the movie
// tab pages as this portal reads them (docs/decisions/0068).

/** content-spec §3 Movie: a movie is in theatres or coming soon. */
export const MOVIE_STATUSES = ['IN_THEATERS', 'COMING_SOON'] as const;
export type MovieStatus = (typeof MOVIE_STATUSES)[number];

/** content-spec §3 Movie ratings, spelled as the spec spells them (UNKNOW included). */
export const MOVIE_RATINGS = [
  'RESTRICTED', 'PARENTAL_GUIDANCE_15', 'PARENTAL_GUIDANCE_12', 'PARENTAL_GUIDANCE', 'GENERAL',
  'ID_GENERAL', 'ID_PARENTAL_GUIDANCE_13', 'ID_PARENTAL_GUIDANCE_17', 'ID_RESTRICTED', 'UNKNOW',
] as const;
export type MovieRating = (typeof MOVIE_RATINGS)[number];

export function isMovieRating(value: string | null): value is MovieRating {
  return value !== null && (MOVIE_RATINGS as readonly string[]).includes(value);
}

/** A rating the market does not use (or none) shows as UNKNOW: the badge always names a rating of the list. */
export function ratingOf(value: string | null): MovieRating {
  return isMovieRating(value) ? value : 'UNKNOW';
}

/** The tabs of a movie's page, /v2/movie/{urlPath}/{tabPath}; an empty tab path is the first. */
export const MOVIE_PAGE_TABS = ['info', 'showtimes', 'trailers', 'comments'] as const;
export type MoviePageTab = (typeof MOVIE_PAGE_TABS)[number];

/** The tab a path names: '' (the bare /v2/movie/{urlPath}/) is info; an unknown one is null ('no page'). */
export function moviePageTab(tabPath: string | undefined): MoviePageTab | null {
  if (!tabPath) return 'info';
  return (MOVIE_PAGE_TABS as readonly string[]).includes(tabPath) ? (tabPath as MoviePageTab) : null;
}

/**
 * content-spec §3 Tab: "A movie tab list has in-cinemas, coming-soon and box-office tabs"; §2 routes
 * them as /v2/movie/incinemas|comingsoon|boxoffice/{urlPath}. The path segment is the tab's id here.
 */
export const MOVIE_LIST_TABS = ['incinemas', 'comingsoon', 'boxoffice'] as const;
export type MovieListTab = (typeof MOVIE_LIST_TABS)[number];

export function isMovieListTab(value: string): value is MovieListTab {
  return (MOVIE_LIST_TABS as readonly string[]).includes(value);
}

/** Which movies a tab shows, whatever its listing holds: box office and in cinemas only what is showing. */
export function tabAdmits(tab: MovieListTab, status: MovieStatus): boolean {
  return tab === 'comingsoon' ? status === 'COMING_SOON' : status === 'IN_THEATERS';
}

/** A movie's status on `today` (yyyy-mm-dd in the market's time zone): showing from its release date. */
export function statusOn(releaseDate: string, today: string): MovieStatus {
  return releaseDate <= today ? 'IN_THEATERS' : 'COMING_SOON';
}

/** A movie's or a movie page's url path: lowercase words joined by "-". */
export const MOVIE_URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** filmKeyword: at most this many characters, matched within titles. */
export const FILM_KEYWORD_MAX = 40;

/** How a title and a keyword are compared: NFKC (full-width letters, compatibility forms) and case-folded. */
export function foldForMatch(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** filmKeyword narrows a tab to the movies whose title contains it. */
export function titleMatches(title: string, keyword: string | null): boolean {
  return keyword === null || foldForMatch(title).includes(foldForMatch(keyword));
}

/** seriesListingId: the ENTITY listing of a series' movies (a franchise), `{country}-movie-series-{slug}`. */
export const SERIES_LISTING_ID = /^[a-z]{2,4}-movie-series-[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const seriesListingId = (country: string, slug: string) => `${country}-movie-series-${slug}`;

/** A release date (yyyy-mm-dd, already a day of the market) as the market writes a long date. */
export function formatReleaseDate(releaseDate: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${releaseDate}T00:00:00Z`));
}
