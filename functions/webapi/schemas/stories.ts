// Wire shapes of interactive-video stories (GET /ive/{urlPath}) and playlists (GET /playlist).
import { z } from '@hono/zod-openapi';
import { ArticleCard, ArticleData } from './content.ts';

export const Chapter = z.object({ title: z.string(), start: z.number().describe('seconds from the start of the video') }).openapi('Chapter');

export const InteractiveVideoResponse = z
  .object({
    urlPath: z.string(),
    article: ArticleData.describe('the story: a video article (media type HLS)'),
    chapters: z.array(Chapter).describe('by start; a reader jumps between them'),
    updatedTime: z.number(),
  })
  .openapi('InteractiveVideo');
export type InteractiveVideoResponse = z.infer<typeof InteractiveVideoResponse>;

export const PlaylistResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    updatedTime: z.number(),
    items: z.array(ArticleCard).describe('video articles in play order'),
  })
  .openapi('Playlist');
export type PlaylistResponse = z.infer<typeof PlaylistResponse>;
