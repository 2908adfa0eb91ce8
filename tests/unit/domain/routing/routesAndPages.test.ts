// The route table (src/domain/routing/routes.ts) and the page files under src/pages/[country]/[ns]
// must agree: every page serves a route of the table, and every AMP route has an AMP page. A route
// without a page of its own falls to the catch-all ('no page' until its feature is built).
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from '#/domain/routing/routes.ts';

const PAGES = join(import.meta.dirname, '../../../../src/pages/[country]/[ns]');
const CATCH_ALL = '[...rest].astro';

function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pageFiles(path) : /\.(astro|ts)$/.test(name) ? [relative(PAGES, path).split(sep).join('/')] : [];
  });
}

/** A page file's segments, without the file extension and a trailing `index`. */
function pageSegments(file: string): string[] {
  const parts = file.replace(/\.(astro|ts)$/, '').split('/');
  return parts.at(-1) === 'index' ? parts.slice(0, -1) : parts;
}

type Score = number[];
/** Astro's priority, segment by segment: a static segment beats a [param], which beats a [...rest]. */
function score(page: string[], path: string[]): Score | null {
  const result: Score = [];
  for (let i = 0; i < page.length; i++) {
    const part = page[i]!;
    if (part.startsWith('[...')) return i === page.length - 1 ? [...result, 0] : null;
    const segment = path[i];
    if (segment === undefined) return null;
    if (part.startsWith('[')) result.push(1);
    else if (part === segment) result.push(2);
    else return null;
  }
  return page.length === path.length ? result : null;
}

const files = pageFiles();

/** The page file Astro serves for a path under /{country}/{ns}. */
function pageFor(path: string): string {
  const segments = path.split('/').filter(Boolean);
  let best: { file: string; score: Score } | null = null;
  for (const file of files) {
    const s = score(pageSegments(file), segments);
    if (!s) continue;
    const better = !best || s.some((v, i) => v !== best!.score[i] && (best!.score[i] === undefined || v > best!.score[i]!) && s.slice(0, i).every((w, j) => w === best!.score[j]));
    if (better) best = { file, score: s };
  }
  return best?.file ?? '(none)';
}

/** Sample paths of a route pattern: params filled in, optional last param both absent and present. */
function samples(pattern: string): string[] {
  const filled = pattern.replace(/:(\w+)\??/g, (_, name: string) => `${name}1`);
  const withoutOptional = pattern.endsWith('?') ? [pattern.replace(/\/:\w+\?$/, '').replace(/:(\w+)/g, (_, n: string) => `${n}1`)] : [];
  return [filled, ...withoutOptional];
}

describe('route table and pages', () => {
  it('every page under [country]/[ns] serves a route of the table', () => {
    for (const file of files) {
      if (file === CATCH_ALL) continue;
      const served = ROUTES.some((route) =>
        samples(route.pattern).some((path) => pageFor(path) === file || (route.amp !== 'none' && pageFor(`/amp${path}`) === file)),
      );
      expect(served, `${file} has no route in src/domain/routing/routes.ts`).toBe(true);
    }
  });

  it('a sample path of every route matches that route in the table', () => {
    for (const route of ROUTES) {
      for (const path of samples(route.pattern)) expect(matchRoute(path)?.route.name, path).toBe(route.name);
    }
  });

  it('every route with an AMP variant has an AMP page, and AMP pages exist only for them', () => {
    for (const route of ROUTES) {
      const ampPage = pageFor(`/amp${samples(route.pattern)[0]}`);
      if (route.amp === 'none') expect(ampPage, route.name).toBe(CATCH_ALL);
      else expect(ampPage, route.name).toMatch(/^amp\//);
    }
  });

  it('routes without a page of their own fall to the catch-all', () => {
    const unbuilt = ROUTES.filter((route) => pageFor(samples(route.pattern)[0]!) === CATCH_ALL).map((r) => r.name);
    // Spot checks both ways: built features have pages, later verticals do not yet.
    expect(unbuilt).not.toContain('article');
    expect(unbuilt).not.toContain('quizResult');
    expect(unbuilt).toContain('weather');
  });
});
