// Every kind of link resolves: from each market's portal, same-site links are followed two clicks
// deep the way a reader's browser would (redirects included), one page per (route, content kind),
// and none may end on an error screen, except the 'no page' screen of a route whose page does not
// exist yet (a vertical still to come: derived from src/pages by routesWithoutPage, not listed).
import { describe, expect, it } from 'vitest';
import { matchRoute, splitCountryPath } from '#/domain/routing/routes.ts';
import { countryPageFiles, routesWithoutPage } from '#/domain/routing/routePages.ts';
import { seedEdition } from '../e2e/seedData.ts';
import { http, workerOrigin } from '../helpers/workerHttp.ts';

const STILL_TO_COME = routesWithoutPage(countryPageFiles(Object.keys(import.meta.glob('/src/pages/\\[country\\]/\\[ns\\]/**/*.{astro,ts}'))));

/**
 * Pages visited per (route, content kind): pages of one route and kind are rendered by the same
 * code from the same shape of data, so one proves the rest; every further one only costs time.
 */
const PER_GROUP = 1;

const MARKETS = ['tw', 'hk', 'id', 'th'] as const;
/** Seeded story hash → content type, in every market crawled (a portal links the others' too). */
const KINDS: ReadonlyMap<string, string> = new Map(
  MARKETS.flatMap((market) => {
    const edition = seedEdition(market);
    return edition.articles.map((a) => [edition.hashOf(a.slug), a.contentType] as const);
  }),
);
/** Accepted agreement, as a Thai reader who has passed the agreement page carries it. */
const READER = { cookie: 'agreementPassed=1' };

function sameSiteLinks(html: string, base: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, '&');
    if (/^(mailto:|tel:|javascript:|#)/.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    if (/^\/(webapi|media|_astro)\//.test(url.pathname)) continue;
    url.hash = '';
    links.add(url.pathname + url.search);
  }
  return [...links];
}

interface Visit {
  path: string;
  status: number;
  screen: string | null;
  html: string;
}

async function visit(path: string): Promise<Visit> {
  const res = await http(path, { headers: READER });
  return { path, status: res.status, screen: /data-error-screen="([^"]+)"/.exec(res.text)?.[1] ?? null, html: res.text };
}

/**
 * Visits every path, two at a time: enough to keep the server busy without starving the other
 * worker tests that share it.
 */
async function visitAll(paths: string[]): Promise<Visit[]> {
  const out: Visit[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < paths.length) out.push(await visit(paths[next++]!));
    }),
  );
  return out;
}

function routeOf(path: string): ReturnType<typeof matchRoute> {
  const split = splitCountryPath(new URL(path, 'http://x').pathname);
  return split ? matchRoute(split.rest) : null;
}

/**
 * The (route, content kind) a link leads to: the kind is the seeded content type of the story a
 * param names (a video page and a poll story render differently), else none. A path of no route
 * is a group of its own: each such link is visited.
 */
function groupOf(path: string): string {
  const match = routeOf(path);
  if (!match) return `path ${new URL(path, 'http://x').pathname}`;
  const kind = Object.values(match.params).map((value) => KINDS.get(value)).find(Boolean) ?? '';
  return `${match.route.name}${match.amp ? ' amp' : ''} ${kind}`;
}

/** The first PER_GROUP links of each group not visited yet, in the order they were found. */
function pickNew(paths: string[], visited: Map<string, number>): string[] {
  return paths.filter((path) => {
    const group = groupOf(path);
    const count = visited.get(group) ?? 0;
    if (count >= PER_GROUP) return false;
    visited.set(group, count + 1);
    return true;
  });
}

describe('every kind of link two clicks deep from the portals resolves', () => {
  for (const market of MARKETS) {
    it(`${market}: no error screen outside the verticals still to come`, async () => {
      const start = `/${market}/v2/tab`;
      const portal = await visit(start);
      expect(portal.status).toBe(200);
      const base = workerOrigin();
      const groups = new Map<string, number>([[groupOf(start), 1]]);
      const firstLinks = sameSiteLinks(portal.html, base).filter((p) => p !== start);
      const firstVisits = await visitAll(pickNew(firstLinks, groups));
      const secondLinks = [...new Set(firstVisits.filter((v) => v.status === 200).flatMap((v) => sameSiteLinks(v.html, base)))];
      const secondVisits = await visitAll(pickNew(secondLinks, groups));
      const all = [...firstVisits, ...secondVisits];

      const broken = all
        .filter((v) => v.status >= 400 || v.screen !== null)
        .map((v) => ({ path: v.path, status: v.status, screen: v.screen, route: routeOf(v.path)?.route.name ?? null }))
        .filter((v) => !(v.screen === 'no page' && v.route && STILL_TO_COME.has(v.route)));
      expect(broken).toEqual([]);
      // The crawl really went two clicks deep across the portal's links, and found kinds of story.
      expect(firstLinks.length).toBeGreaterThan(40);
      expect(secondVisits.length).toBeGreaterThan(0);
      expect([...groups.keys()].filter((g) => g.startsWith('article ')).length).toBeGreaterThan(3);
      console.log(`${market}: ${all.length} pages visited for ${groups.size} (route, kind) groups: ${[...groups.keys()].sort().join(', ')}`);
    }, 240_000);
  }
});
