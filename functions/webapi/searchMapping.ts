// Search hits → the wire shape, with the parts of each title and summary that match the query
// (`marked`: its words and the spellings tried for misspelt ones).
import { SEARCH_TOTAL_CAP, type StoryHit } from '../db/search.ts';
import type { StorySearchResponse } from './schemas/search.ts';
import { highlight } from '#/domain/search/highlight.ts';

/** Characters of the summary kept either side of its first match. */
const SNIPPET_AROUND = 40;

export function toStorySearch(query: string, marked: string, offset: number, found: { total: number; hits: StoryHit[] }, suggestions: string[] = []): StorySearchResponse {
  return {
    query,
    total: found.total,
    capped: found.total >= SEARCH_TOTAL_CAP,
    offset,
    items: found.hits.map((h) => ({
      hash: h.hash,
      title: h.title,
      titleParts: highlight(h.title, marked),
      snippet: highlight(h.summary, marked, SNIPPET_AROUND),
      publisher: h.publisher_name,
      thumbnailHash: h.thumbnail_hash,
      publishTime: h.publish_time,
    })),
    suggestions,
  };
}
