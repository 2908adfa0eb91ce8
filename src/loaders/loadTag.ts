// A tag page's data: the tag, its categories and the first window of its stories in a category,
// with the related tags; and an article's related tags (shortcut chips under its tags).
import { parseTagCategory } from '#/domain/portal/entityListings.ts';
import { tagFromHash } from '#/domain/content/tagHash.ts';
import { LOAD_MORE_PAGE_LENGTH } from '#/domain/portal/loadMore.ts';
import { normaliseListing, type Listing } from '#/api/normalisePage.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import type { TagPage, TagShortcuts } from '#functions/webapi/schemas/tags.ts';
import type { PageContext } from './pageContext.ts';

export type TagPageData = Omit<TagPage, 'listing'> & { listing: Listing; shortcuts: TagShortcuts['items'] };

/** The tag page, or null for 'no page' (not a tag hash, an unknown category, no story carries it). */
export async function loadTagPage(ctx: PageContext, hash: string, categoryPath: string): Promise<TagPageData | null> {
  const category = parseTagCategory(categoryPath);
  if (!tagFromHash(hash) || category === null) return null;
  try {
    const [page, shortcuts] = await Promise.all([
      ctx.client.get('/tag/:tagHash', { param: { tagHash: hash }, query: { category: String(category), offset: 0, length: LOAD_MORE_PAGE_LENGTH } }),
      loadTagShortcuts(ctx, hash),
    ]);
    return { ...page, listing: normaliseListing(page.listing), shortcuts };
  } catch (error) {
    if (toWebapiError(error).statusCode === 404) return null;
    throw error;
  }
}

/** Related tags of a tag (a story's come with the article call); a failure shows none (the chips are extras). */
async function loadTagShortcuts(ctx: PageContext, hash: string): Promise<TagShortcuts['items']> {
  try {
    const answer = await ctx.client.get('/tag/shortcuts', { query: { id: hash, sourceType: 'TAG', context: 'tag-page' } });
    return answer.items;
  } catch (error) {
    if (toWebapiError(error).statusCode !== 404) console.error('tag shortcuts failed', error);
    return [];
  }
}
