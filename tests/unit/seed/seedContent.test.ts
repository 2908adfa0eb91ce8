import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { checkArticlePolls, loadSeedPortal } from '../../../scripts/seedPortal.ts';
import { SEED_COUNTRIES } from '../../../scripts/seedSchema.ts';
import { stableHash } from '../../../scripts/seedIds.ts';
import { loadSeedSearches, seedSearchesSchema } from '../../../scripts/seedSearches.ts';

describe('demo content', () => {
  it.each(SEED_COUNTRIES)('%s validates: 6+ tabs, 60+ articles, 8 publishers, an album, two videos', (country) => {
    const market = loadSeedMarket(ROOT, country);
    expect(market.tabs.length).toBeGreaterThanOrEqual(6);
    expect(market.articles.length).toBeGreaterThanOrEqual(60);
    expect(market.publishers).toHaveLength(8);
    expect(market.articles.filter((a) => a.contentType === 'ALBUM' && a.images.length >= 8).length).toBeGreaterThanOrEqual(1);
    expect(new Set(market.articles.filter((a) => a.video).map((a) => a.video))).toEqual(new Set(['stream-a', 'stream-b']));
    for (const type of ['TRAILER', 'EXTERNAL', 'POLL']) expect(market.articles.filter((a) => a.contentType === type)).toHaveLength(1);
    for (const tab of market.tabs) expect(market.articles.some((a) => a.tab === tab.urlPath)).toBe(true);
  });

  it('gives articles stable public hashes', () => {
    expect(stableHash('', 'tw:some-story', 8)).toBe(stableHash('', 'tw:some-story', 8));
    expect(stableHash('', 'tw:some-story', 8)).not.toBe(stableHash('', 'hk:some-story', 8));
    expect(stableHash('', 'tw:some-story', 8)).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});

describe('trailer, external and poll stories', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

  /** Loads tw's demo content from a copy in which the story of `type` is changed by `edit`. */
  function loadWith(type: string, edit: (article: Record<string, unknown>) => void) {
    const root = mkdtempSync(join(tmpdir(), 'seed-'));
    copies.push(root);
    cpSync(join(ROOT, 'seed', 'content', 'tw'), join(root, 'seed', 'content', 'tw'), { recursive: true });
    const tab = loadSeedMarket(ROOT, 'tw').articles.find((a) => a.contentType === type)!.tab;
    const file = join(root, 'seed', 'content', 'tw', 'articles', `${tab}.json`);
    const articles = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    edit(articles.find((a) => a.contentType === type)!);
    writeFileSync(file, JSON.stringify(articles));
    return () => loadSeedMarket(root, 'tw');
  }

  it('refuses a trailer without a video', () => {
    expect(loadWith('TRAILER', (a) => delete a.video)).toThrow(/TRAILER articles need a video/);
  });

  it("refuses an external story without the publisher's address, or with one that is not https", () => {
    expect(loadWith('EXTERNAL', (a) => delete a.externalUrl)).toThrow(/EXTERNAL articles, and only they, need an externalUrl/);
    expect(loadWith('EXTERNAL', (a) => (a.externalUrl = 'http://island-finance.example/story'))).toThrow(/externalUrl: must be an https address/);
    expect(loadWith('TRAILER', (a) => (a.externalUrl = 'https://island-finance.example/story'))).toThrow(/EXTERNAL articles, and only they/);
  });

  it('refuses a poll story without a poll, and one whose poll the market does not have', () => {
    expect(loadWith('POLL', (a) => delete a.poll)).toThrow(/POLL articles, and only they, need a poll/);
    const market = loadWith('POLL', (a) => (a.poll = 'no-such-poll'))();
    const portal = loadSeedPortal(ROOT, 'tw', new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
    expect(() => checkArticlePolls('tw', market.articles, portal)).toThrow(/poll no-such-poll is not one of the market's polls/);
    expect(() => checkArticlePolls('tw', loadSeedMarket(ROOT, 'tw').articles, portal)).not.toThrow();
  });
});

describe('demo search history', () => {
  it('validates in every market, and refuses a keyword that breaks the search rules or too few readers to count', () => {
    for (const country of SEED_COUNTRIES) expect(loadSeedSearches(ROOT, country).keywords.length).toBeGreaterThanOrEqual(5);
    const refused = (keyword: Record<string, unknown>) => seedSearchesSchema.safeParse({ keywords: Array(5).fill({ keyword: '台股', readers: 5, clicks: 1, hoursAgo: 1, ...keyword }) }).error?.issues[0]?.message;
    expect(refused({})).toBeUndefined();
    expect(refused({ keyword: ' ' })).toBe('must not be empty');
    expect(refused({ readers: 2 })).toBe('must be at least 3: fewer readers make no trend');
    expect(refused({ clicks: 6 })).toBe('clicks must be at most readers');
  });
});
