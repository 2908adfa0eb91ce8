// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import cloudflare from '@astrojs/cloudflare';
import { interactionDirective } from './build-plugins/interactionDirective.mjs';
import { tagReactIslands } from './build-plugins/tagReactIslands.mjs';
import { dynamicImportsWithoutPreload } from './build-plugins/dynamicImportsWithoutPreload.mjs';

/** Changes with every build: cached pages of one build are never served by another. */
const BUILD_ID = Date.now().toString(36);

export default defineConfig({
  output: 'server',
  // Pictures are served as stored (src/pages/media); Astro's /_image route answers 404 instead of
  // bundling its image-transform endpoint (src/noImageEndpoint.ts, docs/decisions/0043).
  adapter: cloudflare({ imageService: 'custom' }),
  image: { service: passthroughImageService(), endpoint: { route: '/_image', entrypoint: './src/noImageEndpoint.ts' } },
  // client:interaction hydrates an island on the reader's first tap (docs/decisions/0012).
  // Islands render on the server with renderToString, not a stream read back chunk by chunk:
  // nothing in them suspends on the server (docs/decisions/0044).
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective()],
  security: {
    checkOrigin: true,
    // Sent as a header (frame-ancestors and reporting do not work in a <meta>) with the hashes of the
    // scripts and styles Astro emits; pages add framing, market script hosts and reporting at render
    // (src/domain/security/contentSecurityPolicy.ts, docs/decisions/0024).
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        // Publisher pictures in article bodies may be on their own https hosts.
        "img-src 'self' data: blob: https:",
        // hls.js plays through Media Source (blob: addresses).
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        "connect-src 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
        // Publisher frames in article bodies: the sanitiser keeps http(s) frames (src/domain/article/sanitize.ts);
        // production upgrades http ones (upgrade-insecure-requests).
        "frame-src 'self' https: http:",
      ],
      scriptDirective: { resources: ["'self'"] },
      // Server-rendered style="" attributes (sizes, progress bars, island boxes) are allowed; style elements need a hash.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  devToolbar: { enabled: false },
  // No Markdown code blocks: Shiki's inline styles would need the policy opened.
  markdown: { syntaxHighlight: false },
  // Rendered pages are kept in KV (src/cache) and revalidated in the background.
  cache: {
    provider: { name: 'kv-page-cache', entrypoint: './src/cache/kvCacheProvider.ts', config: { staleIfError: 86_400 } },
  },
  // Freshness per route (seconds): pages add their tags with Astro.cache.set({ tags }).
  routeRules: {
    '/[country]/[ns]/article/[urlPath]': { maxAge: 60, swr: 86_400 },
    '/[country]/[ns]/amp/article/[urlPath]': { maxAge: 60, swr: 86_400 },
    '/article/[urlPath]': { maxAge: 60, swr: 86_400 },
    '/[country]/[ns]/tab/[...tabRest]': { maxAge: 30, swr: 600 },
    '/[country]/[ns]/main/[...tabRest]': { maxAge: 30, swr: 600 },
    // Load-more's next window of a listing: as fresh as the portal it extends.
    '/[country]/[ns]/partial/listing/[listingId]': { maxAge: 30, swr: 600 },
    // Dramas: a page changes with its episodes' air dates and comment count, a chart once a week.
    '/[country]/[ns]/drama/[urlPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/drama/list/[urlPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/drama/chart/trending': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/drama/chart/trending/type/[filmType]': { maxAge: 300, swr: 3_600 },
    // Movies: a page changes with its status, comment count and the showtimes section's link; tab pages
    // and the chart with the week's listings.
    '/[country]/[ns]/movie/[urlPath]/[...tabPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/movie/incinemas/[urlPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/movie/comingsoon/[urlPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/movie/boxoffice/[urlPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/movie/chart/trending': { maxAge: 300, swr: 3_600 },
    // Search results: one copy per normalised query and window, as fresh as the portal's listings.
    '/[country]/[ns]/search': { maxAge: 60, swr: 600 },
    // Auspicious dates: the days are computed; "today" turns at the market's midnight, so a short life.
    '/[country]/[ns]/meritDate': { maxAge: 300, swr: 300 },
    '/[country]/[ns]/meritDate/[category]/[date]': { maxAge: 300, swr: 300 },
    // Fortune and lucky colour: readings and colours change at the market's midnight; a teller's spread
    // and a draw page (the same for every reader, the card is turned in the browser) with the deck.
    '/[country]/[ns]/fortune/[subjectUrl]': { maxAge: 300, swr: 600 },
    '/[country]/[ns]/fortune/[subjectUrl]/[tellerUrl]': { maxAge: 3_600, swr: 86_400 },
    '/[country]/[ns]/fortune/[subjectUrl]/[tellerUrl]/draw/[drawIndex]': { maxAge: 3_600, swr: 86_400 },
    '/[country]/[ns]/luckycolor/[subject]/image': { maxAge: 300, swr: 600 },
    '/[country]/[ns]/luckycolor/[subject]/[key]': { maxAge: 300, swr: 600 },
    // Weather: a forecast moves by the hour (the local provider's and Open-Meteo's step); places seldom.
    '/[country]/[ns]/weather': { maxAge: 600, swr: 1_800 },
    '/[country]/[ns]/weather/search': { maxAge: 3_600, swr: 86_400 },
    // Lottery (decision 0071): a new draw purges the latest results and its game's history by tag;
    // a draw's result only changes by correction (purged too). Check-my-number pages turn the cache off.
    '/[country]/[ns]/lottery': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/lottery/history': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/lottery/r/[drawId]': { maxAge: 3_600, swr: 86_400 },
    // Entertainment search: one copy per normalised query, kind and window, like story search.
    '/[country]/[ns]/ent/search': { maxAge: 60, swr: 600 },
    // Election results (decision 0081): a counts post purges the election's tag; a few seconds otherwise.
    '/[country]/[ns]/election/results': { maxAge: 5, swr: 30 },
    // A signed-in reader's own part: never a shared copy (the catch-all's 60 s must not reach it; the
    // page also turns Astro's cache off and answers private, no-store: docs/decisions/0056).
    '/[country]/[ns]/partial/me/[part]': { maxAge: 0 },
    '/[country]/[ns]/[...rest]': { maxAge: 60 },
    // Election candidates (decision 0083): a candidate's page changes with their comment count and
    // campaign posts; candidate search with the election's data, like the other searches.
    '/[country]/[ns]/election/profile/[profileHash]/[...tabPath]': { maxAge: 300, swr: 3_600 },
    '/[country]/[ns]/election/profile/search': { maxAge: 60, swr: 600 },
  },
  vite: {
    define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
    // The Worker's modules are minified by the bundler (Rolldown's own minifier, through the one
    // output option Astro passes on for the server build): a smaller upload and less to parse at a
    // cold start (docs/decisions/0043). Source maps still name the original code.
    environments: {
      ssr: { build: { rolldownOptions: { output: { minify: true } } } },
      // The adapter gives every chunk a `globalThis.process` line for Node-style code in the Worker;
      // the browser build gets no such banner (nothing there reads process.env).
      client: { build: { rolldownOptions: { output: { banner: '' } } } },
    },
    // Islands are tagged as React on the server, so Astro renders each once, not once more to ask.
    // Dynamic imports in the browser are plain calls, without Vite's preload helper (docs/decisions/0043).
    plugins: [tagReactIslands(), dynamicImportsWithoutPreload()],
  },
});
