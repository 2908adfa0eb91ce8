// The content API: one router per resource, mounted under /webapi. Pages call it in-process with
// app.request(), islands over fetch; every failure answers JSON { message, statusCode }. Every route
// declares its input and output with zod (@hono/zod-openapi): /webapi/openapi.json documents them and
// the typed client (src/api) takes its types from `WebapiApp`, so the composition stays one chain.
// That chain (with its imports) is the one list a vertical adds a line to (docs/decisions/0048):
// TypeScript names each router's schema statically, and the order matters where paths overlap
// (pageSettingRoutes' /portal/page/setting before pageRoutes' /portal/page/:urlPath).
// tests/unit/domain/routing/apiRouteChain.test.ts fails on a router left out of it.
import { $, createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { newRouter } from './router.ts';
import { ApiError } from './validation.ts';
import { errors, json, type ApiErrorBody } from './schemas/common.ts';
import { adminRoutes } from './admin.ts';
import { publisherRoutes } from './publishers.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { tagRoutes } from './tags.ts';
import { activityRoutes } from './activity.ts';
import { profileRoutes } from './profiles.ts';
import { adminGuard } from './adminGuard.ts';
import { devLoginRoutes } from './devLogin.ts';
import { forYouRoutes } from './forYou.ts';
import { embeddedPageRoutes } from './embeddedPages.ts';
import { commentRoutes } from './comments.ts';
import { cspReportRoutes } from './cspReports.ts';
import { interactionRoutes } from './interactions.ts';
import { liveRoutes } from './live.ts';
import { liveTrackingRoutes } from './liveTracking.ts';
import { verifyIdentity } from './identity.ts';
import { TooManyRequests, abuseLimits } from './abuseLimits.ts';
import { d1Session, documentBookmark } from './d1Session.ts';
import { SECURITY_SCHEMES, documentSecurity } from './openapiSecurity.ts';
import { documentOperationIds } from './operationIds.ts';
import { readingHistoryRoutes } from './readingHistory.ts';
import { userRoutes } from './users.ts';
import { articleRoutes } from './articles.ts';
import { healthRoutes } from './health.ts';
import { listingRoutes } from './listings.ts';
import { pageRoutes } from './pages.ts';
import { interactiveVideoRoutes } from './interactiveVideos.ts';
import { playlistRoutes } from './playlists.ts';
import { listingKindRoutes } from './listingKinds.ts';
import { linkRoutes } from './links.ts';
import { familyRoutes } from './family.ts';
import { pageSettingRoutes } from './pageSettings.ts';
import { pollRoutes } from './polls.ts';
import { quizRoutes } from './quizzes.ts';
import { dramaRoutes } from './dramas.ts';
import { movieRoutes } from './movies.ts';
import { cinemaRoutes } from './cinemas.ts';
import { bookingRoutes } from './booking.ts';
import { meritDateRoutes } from './meritDates.ts';
import { fortuneRoutes } from './fortune.ts';
import { weatherRoutes } from './weather.ts';
import { lotteryRoutes } from './lottery.ts';
import { sitemapRoutes } from './sitemaps.ts';
import { tabRoutes } from './tabs.ts';
import { searchKeywordRoutes } from './searchKeywords.ts';
import { entmtSearchRoutes } from './entmtSearch.ts';
import { electionRoutes } from './elections.ts';
import { electionCountRoutes } from './electionCounts.ts';
import { adRoutes } from './ads.ts';
import { adAdminRoutes } from './adsAdmin.ts';
import { collectRoutes } from './collect.ts';
import { insightsAdminRoutes } from './insightsAdmin.ts';
import { feedRoutes } from './feeds.ts';

const WEBAPI_BASE = '/webapi';

const OPENAPI_PATH = '/openapi.json';

const openapiDoc = createRoute({
  method: 'get',
  path: OPENAPI_PATH,
  summary: 'this document (OpenAPI 3.1)',
  responses: { 200: json(z.record(z.string(), z.unknown()), 'the OpenAPI document'), ...errors() },
});

export const app = $(
  newRouter()
    .basePath(WEBAPI_BASE)
    .use('*', async (c, next) => {
      await next();
      // API answers are read fresh by islands; pages cache their own HTML.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
    })
    .use('*', d1Session)
    .use('*', verifyIdentity)
    .use('*', abuseLimits)
    // Every /admin path (known or not, reads included), whichever router serves it.
    .use('/admin/*', adminGuard),
)
  .route('/', healthRoutes)
  .route('/', tabRoutes)
  .route('/', pageSettingRoutes)
  .route('/', pageRoutes)
  .route('/', embeddedPageRoutes)
  .route('/', articleRoutes)
  .route('/', interactiveVideoRoutes)
  .route('/', playlistRoutes)
  .route('/', listingRoutes)
  .route('/', listingKindRoutes)
  .route('/', linkRoutes)
  .route('/', familyRoutes)
  .route('/', publisherRoutes)
  .route('/', subscriptionRoutes)
  .route('/', tagRoutes)
  .route('/', activityRoutes)
  .route('/', profileRoutes)
  .route('/', forYouRoutes)
  .route('/', adminRoutes)
  .route('/', cspReportRoutes)
  .route('/', devLoginRoutes)
  .route('/', userRoutes)
  .route('/', readingHistoryRoutes)
  .route('/', interactionRoutes)
  .route('/', commentRoutes)
  .route('/', sitemapRoutes)
  .route('/', liveRoutes)
  .route('/', liveTrackingRoutes)
  .route('/', pollRoutes)
  .route('/', quizRoutes)
  .route('/', dramaRoutes)
  .route('/', movieRoutes)
  .route('/', cinemaRoutes)
  .route('/', bookingRoutes)
  .route('/', meritDateRoutes)
  .route('/', fortuneRoutes)
  .route('/', weatherRoutes)
  .route('/', lotteryRoutes)
  .route('/', searchKeywordRoutes)
  .route('/', entmtSearchRoutes)
  .route('/', electionRoutes)
  .route('/', electionCountRoutes)
  .route('/', adRoutes)
  .route('/', adAdminRoutes)
  .route('/', collectRoutes)
  .route('/', insightsAdminRoutes)
  .route('/', feedRoutes)
  .openapi(openapiDoc, (c) => c.json(openApiDocument(), 200));

export type WebapiApp = typeof app;

let document: Record<string, unknown> | undefined;

/** Built once per isolate: the routes do not change while it runs. */
function openApiDocument(): Record<string, unknown> {
  if (!document) {
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
    const built = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Portal content API', version: '1', description: "Errors answer { message, statusCode }; 400 names the bad field. Each operation's security says which credentials it takes: a reader's access token (either header), the editorial bearer token, or none." },
      // The paths below are written from the site's root (/webapi/…): the server is the origin this document came from.
      servers: [{ url: '/', description: 'the portal this document was read from' }],
    }) as unknown as Record<string, unknown>;
    documentBookmark(built);
    documentSecurity(built, app.routes);
    documentOperationIds(built, WEBAPI_BASE);
    document = built;
  }
  return document;
}

app.notFound((c) =>
  c.json({ message: `no such API call: ${c.req.method} ${c.req.path}`, statusCode: 404 } satisfies ApiErrorBody, 404),
);

app.onError((error, c) => {
  if (error instanceof TooManyRequests) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof HTTPException) {
    const code = error instanceof ApiError ? error.code : undefined;
    return c.json({ message: error.message, statusCode: error.status, ...(code === undefined ? {} : { code }) } satisfies ApiErrorBody, error.status);
  }
  console.error('webapi error', c.req.method, c.req.path, error);
  return c.json({ message: 'internal error', statusCode: 500 } satisfies ApiErrorBody, 500);
});
