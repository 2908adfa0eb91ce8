// Loads an article for its page; the page sets the status (components cannot once streaming starts).
import type { ArticleResponse } from '#functions/webapi/schemas/content.ts';
import type { PageContext } from './pageContext.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import { checkPreparedArticleHtml } from '#/domain/article/preparedHtml.ts';
import type { TagShortcuts } from '#functions/webapi/schemas/tags.ts';
import type { ProfileSummary } from '#functions/webapi/schemas/profiles.ts';

export type ArticleLoad = { status: 200; article: ArticleResponse; shortcuts: TagShortcuts['items']; people: ProfileSummary[] } | { status: 404 | 500; message: string };

export async function loadArticle(ctx: PageContext, hash: string): Promise<ArticleLoad> {
  let article: ArticleResponse;
  // One call: the article call answers the story's people and related tags too.
  try {
    // The current view (?view=topic|lite) and the reader's test group go with the call (content-spec §7).
    article = await ctx.client.article(hash, { ...(ctx.view ? { view: ctx.view } : {}), ...(ctx.group ? { group: ctx.group } : {}) });
  } catch (error) {
    const e = toWebapiError(error);
    return { status: e.statusCode === 404 || e.statusCode === 400 ? 404 : 500, message: e.message };
  }
  // A stored body that fails the invariant check is refused, never re-sanitised (docs/decisions/0015):
  // the reader gets the temporary-error screen with status 500 (not cached), the log says why.
  const check = checkPreparedArticleHtml(article.data.content);
  if (!check.ok) {
    console.error(`article ${article.data.id} (${hash}): stored HTML refused: ${check.reason}`);
    return { status: 500, message: 'article body refused' };
  }
  return { status: 200, article, shortcuts: article.shortcuts ?? [], people: article.people ?? [] };
}
