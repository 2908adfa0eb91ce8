// Cache tags of rendered pages: what an edit must purge (article, page, listing, publisher, profile, drama,
// movie, playlist, market, weather, lottery, the market's ad placements).
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import { normalisePage, type Page } from '#/api/normalisePage.ts';

/**
 * Pages that carry ad modules (portal tabs and pages, articles, listing windows): an editor's change
 * of the market's placements purges them (the ad server's admin API purges this tag).
 */
export function adPageTag(country: string): string {
  return `ads:${country}`;
}

export function tabPageTags(country: string, page: Page): string[] {
  const listings = page.modules.flatMap((m) => m.listing.map((l) => `listing:${l.id.replace(/^shuffle_/, '')}`));
  return [`market:${country}`, `page:${page.urlPath}`, ...new Set(listings), adPageTag(country)];
}

/**
 * An article page; `people` are the profiles of its "people in this story" row (their edits purge it
 * too). A topic view also shows its topic page's modules; a page opened from a playlist shows the
 * playlist's other videos.
 */
export function articlePageTags(
  country: string,
  article: ArticleResponse,
  people: readonly { hash: string }[] = [],
  playlist: { id: string; items: readonly { id: number }[] } | null = null,
): string[] {
  const tags = [`market:${country}`, `article:${article.data.id}`, `publisher:${article.data.publisher.id}`, ...people.map((p) => `profile:${p.hash}`), adPageTag(country)];
  if (article.topic) tags.push(...tabPageTags(country, normalisePage(article.topic)).slice(1));
  if (playlist) tags.push(`playlist:${playlist.id}`, ...playlist.items.map((item) => `article:${item.id}`));
  return [...new Set(tags)];
}

/** A drama's page: the drama, and the profiles its cast links to (their names show on it). */
export function dramaPageTags(country: string, drama: { id: string; fullCast: readonly { profile: { hash: string } | null }[] }): string[] {
  const profiles = drama.fullCast.flatMap((c) => (c.profile ? [`profile:${c.profile.hash}`] : []));
  return [...new Set([`market:${country}`, `drama:${country}:${drama.id}`, ...profiles])];
}

/** A curated drama list: its listing and the dramas on it. */
export function dramaListPageTags(country: string, list: { id: string; items: readonly { id: string }[] }): string[] {
  return [`market:${country}`, `listing:${list.id}`, ...list.items.map((d) => `drama:${country}:${d.id}`)];
}

/** A trending chart page: the market's chart (a new edition purges every tab) and its dramas. */
export function dramaChartPageTags(country: string, chart: { entries: readonly { drama: { id: string } }[] }): string[] {
  return [`market:${country}`, `drama-chart:${country}`, ...chart.entries.map((e) => `drama:${country}:${e.drama.id}`)];
}

/** A movie's page (every tab): the movie, and the profiles its cast links to (their names show on it). */
export function moviePageTags(country: string, movie: { id: string; cast: readonly { profile: { hash: string } | null }[] }): string[] {
  const profiles = movie.cast.flatMap((c) => (c.profile ? [`profile:${c.profile.hash}`] : []));
  return [...new Set([`market:${country}`, `movie:${country}:${movie.id}`, ...profiles])];
}

/** A movie tab page: its page, the listing it shows (the tab's or a series') and the movies on it. */
export function movieTabPageTags(country: string, page: { urlPath: string; modules: readonly { listingId: string | null; movies: readonly { id: string }[] }[] }): string[] {
  const listings = page.modules.flatMap((m) => (m.listingId ? [`listing:${m.listingId}`] : []));
  const movies = page.modules.flatMap((m) => m.movies.map((movie) => `movie:${country}:${movie.id}`));
  return [...new Set([`market:${country}`, `page:${page.urlPath}`, ...listings, ...movies])];
}

/** The trending movie chart: the market's chart (a new edition purges it) and its movies. */
export function movieChartPageTags(country: string, chart: { entries: readonly { movie: { id: string } }[] }): string[] {
  return [`market:${country}`, `movie-chart:${country}`, ...chart.entries.map((e) => `movie:${country}:${e.movie.id}`)];
}

/** An auspicious-date page: the market's categories and activity texts (computed days need no purge). */
export function meritDatePageTags(country: string): string[] {
  return [`market:${country}`, `merit-date:${country}`];
}

/** Fortune and lucky-colour pages: the market's fortune content (a new seed or edit purges them all). */
export function fortunePageTags(country: string): string[] {
  return [`market:${country}`, `fortune:${country}`];
}

/** The weather pages of a market: its places (a seed or an edit of them purges them); forecasts age out by the route rule. */
export function weatherPageTags(country: string): string[] {
  return [`market:${country}`, `weather:${country}`];
}

/** The latest lottery results: a new draw of any of the market's games purges it. */
export function lotteryLatestPageTags(country: string): string[] {
  return [`market:${country}`, `lottery:${country}`];
}

/** A game's lottery history (every page of it): a new draw of the game purges it. */
export function lotteryHistoryPageTags(country: string, game: string): string[] {
  return [`market:${country}`, `lottery-game:${country}:${game}`];
}

/** A draw's full result: a correction of the draw purges it. */
export function lotteryDrawPageTags(country: string, drawId: string): string[] {
  return [`market:${country}`, `lottery-draw:${country}:${drawId}`];
}

/** What recording (or correcting) a draw purges: the latest results, the game's history, the draw's page. */
export function lotteryPurgeTags(country: string, game: string, drawId: string): string[] {
  return [`lottery:${country}`, `lottery-game:${country}:${game}`, `lottery-draw:${country}:${drawId}`];
}

/** Entertainment search results (/v2/ent/search): a search's page, and each drama, movie and person it shows. */
export function entSearchPageTags(country: string, groups: readonly { kind: string; items: readonly { id: string }[] }[]): string[] {
  const shown = groups.flatMap((g) =>
    g.items.flatMap((item) => (g.kind === 'drama' ? [`drama:${country}:${item.id}`] : g.kind === 'movie' ? [`movie:${country}:${item.id}`] : g.kind === 'profile' ? [`profile:${item.id}`] : [])),
  );
  return [`market:${country}`, `search:${country}`, ...shown];
}

/** A candidate's page (every tab): their election (an editor's change to it purges the page) and their person. */
export function candidatePageTags(country: string, electionId: string, profileHash: string): string[] {
  return [`market:${country}`, `election:${electionId}`, `profile:${profileHash}`];
}

/** Candidate search: the election it searches. */
export function candidateSearchPageTags(country: string, electionId: string): string[] {
  return [`market:${country}`, `election:${electionId}`];
}

/**
 * Everything showing an election's count (results page, count answers): a counts post purges it. A
 * tag of its own, so election night's posts every few seconds leave the candidate pages cached.
 */
export function electionCountTags(electionId: string): string[] {
  return [`election-count:${electionId}`];
}
