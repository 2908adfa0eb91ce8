// GET /playlist: a playlist of video articles (content-spec §7 Playlist).
import { createRoute, z } from '@hono/zod-openapi';
import { findPlaylist } from '../db/playlists.ts';
import { toCard } from './articleMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { PlaylistResponse } from './schemas/stories.ts';
import { ApiError, countrySchema, urlPathSchema } from './validation.ts';

const playlist = createRoute({
  method: 'get',
  path: '/playlist',
  summary: 'a playlist: its video articles in play order',
  request: {
    query: z.object({
      country: countrySchema,
      playlistId: z.string({ error: 'is required' }).pipe(urlPathSchema).openapi({ example: 'tw-weekend-videos' }),
    }),
  },
  responses: { 200: json(PlaylistResponse), ...errors(404) },
});

export const playlistRoutes = newRouter().openapi(playlist, async (c) => {
  const { country, playlistId } = c.req.valid('query');
  const found = await findPlaylist(c.env.DB, country, playlistId);
  if (!found) throw new ApiError(404, `playlist not found: ${playlistId}`);
  const body: PlaylistResponse = { id: found.id, title: found.title, updatedTime: found.updatedTime, items: found.items.map(toCard) };
  return c.json(body, 200);
});
