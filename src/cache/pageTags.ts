// Cache tags of rendered pages: what an edit must purge (article, page, listing, publisher, profile, market).
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import type { Page } from '#/api/normalisePage.ts';

export function tabPageTags(country: string, page: Page): string[] {
  const listings = page.modules.flatMap((m) => m.listing.map((l) => `listing:${l.id.replace(/^shuffle_/, '')}`));
  return [`market:${country}`, `page:${page.urlPath}`, ...new Set(listings)];
}

/** An article page; `people` are the profiles of its "people in this story" row (their edits purge it too). */
export function articlePageTags(country: string, article: ArticleResponse, people: readonly { hash: string }[] = []): string[] {
  return [`market:${country}`, `article:${article.data.id}`, `publisher:${article.data.publisher.id}`, ...people.map((p) => `profile:${p.hash}`)];
}
