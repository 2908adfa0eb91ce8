// The extended-service call (content-spec §7 "Extended service: GET /recommendation/family"): the
// bottom window's entries of a market, by slot (shell-spec §4: floating bar 0, extended service 1,
// snack bar 2), with whether each survives the window's removeAll.
import { createRoute, z } from '@hono/zod-openapi';
import { FAMILY_SLOTS, findFamilyServices } from '../db/family.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';

const FamilyResponse = z
  .object({
    items: z.array(
      z.object({
        key: z.string(),
        module: z.enum(FAMILY_SLOTS).describe('the bottom-window slot: floatingBar (0), extendedService (1), snackBar (2)'),
        message: z.string(),
        action: z.object({ label: z.string(), href: z.string() }).nullable(),
        persistent: z.boolean(),
      }),
    ),
  })
  .openapi('FamilyServices');

const family = createRoute({
  method: 'get',
  path: '/recommendation/family',
  summary: "the market's bottom-window entries: floating bar, extended service, snack bar",
  request: { query: countryQuery },
  responses: { 200: json(FamilyResponse), ...errors() },
});

export const familyRoutes = newRouter().openapi(family, async (c) => {
  const { country } = c.req.valid('query');
  const rows = await findFamilyServices(c.env.DB, country);
  return c.json(
    {
      items: rows.map((r) => ({
        key: r.key,
        module: r.slot,
        message: r.message,
        action: r.actionLabel && r.actionHref ? { label: r.actionLabel, href: r.actionHref } : null,
        persistent: r.persistent,
      })),
    },
    200,
  );
});
