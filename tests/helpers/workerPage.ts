// A page of the test server as a crawler or a reader without JavaScript gets it: the HTTP answer
// and its markup parsed (cheerio), for checks of what the server renders. What only a browser can
// tell (scripts that run, layout, focus, what is visible) stays in tests/e2e.
import { load, type CheerioAPI } from 'cheerio';
import { http, type Answer } from './workerHttp.ts';

export interface PageAnswer extends Answer {
  /** The markup, parsed: `$('h1').text()`, `$('link[rel=canonical]').attr('href')`. */
  $: CheerioAPI;
}

/** A reader who has accepted the Thai agreement (the cookie every market's pages accept). */
export const AGREED = { cookie: 'agreementPassed=1' } as const;

/** Requests `path` (redirects followed unless `follow: false`) and parses its markup. */
export async function workerPage(path: string, init: Parameters<typeof http>[1] = {}): Promise<PageAnswer> {
  const answer = await http(path, init);
  return { ...answer, $: load(answer.text) };
}

/** Text as a reader reads it: whitespace runs collapsed, ends trimmed (as Playwright's toHaveText compares). */
export const collapsed = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The page's JSON-LD block, parsed (null when it has none). */
export function jsonLdOf($: CheerioAPI): Record<string, any> | null {
  const text = $('script[type="application/ld+json"]').first().text();
  return text ? JSON.parse(text) : null;
}
