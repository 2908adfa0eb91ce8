// Wire shapes drama and movie pages share: a chart entry's place, the trailer, a cast member.
import { z } from '@hono/zod-openapi';
import { RANK_MOVEMENTS } from '#/domain/charts/rankMovement.ts';

/** The fields of a chart entry's place (src/domain/charts/rankMovement.ts). */
export const chartPlaceFields = {
  rank: z.number().int(),
  previousRank: z.number().int().nullable().describe('rank in the previous edition of the same chart; null: new'),
  movement: z.enum(RANK_MOVEMENTS),
  change: z.number().int().describe('places moved: positive up, negative down'),
};

export const titleTrailer = z
  .object({ videoHash: z.string(), posterHash: z.string().nullable(), width: z.number().int(), height: z.number().int() })
  .nullable()
  .describe('an HLS stream of the media store; null: no trailer');

export const titleCast = z
  .array(
    z.object({
      name: z.string(),
      role: z.string().describe("the character, in the market's language"),
      profile: z.object({ hash: z.string(), name: z.string(), imageHash: z.string().nullable() }).nullable().describe('the profile page /v2/profile/{hash}; null: none'),
    }),
  )
  .describe('billing order');
