// The route table (src/domain/routing/routes.ts) and the page files under src/pages/[country]/[ns]
// must agree: every page serves a route of the table, and every AMP route has an AMP page. A route
// without a page of its own falls to the catch-all ('no page' until its feature is built); which
// routes those are is derived from the files (routesWithoutPage), never listed by hand.
import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from '#/domain/routing/routes.ts';
import { CATCH_ALL, countryPageFiles, pageFileFor, routesWithoutPage, samplePaths } from '#/domain/routing/routePages.ts';

const files = countryPageFiles(Object.keys(import.meta.glob('/src/pages/\\[country\\]/\\[ns\\]/**/*.{astro,ts}')));

describe('route table and pages', () => {
  it('finds the page files', () => {
    expect(files).toContain(CATCH_ALL);
    expect(files).toContain('poll/[urlPath]/index.astro');
  });

  it('every page under [country]/[ns] serves a route of the table', () => {
    for (const file of files) {
      if (file === CATCH_ALL) continue;
      const served = ROUTES.some((route) => samplePaths(route).some((path) => pageFileFor(files, path) === file));
      expect(served, `${file} has no route in src/domain/routing/routes.ts`).toBe(true);
    }
  });

  it('every sample path of every route matches that route in the table', () => {
    for (const route of ROUTES) {
      for (const path of samplePaths(route)) expect(matchRoute(path)?.route.name, path).toBe(route.name);
    }
  });

  it('sample paths cover an optional last param both ways and the AMP variant', () => {
    const byName = (name: string) => samplePaths(ROUTES.find((r) => r.name === name)!);
    expect(byName('publisher')).toEqual(['/publisher/1/tabPath1', '/publisher/1']);
    expect(byName('article')).toEqual(['/article/urlPath1', '/amp/article/urlPath1']);
    expect(byName('meritDateDay')).toEqual(['/meritDate/category1/2026-11-22']);
    expect(byName('pollOption')).toEqual(['/poll/urlPath1/option/1']);
  });

  it('every route with an AMP variant has an AMP page, and AMP pages exist only for them', () => {
    for (const route of ROUTES) {
      const ampPage = pageFileFor(files, `/amp${samplePaths(route)[0]}`);
      if (route.amp === 'none') expect(ampPage, route.name).toBe(CATCH_ALL);
      else expect(ampPage, route.name).toMatch(/^amp\//);
    }
  });

  it('Astro’s priority: static beats [param] beats [...rest], segment by segment', () => {
    const pages = ['[...rest].astro', 'poll/[urlPath]/index.astro', 'embed/poll/[urlPath].astro', 'embed/[urlPath].astro', 'tab/[...tabRest].astro'];
    expect(pageFileFor(pages, '/embed/poll/p')).toBe('embed/poll/[urlPath].astro');
    expect(pageFileFor(pages, '/embed/x')).toBe('embed/[urlPath].astro');
    expect(pageFileFor(pages, '/poll/p')).toBe('poll/[urlPath]/index.astro');
    expect(pageFileFor(pages, '/tab/a/b/c')).toBe('tab/[...tabRest].astro');
    expect(pageFileFor(pages, '/weather')).toBe(CATCH_ALL);
    expect(pageFileFor(pages.slice(1), '/weather')).toBeNull();
  });

  it('routes without a page of their own are those whose paths fall to the catch-all', () => {
    const unbuilt = routesWithoutPage(files);
    for (const route of ROUTES) {
      const page = pageFileFor(files, samplePaths(route)[0]!);
      expect(unbuilt.has(route.name), `${route.name} → ${page}`).toBe(page === CATCH_ALL);
    }
    // Spot checks both ways: built features have pages; without its page files a vertical has none.
    expect(unbuilt).not.toContain('article');
    expect(unbuilt).not.toContain('quizResult');
    expect(unbuilt).not.toContain('entSearch');
    expect(unbuilt).not.toContain('electionProfile');
    const withoutElections = files.filter((f) => !f.startsWith('election/'));
    expect(routesWithoutPage(withoutElections)).toContain('electionProfileSearch');
    // A page added for a route takes it off the list.
    expect(routesWithoutPage([...withoutElections, 'election/profile/search.astro'])).not.toContain('electionProfileSearch');
  });
});
