// A page of the test server as a crawler or a reader without JavaScript gets it: the HTTP answer
// and its markup parsed (cheerio), for checks of what the server renders. What only a browser can
// tell (scripts that run, layout, focus, what is visible) stays in tests/e2e.
import { load, type CheerioAPI } from 'cheerio';
import { expect } from 'vitest';
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

/** A selection of parsed markup. */
export type Nodes = ReturnType<CheerioAPI>;

/** The text of `nodes` as a reader reads it. */
export const textOf = (nodes: Nodes): string => collapsed(nodes.text());

/** The one element `selector` matches: like a locator's assertion, it fails on none or several. */
export function one($: CheerioAPI, selector: string): Nodes {
  const found = $(selector);
  expect(found, selector).toHaveLength(1);
  return found;
}

/** The page's JSON-LD block, parsed (null when it has none). */
export function jsonLdOf($: CheerioAPI): Record<string, any> | null {
  const text = $('script[type="application/ld+json"]').first().text();
  return text ? JSON.parse(text) : null;
}
