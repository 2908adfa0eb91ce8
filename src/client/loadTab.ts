// Loads a portal tab: the market's tabs and the page behind the chosen one (the first by default).
import type { PageContext } from './pageContext.ts';
import type { Page } from './normalisePage.ts';
import type { Tab } from '../domain/webapiTypes.ts';
import { toWebapiError } from './webapiError.ts';

export type TabLoad = { status: 200; tabs: Tab[]; tab: Tab; page: Page } | { status: 404 | 500; tabs: Tab[]; message: string };

export async function loadTab(ctx: PageContext, urlPath: string | undefined): Promise<TabLoad> {
  try {
    const { tabs } = await ctx.client.tabs();
    const tab = urlPath === undefined ? tabs[0] : tabs.find((t) => t.portalPageUrlPath === urlPath);
    if (!tab) return { status: 404, tabs, message: `no tab ${urlPath ?? ''}` };
    const page = await ctx.client.page(tab.portalPageUrlPath);
    return { status: 200, tabs, tab, page };
  } catch (error) {
    const e = toWebapiError(error);
    return { status: e.statusCode === 404 ? 404 : 500, tabs: [], message: e.message };
  }
}
