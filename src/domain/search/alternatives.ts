// What to offer when a search finds nothing (issue #29): the query with each misspelt word replaced
// by its nearest spelling, then each of its words alone, spelt the same way. The caller keeps the
// ones that find stories. Pure.

/** Alternatives tried when a query finds nothing. */
export const MAX_ALTERNATIVES = 4;

/** Candidate queries for a normalised `query` that found nothing, best first, without the query itself. */
export function alternativeQueries(query: string, spellings: ReadonlyMap<string, readonly string[]>): string[] {
  const chunks = query.split(' ').filter(Boolean);
  const respelled = chunks.map((c) => spellings.get(c)?.[0] ?? c);
  const candidates = [respelled.join(' '), ...(chunks.length > 1 ? respelled : [])];
  return [...new Set(candidates)].filter((c) => c !== query).slice(0, MAX_ALTERNATIVES);
}
