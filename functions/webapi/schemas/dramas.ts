// Wire shapes of the drama calls (content-spec §2 Drama routes; page type DRAMA of §2/§3).
import { z } from '@hono/zod-openapi';
import { chartPlaceFields, titleCast, titleTrailer } from './titles.ts';
import { FILM_TYPES } from '#/domain/dramas/dramas.ts';

export const DramaCard = z
  .object({
    id: z.string().describe('the DRAMA entity id (brief-entity items are DRAMA-{id})'),
    urlPath: z.string().describe('/v2/drama/{urlPath}'),
    title: z.string(),
    subtitle: z.string().describe('origin, genre and length, as the listing shows them'),
    imageHash: z.string().nullable().describe('poster'),
    score: z.number().nullable().describe('out of 10'),
    filmType: z.enum(FILM_TYPES),
    year: z.number().int(),
    cast: z.array(z.string()).describe('the first three cast names in billing order (drama constant 3)'),
  })
  .openapi('DramaCard');
export type DramaCard = z.infer<typeof DramaCard>;

export const DramaResponse = DramaCard.extend({
  pageType: z.literal('DRAMA'),
  country: z.string(),
  synopsis: z.string(),
  updatedTime: z.number(),
  trailer: titleTrailer,
  fullCast: titleCast,
  episodes: z.array(
    z.object({
      number: z.number().int(),
      title: z.string().nullable(),
      airDate: z.string().describe("yyyy-mm-dd in the market's time zone"),
      aired: z.boolean().describe("whether the air date is today or before, in the market's time zone"),
      watch: z.array(z.string()).describe('channels and streaming services carrying it'),
    }),
  ),
  commentCount: z.number().int().describe('comments and replies readers can see (target type drama)'),
}).openapi('Drama');
export type DramaResponse = z.infer<typeof DramaResponse>;

export const DramaListResponse = z
  .object({
    pageType: z.literal('DRAMA'),
    id: z.string().describe('the listing id, also the list url path'),
    title: z.string(),
    updatedTime: z.number(),
    items: z.array(DramaCard),
  })
  .openapi('DramaList');
export type DramaListResponse = z.infer<typeof DramaListResponse>;

export const DramaChartResponse = z
  .object({
    pageType: z.literal('DRAMA'),
    filmType: z.enum(FILM_TYPES).nullable().describe('null: every film type'),
    filmTypes: z.array(z.enum(FILM_TYPES)).describe('film types of the current chart, one tab each'),
    entries: z.array(
      z.object({ ...chartPlaceFields, drama: DramaCard }),
    ),
  })
  .openapi('DramaChart');
export type DramaChartResponse = z.infer<typeof DramaChartResponse>;
