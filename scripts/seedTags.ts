// The demo content's tags by use: tests pick the tag on the most stories (a tag page with load-more)
// from the same count, so they agree on which tag that is.

/** How many of `articles` carry each tag. */
export function tagCounts(articles: readonly { tags: readonly string[] }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of articles) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** The tag on the most stories (ties: the first by name) and its count. */
export function mostUsedTag(counts: ReadonlyMap<string, number>): [string, number] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
}
