// Candidates (content-spec §2 /v2/election/profile/…, §7 profiles, profiles/search and
// qsearch/trending/candidate; docs/decisions/0083): the candidate page's tabs, its paths, how a
// name query becomes an index expression, which constituencies a district filter covers, what
// "trending" weighs, and the text colour a party chip needs to stay readable. Pure.
import { searchGrams, searchWords, normaliseQuery, hasUnspacedScript, ftsPhrase } from '#/domain/search/searchText.ts';
import type { ContentLanguage } from '#/markets.ts';
import { contrastRatio } from './mapShading.ts';

/** The tabs of a candidate's page, in order; the first is the default (a bare /v2/election/profile/{hash}). */
export const CANDIDATE_TABS = ['profile', 'policies', 'posts', 'comments'] as const;
export type CandidateTab = (typeof CANDIDATE_TABS)[number];

/** The tab a path segment names: absent or empty → 'profile'; anything else unknown → null ('no page'). */
export function candidateTab(tabPath: string | undefined): CandidateTab | null {
  if (tabPath === undefined || tabPath === '') return 'profile';
  return (CANDIDATE_TABS as readonly string[]).includes(tabPath) ? (tabPath as CandidateTab) : null;
}

/** A candidate page's path (without the market prefix); `electionId` picks the candidacy when given. */
export function candidatePath(profileHash: string, tab: CandidateTab = 'profile', electionId?: string | null): string {
  const path = tab === 'profile' ? `/election/profile/${profileHash}` : `/election/profile/${profileHash}/${tab}`;
  return electionId ? `${path}?${new URLSearchParams({ electionId })}` : path;
}

/** Candidates per page of a search (API default, and the search page's window). */
export const CANDIDATE_SEARCH_PAGE = 20;
export const CANDIDATE_SEARCH_MAX_PAGE = 100;

/**
 * The FTS5 expression finding names that contain the query (the index's title columns hold a
 * profile's name, src/domain/search/entityDocuments.ts). Each chunk of the query must match: a
 * Latin word as a prefix ("bud" finds "Budi"), a chunk in an unspaced script by its character
 * pairs anywhere in the name (佩珊 finds 吳佩珊). Null when nothing in it is searchable.
 */
export function candidateNameMatch(query: string, language: ContentLanguage): string | null {
  const parts: string[] = [];
  for (const chunk of normaliseQuery(query).split(' ')) {
    const words = searchWords(chunk, language);
    if (!words.length) continue;
    const byWords = `{title_words}: ${ftsPhrase(words)} *`;
    const grams = hasUnspacedScript(chunk) ? searchGrams(chunk) : [];
    // A query's last character is a term only as a prefix of the name's pairs (see matchExpression).
    const byGrams = grams.length === 1 ? `${ftsPhrase(grams)} *` : ftsPhrase(grams.slice(0, -1));
    parts.push(grams.length ? `(${byWords} OR {title_grams}: ${byGrams})` : byWords);
  }
  return parts.length ? parts.join(' AND ') : null;
}

/**
 * How much each reader action within the window counts towards a candidate's trend: adding the
 * candidate as a friend is the strongest sign of interest, then a comment (it takes writing), then
 * a search for the name, then a reaction (one tap).
 */
export const TREND_WEIGHTS = { friendAdds: 4, comments: 3, searches: 2, reactions: 1 } as const;
/** The window trending looks back over: the spec's period ONE_WEEK (a campaign's last week). */
export const TREND_WINDOW_MS = 7 * 86_400_000;
export const TREND_LIMIT = 10;

export interface TrendSignals {
  reactions: number;
  comments: number;
  friendAdds: number;
  searches: number;
}

export function trendScore(s: TrendSignals): number {
  return s.reactions * TREND_WEIGHTS.reactions + s.comments * TREND_WEIGHTS.comments + s.friendAdds * TREND_WEIGHTS.friendAdds + s.searches * TREND_WEIGHTS.searches;
}

/**
 * Candidates by trend: highest score first; ties (a quiet campaign: all zero) by the order the
 * ballot shows them (`position`), so the list is stable and never empty while there are candidates.
 */
export function rankByTrend<T extends { signals: TrendSignals; position: number }>(items: readonly T[], limit: number): (T & { score: number })[] {
  return items
    .map((item) => ({ ...item, score: trendScore(item.signals) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit);
}

// The WCAG contrast the map's labels use (src/domain/election/mapShading.ts), re-exported for the chip.
export { contrastRatio };

/** The text colour (white or near-black) with the higher contrast on a party's colour. */
export function chipTextColour(background: string): '#ffffff' | '#111111' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}
