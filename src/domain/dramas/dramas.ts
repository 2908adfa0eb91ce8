// Dramas (content-spec §2 Drama routes, §9 drama constants): film types, url paths and the two
// drama constants as this portal reads them (docs/decisions/0067).

/**
 * Film types: where a drama was made, the way TV guides in these markets group dramas (台劇, 韓劇,
 * ละครไทย …). Each is a chart tab at /drama/chart/trending/type/{filmType}, in this order.
 */
export const FILM_TYPES = ['taiwan', 'hongkong', 'china', 'korea', 'japan', 'thailand', 'indonesia', 'western'] as const;
export type FilmType = (typeof FILM_TYPES)[number];

export function isFilmType(value: string): value is FilmType {
  return (FILM_TYPES as readonly string[]).includes(value);
}

/** Drama constant 3: a drama card (list and chart rows) names its first three cast members. */
export const CARD_CAST_NAMES = 3;

/**
 * Drama constant 2: a chart is kept as two editions, the current one and the previous one it is
 * compared with for rank movement. Publishing a chart moves current to previous.
 */
export const CHART_EDITIONS = ['current', 'previous'] as const;
export type ChartEdition = (typeof CHART_EDITIONS)[number];

/** A drama's or a curated list's url path: lowercase words joined by "-" (the seed's slugs, listing ids). */
export const DRAMA_URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The cast a card names: the first CARD_CAST_NAMES in billing order. */
export function cardCast<T>(cast: readonly T[]): T[] {
  return cast.slice(0, CARD_CAST_NAMES);
}

/** Whether an episode has aired by `now` (its air date is a day in the market's time zone, yyyy-mm-dd). */
export function hasAired(airDate: string, today: string): boolean {
  return airDate <= today;
}

/** An air date (yyyy-mm-dd, already a day of the market) as the market writes a short date. */
export function formatAirDate(airDate: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${airDate}T00:00:00Z`));
}
