// A publisher page's data: the publisher and the first window of the chosen tab.
import { isPublisherTab, type PublisherTab } from '#/domain/portal/entityListings.ts';
import { LOAD_MORE_PAGE_LENGTH } from '#/domain/portal/loadMore.ts';
import { normaliseListing, type Listing } from '#/api/normalisePage.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import type { PublisherResponse } from '#functions/webapi/schemas/publishers.ts';
import type { PageContext } from './pageContext.ts';

export type PublisherPage = Omit<PublisherResponse, 'listing'> & { listing: Listing };

/** The publisher with its tab's first page of stories, or null when the market has no such publisher. */
export async function loadPublisher(ctx: PageContext, cpId: string, tab: PublisherTab): Promise<PublisherPage | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,80}$/.test(cpId)) return null;
  try {
    const answer = await ctx.client.get('/publisher/:cpId', { param: { cpId }, query: { tab, offset: 0, length: LOAD_MORE_PAGE_LENGTH } });
    return { ...answer, listing: normaliseListing(answer.listing) };
  } catch (error) {
    if (toWebapiError(error).statusCode === 404) return null;
    throw error;
  }
}

/** The publisher page of a route: no tab path is the latest tab; an unknown tab is no page (null). */
export async function loadPublisherPage(ctx: PageContext, cpId: string, tabPath: string | undefined): Promise<PublisherPage | null> {
  const tab = tabPath === undefined ? 'latest' : isPublisherTab(tabPath) ? tabPath : null;
  return tab ? loadPublisher(ctx, cpId, tab) : null;
}
