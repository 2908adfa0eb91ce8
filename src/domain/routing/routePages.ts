// What the route table (./routes.ts) implies about src/pages: sample paths of every route, and which
// page file Astro serves each with. A route whose sample lands on the catch-all has no page of its
// own yet (a vertical still to come); tests derive that from the page files instead of keeping a
// list of names. Pure: callers pass the page files (e.g. the keys of an import.meta.glob).
import { ROUTES, type RouteDef } from './routes.ts';

/** The catch-all under [country]/[ns]: 'no page' for a route of the table, 404 for anything else. */
export const CATCH_ALL = '[...rest].astro';

/** Where the page files of /{country}/{ns}/… live, as import.meta.glob keys name them. */
const PAGES_ROOT = '/src/pages/[country]/[ns]/';

/** A value for a :param, by a rule on its name (a date, a number, else the name and a digit). */
function sampleValue(name: string): string {
  if (name === 'date') return '2026-11-22';
  if (/(^id|Id|Index|Number)$/.test(name)) return '1';
  return `${name}1`;
}

/**
 * Sample paths of a route (after /{country}/{ns}): params filled by `sampleValue`, an optional last
 * param both present and absent, and the /amp variant of a route that has one.
 */
export function samplePaths(route: RouteDef): string[] {
  const fill = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_, name: string) => sampleValue(name));
  const plain = [fill(route.pattern), ...(route.pattern.endsWith('?') ? [fill(route.pattern.replace(/\/:\w+\?$/, ''))] : [])];
  const amp = route.amp === 'none' ? [] : plain.map((path) => `/amp${path}`);
  return route.amp === 'only' ? amp : [...plain, ...amp];
}

/** Page files relative to [country]/[ns] (e.g. 'poll/[urlPath]/index.astro'), from root-relative paths. */
export function countryPageFiles(paths: readonly string[]): string[] {
  return paths.filter((path) => path.startsWith(PAGES_ROOT)).map((path) => path.slice(PAGES_ROOT.length));
}

/** A page file's segments, without the file extension and a trailing `index`. */
function pageSegments(file: string): string[] {
  const parts = file.replace(/\.(astro|ts)$/, '').split('/');
  return parts.at(-1) === 'index' ? parts.slice(0, -1) : parts;
}

/** Astro's priority, segment by segment: a static segment beats a [param], which beats a [...rest]. */
function score(page: string[], path: string[]): number[] | null {
  const result: number[] = [];
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

/** The first segment where a and b differ decides; a longer match of equal prefix wins. */
function outranks(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return b[i] === undefined || (a[i] !== undefined && a[i]! > b[i]!);
  }
  return false;
}

/** The page file (relative to [country]/[ns]) Astro serves a path with, or null when none does. */
export function pageFileFor(files: readonly string[], path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  let best: { file: string; score: number[] } | null = null;
  for (const file of files) {
    const s = score(pageSegments(file), segments);
    if (s && (!best || outranks(s, best.score))) best = { file, score: s };
  }
  return best?.file ?? null;
}

/** Names of the routes whose pages do not exist yet: their paths fall to the catch-all. */
export function routesWithoutPage(files: readonly string[], routes: readonly RouteDef[] = ROUTES): Set<string> {
  return new Set(routes.filter((route) => pageFileFor(files, samplePaths(route)[0]!) === CATCH_ALL).map((route) => route.name));
}
