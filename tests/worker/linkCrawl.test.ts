// Every link resolves: from each market's portal, every same-site link two clicks deep is followed
// the way a reader's browser would (redirects included) and must not end on an error screen, except
// for the routes of the verticals still to come (README, "Routes still to come").
import { describe, expect, it } from 'vitest';
import { matchRoute, splitCountryPath } from '#/domain/routing/routes.ts';
import { http, workerOrigin } from '../helpers/workerHttp.ts';

/** Route names of the verticals built by later issues: their links may still answer 'no page'. */
const VERTICALS_TO_COME = /^(drama|movie|lottery|weather|fortune|luckyColor|meritDate|election|search|entSearch|myPageMovie)/;

const MARKETS = ['tw', 'hk', 'id', 'th'] as const;
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

function routeName(path: string): string | null {
  const split = splitCountryPath(new URL(path, 'http://x').pathname);
  return split ? (matchRoute(split.rest)?.route.name ?? null) : null;
}

describe('every link two clicks deep from the portals resolves', () => {
  for (const market of MARKETS) {
    it(`${market}: no error screen outside the verticals still to come`, async () => {
      const start = `/${market}/v2/tab`;
      const portal = await visit(start);
      expect(portal.status).toBe(200);
      const base = workerOrigin();
      const first = sameSiteLinks(portal.html, base).filter((p) => p !== start);
      const firstVisits = await visitAll(first);
      const seen = new Set([start, ...first]);
      const second = [...new Set(firstVisits.filter((v) => v.status === 200).flatMap((v) => sameSiteLinks(v.html, base)))].filter((p) => !seen.has(p));
      const all = [...firstVisits, ...(await visitAll(second))];

      const broken = all
        .filter((v) => v.status >= 400 || v.screen !== null)
        .map((v) => ({ path: v.path, status: v.status, screen: v.screen, route: routeName(v.path) }))
        .filter((v) => !(v.screen === 'no page' && v.route && VERTICALS_TO_COME.test(v.route)));
      expect(broken).toEqual([]);
      // The crawl really went two clicks deep across the portal's links.
      expect(first.length).toBeGreaterThan(40);
      expect(all.length).toBeGreaterThan(first.length);
      console.log(`${market}: ${all.length} pages two clicks deep`);
    }, 240_000);
  }
});
