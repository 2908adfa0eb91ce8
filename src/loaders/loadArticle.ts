// Loads an article for its page; the page sets the status (components cannot once streaming starts).
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import type { PageContext } from './pageContext.ts';
import { toWebapiError } from '#/api/webapiError.ts';

export type ArticleLoad = { status: 200; article: ArticleResponse } | { status: 404 | 500; message: string };

export async function loadArticle(ctx: PageContext, hash: string): Promise<ArticleLoad> {
  try {
    return { status: 200, article: await ctx.client.article(hash) };
  } catch (error) {
    const e = toWebapiError(error);
    return { status: e.statusCode === 404 || e.statusCode === 400 ? 404 : 500, message: e.message };
  }
}
