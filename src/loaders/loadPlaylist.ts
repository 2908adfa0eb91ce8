// A video article opened from a playlist (?playlistId=…): the playlist through GET /playlist, where
// the article stands in it, and what plays next. Unknown or malformed ids give no playlist: the
// article is shown on its own.
import { toWebapiError } from '#/api/webapiError.ts';
import { playlistQueue } from '#/domain/article/playlistQueue.ts';
import type { PageContext } from './pageContext.ts';

export async function loadPlaylist(ctx: PageContext, playlistId: string | null, articleHash: string) {
  if (!playlistId) return null;
  try {
    const playlist = await ctx.client.get('/playlist', { query: { playlistId } });
    return { playlist, ...playlistQueue(playlist.items, articleHash) };
  } catch (error) {
    const e = toWebapiError(error);
    if (e.statusCode === 404 || e.statusCode === 400) return null;
    throw error;
  }
}

export type PlaylistLoad = NonNullable<Awaited<ReturnType<typeof loadPlaylist>>>;
