// Where an article stands in a playlist and what plays after it. Pure.

/**
 * `position` is the article's index (-1 when the playlist does not hold it); `upNext` the videos after
 * it, or the whole playlist when it is not in it; the first of `upNext` plays when the video ends.
 */
export function playlistQueue<T extends { hash: string }>(items: readonly T[], hash: string): { position: number; upNext: T[] } {
  const position = items.findIndex((item) => item.hash === hash);
  return { position, upNext: position === -1 ? [...items] : items.slice(position + 1) };
}

/** An article's address inside a playlist: it keeps playlistId so the next page continues the list. */
export function playlistArticleHref(articlePath: string, playlistId: string): string {
  return `${articlePath}?playlistId=${encodeURIComponent(playlistId)}`;
}
