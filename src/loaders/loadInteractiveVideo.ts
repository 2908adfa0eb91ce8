// An interactive-video story's page data (content-spec §2 /v2/ive/{urlPath}): the video article and
// its chapters, through GET /ive/{urlPath}. Unknown or malformed → null ('no page').
import { toWebapiError } from '#/api/webapiError.ts';
import type { PageContext } from './pageContext.ts';

export async function loadInteractiveVideo(ctx: PageContext, urlPath: string) {
  try {
    return await ctx.client.get('/ive/:urlPath', { param: { urlPath } });
  } catch (error) {
    const e = toWebapiError(error);
    if (e.statusCode === 404 || e.statusCode === 400) return null;
    throw error;
  }
}
