// Loads an embedded page (content-spec §7) for /v2/embed/{urlPath}?subType&entityId.
import type { EmbeddedPageResponse } from '#functions/webapi/schemas/content.ts';
import { normaliseModule, type Module } from '#/api/normalisePage.ts';
import type { PageContext } from './pageContext.ts';
import { toWebapiError } from '#/api/webapiError.ts';

type EmbeddedPageLoad =
  | { status: 200; page: Omit<EmbeddedPageResponse, 'modules'> & { modules: Module[] } }
  | { status: 400 | 404 | 500; message: string };

export async function loadEmbeddedPage(ctx: PageContext, urlPath: string, subType: string | null, entityId: string | null): Promise<EmbeddedPageLoad> {
  try {
    const page = await ctx.client.get('/portal/embedded/page/:url', {
      param: { url: urlPath },
      // Left blank, the API answers 400 'incorrect arguments'.
      query: { subType: subType ?? '', entityId: entityId ?? '' },
    });
    return { status: 200, page: { ...page, modules: page.modules.map(normaliseModule) } };
  } catch (error) {
    const e = toWebapiError(error);
    return { status: e.statusCode === 400 || e.statusCode === 404 ? e.statusCode : 500, message: e.message };
  }
}
