// Loads a portal tab: the market's tabs and the page behind the chosen one (the first by default).
import type { PageContext } from './pageContext.ts';
import type { Page } from '#/api/normalisePage.ts';
import type { Tab } from '#functions/webapi/schemas/content.ts';
import { toWebapiError } from '#/api/webapiError.ts';

export type TabLoad = { status: 200; tabs: Tab[]; tab: Tab; page: Page } | { status: 404 | 500; tabs: Tab[]; message: string };

/** The parts of /tab/{pageUrlPath}/{tabPath} or /tab/{pageUrlPath}/module/{moduleId}; null when malformed. */
export function parseTabRest(rest: string | undefined): { pageUrlPath?: string; tabPath?: string; moduleId?: string } | null {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { pageUrlPath: parts[0] };
  if (parts.length === 2) return { pageUrlPath: parts[0], tabPath: parts[1] };
  if (parts.length === 3 && parts[1] === 'module') return { pageUrlPath: parts[0], moduleId: parts[2] };
  return null;
}

/** The reader's test group from the group cookies (dfmGroup or group), when well formed. */
export function userGroup(cookie: (name: string) => string | undefined): string | undefined {
  const group = cookie('dfmGroup') ?? cookie('group');
  return group && /^[A-Za-z0-9_-]{1,40}$/.test(group) ? group : undefined;
}

/** The market's tabs for the reader's group (when known) and the page of the chosen tab. */
export async function loadTab(ctx: PageContext, urlPath: string | undefined, group?: string): Promise<TabLoad> {
  try {
    const { tabs } = await ctx.client.tabs(group);
    const tab = urlPath === undefined ? tabs[0] : tabs.find((t) => t.portalPageUrlPath === urlPath);
    if (!tab) return { status: 404, tabs, message: `no tab ${urlPath ?? ''}` };
    const page = await ctx.client.page(tab.portalPageUrlPath);
    return { status: 200, tabs, tab, page };
  } catch (error) {
    const e = toWebapiError(error);
    return { status: e.statusCode === 404 ? 404 : 500, tabs: [], message: e.message };
  }
}
