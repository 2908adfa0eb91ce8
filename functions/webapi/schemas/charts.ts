import { z } from '@hono/zod-openapi';
import { RANK_MOVEMENTS } from '#/domain/charts/rankMovement.ts';

/** The fields of a chart entry's place, shared by the drama and movie charts (src/domain/charts/rankMovement.ts). */
export const chartPlaceFields = {
  rank: z.number().int(),
  previousRank: z.number().int().nullable().describe('rank in the previous edition of the same chart; null: new'),
  movement: z.enum(RANK_MOVEMENTS),
  change: z.number().int().describe('places moved: positive up, negative down'),
};
