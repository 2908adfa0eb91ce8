// The feeds:ingest CLI's arguments: every mistake is refused with a message naming the argument, and
// the run ends with exit code 1 before anything is sent anywhere.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileFeedUrl, formatIngestReport, parseIngestArgs, runFeedsIngest, USAGE } from '../../../scripts/feedsIngest.ts';

const dir = mkdtempSync(join(tmpdir(), 'feeds-ingest-'));
writeFileSync(join(dir, 'feed.xml'), '<rss version="2.0"><channel><title>t</title></channel></rss>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = ['--publisher', 'tw-morning-post', '--market', 'tw'];

describe('parseIngestArgs', () => {
  it('takes a URL as is, a file by its path, and defaults the server', () => {
    expect(parseIngestArgs(['https://example.com/feed.xml', ...base, '--tab', 'top', '--category', '地方'], dir)).toEqual({
      source: { kind: 'url', url: 'https://example.com/feed.xml' },
      publisherId: 'tw-morning-post',
      country: 'tw',
      tab: 'top',
      category: '地方',
      server: 'http://localhost:8787',
      serverGiven: false,
    });
    expect(parseIngestArgs(['feed.xml', ...base, '--server', 'http://127.0.0.1:9999/'], dir)).toMatchObject({ source: { kind: 'file', path: join(dir, 'feed.xml') }, server: 'http://127.0.0.1:9999', serverGiven: true });
  });

  it.each([
    [[...base], /<url-or-file>: missing/],
    [['a.xml', 'b.xml', ...base], /<url-or-file>: one feed at a time/],
    [['missing.xml', ...base], /<url-or-file>: no file missing.xml/],
    [['ftp://example.com/feed.xml', ...base], /<url-or-file>: ftp:\/\/example.com\/feed.xml is not an http\(s\) address/],
    [['javascript:alert(1)', ...base], /<url-or-file>: javascript:alert\(1\) is not an http\(s\) address/],
    [['feed.xml', '--market', 'tw'], /--publisher: missing/],
    [['feed.xml', '--publisher', 'Not A Slug', '--market', 'tw'], /--publisher: "Not A Slug" is not a publisher id/],
    [['feed.xml', '--publisher', 'tw-morning-post'], /--market: missing/],
    [['feed.xml', '--publisher', 'tw-morning-post', '--market', 'xx'], /--market: "xx" is not a market's country code/],
    [['feed.xml', ...base, '--tab', 'Top News'], /--tab: "Top News"/],
    [['feed.xml', ...base, '--category', ''], /--category: must be 1-30 characters/],
    [['feed.xml', ...base, '--server', 'localhost:8787'], /--server: localhost:8787 is not an http\(s\) origin/],
    [['feed.xml', ...base, '--publisher'], /--publisher/],
    [['feed.xml', ...base, '--colour', 'red'], /--colour/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseIngestArgs(argv, dir)).toThrow(message);
  });
});

it('runFeedsIngest prints what is wrong and the usage line, and exits 1', async () => {
  const errors: string[] = [];
  const code = await runFeedsIngest(['--market', 'tw'], () => {}, (line) => errors.push(line));
  expect(code).toBe(1);
  expect(errors).toEqual(['feeds:ingest: <url-or-file>: missing (the feed to ingest)', USAGE]);
});

it('formatIngestReport shows the counts and each problem, or the failure reason', () => {
  expect(formatIngestReport('http://127.0.0.1:1/f.xml', { feedId: 7, status: 'ok', reason: null, format: 'rss', created: 3, updated: 1, unchanged: 2, problems: [{ index: 4, key: 'g-4', reason: 'no title and no body' }] })).toEqual([
    'feeds:ingest: http://127.0.0.1:1/f.xml -> feed 7 (rss): ok: 3 created, 1 updated, 2 unchanged, 1 problems',
    '  item 4 (g-4): no title and no body',
  ]);
  expect(formatIngestReport('http://127.0.0.1:1/f.xml', { feedId: 7, status: 'failed', reason: 'http-404', format: null, created: 0, updated: 0, unchanged: 0, problems: [] })).toEqual(['feeds:ingest: http://127.0.0.1:1/f.xml -> feed 7: failed: http-404']);
});

it('gives a file the same address on every run, and files of one name in two folders two addresses', () => {
  const origin = 'http://127.0.0.1:8791';
  expect(fileFeedUrl(origin, '/data/feeds/news.xml')).toBe(fileFeedUrl(origin, '/data/feeds/../feeds/news.xml'));
  expect(fileFeedUrl(origin, '/data/feeds/news.xml')).toMatch(/^http:\/\/127\.0\.0\.1:8791\/news\.xml\?folder=[0-9a-f]{12}$/);
  expect(fileFeedUrl(origin, '/data/feeds/news.xml')).not.toBe(fileFeedUrl(origin, '/data/other/news.xml'));
});
