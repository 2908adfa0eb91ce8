// The link-rewriting call (shell-spec §7: "A link-URL resolution service is called for external
// navigation"; the page gives it 1 s): what a link in content is (content-spec §5 link recognition)
// and the address to open. Other sites' links get the portal's referral marks; the portal's own and
// the platform's links come back as they are (the portal's as a path on this host).
import { createRoute, z } from '@hono/zod-openapi';
import { LINK_KINDS, recogniseLink, rewriteOutboundLink } from '#/domain/content/links.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ApiError, countrySchema } from './validation.ts';

const LinkResolveResponse = z
  .object({
    url: z.string().describe('the address to open'),
    kind: z.enum(LINK_KINDS),
  })
  .openapi('LinkResolve');

const resolve = createRoute({
  method: 'get',
  path: '/link/resolve',
  summary: 'what a link in content points at, and the address to open for it',
  request: {
    query: z.object({
      country: countrySchema,
      url: z
        .string({ error: 'is required' })
        .max(2048, 'must be at most 2048 characters')
        .regex(/^(https?|line):\/\//i, 'must be an http(s) or line:// address')
        // A JSON Schema pattern has no flags: the case-blind regex above, spelled out.
        .openapi({ example: 'https://example.com/story', pattern: '^([Hh][Tt][Tt][Pp][Ss]?|[Ll][Ii][Nn][Ee])://' }),
    }),
  },
  responses: { 200: json(LinkResolveResponse), ...errors() },
});

export const linkRoutes = newRouter().openapi(resolve, (c) => {
  const { country, url } = c.req.valid('query');
  const link = recogniseLink(url, new URL(c.req.url).origin);
  if (!link) throw new ApiError(400, 'Invalid query parameter "url": is not an address to open');
  // Where the same link always resolves the same way, browsers may keep the answer a while.
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ url: rewriteOutboundLink(link, `portal_${country}`), kind: link.kind }, 200);
});
