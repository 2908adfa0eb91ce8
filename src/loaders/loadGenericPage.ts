// A generic page of the portal's page table (content-spec §2 /v2/page/{urlPath}/{tabPath} and
// /v2/page/{urlPath}/module/{moduleId}): the page with its modules, one of its sections, or one
// module alone. A section (tabPath) is a module's anchor id: the page opens scrolled to it.
import type { Page } from '#/api/normalisePage.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import type { PageContext } from './pageContext.ts';

export type GenericPageRoute = { urlPath: string; tabPath?: string; moduleId?: number };

export type GenericPageLoad =
  | { status: 200; page: Page; route: GenericPageRoute; anchor: string | undefined }
  | { status: 404 | 500; message: string };

/** The parts of /page/{urlPath}, /page/{urlPath}/{tabPath} or /page/{urlPath}/module/{moduleId}. */
export function parsePageRest(rest: string | undefined): GenericPageRoute | null {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 1) return { urlPath: parts[0]! };
  if (parts.length === 2) return { urlPath: parts[0]!, tabPath: parts[1]! };
  if (parts.length === 3 && parts[1] === 'module' && /^\d{1,9}$/.test(parts[2]!)) return { urlPath: parts[0]!, moduleId: Number(parts[2]) };
  return null;
}

export async function loadGenericPage(ctx: PageContext, route: GenericPageRoute): Promise<GenericPageLoad> {
  let page: Page;
  try {
    page = await ctx.client.page(route.urlPath);
  } catch (error) {
    const e = toWebapiError(error);
    return { status: e.statusCode === 404 || e.statusCode === 400 ? 404 : 500, message: e.message };
  }
  if (route.moduleId !== undefined) {
    const module = page.modules.find((m) => m.id === route.moduleId);
    if (!module) return { status: 404, message: `no module ${route.moduleId} on page ${route.urlPath}` };
    return { status: 200, page: { ...page, modules: [module] }, route, anchor: undefined };
  }
  if (route.tabPath !== undefined) {
    const section = page.modules.find((m) => m.anchorId === route.tabPath);
    if (!section) return { status: 404, message: `no section ${route.tabPath} on page ${route.urlPath}` };
    return { status: 200, page, route, anchor: section.anchorId ?? undefined };
  }
  return { status: 200, page, route, anchor: undefined };
}
