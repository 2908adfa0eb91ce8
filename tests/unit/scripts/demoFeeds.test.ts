// The demo feeds render as real publisher documents: each parses back with feedsmith, with every
// story, in the encoding it declares, times in the market's own offset; a re-render leaves unchanged
// files alone; a story added locally appears in its feed.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from 'feedsmith';
import { addDemoStory, renderDemoFeeds, type DemoFeedFile } from '../../../scripts/demoFeeds.ts';

const ORIGIN = 'http://127.0.0.1:9';
const NOW = Date.parse('2026-11-28T04:00:00Z');
let dir: string;
let feeds: DemoFeedFile[];

/** Decodes a document as a reader must: JSON as UTF-8, XML by the encoding its declaration names. */
function decode(bytes: Buffer, format: DemoFeedFile['format']): { text: string; declared: string } {
  const declared = format === 'json' ? 'utf-8' : (/^<\?xml[^>]*encoding="([^"]+)"/.exec(bytes.subarray(0, 100).toString('latin1'))?.[1] ?? 'missing');
  return { text: new TextDecoder(declared, { fatal: true }).decode(bytes), declared };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-feeds-'));
  feeds = await renderDemoFeeds({ outDir: dir, origin: ORIGIN, now: NOW, images: false });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderDemoFeeds', () => {
  it('renders every publisher of the five source markets, in all three formats and three encodings', () => {
    expect(feeds).toHaveLength(40);
    expect(new Set(feeds.map((f) => f.format))).toEqual(new Set(['rss', 'atom', 'json']));
    expect(feeds.filter((f) => f.country === 'hk' && f.encoding === 'big5').length).toBeGreaterThan(0);
    expect(feeds.filter((f) => f.country === 'th' && f.encoding === 'windows-874').length).toBeGreaterThan(0);
  });

  it('each document parses back with feedsmith with every story, in its declared encoding', () => {
    for (const feed of feeds) {
      const bytes = readFileSync(join(dir, feed.file));
      const { text, declared } = decode(bytes, feed.format);
      expect({ file: feed.file, declared: declared.toLowerCase() }).toEqual({ file: feed.file, declared: { 'utf-8': 'utf-8', big5: 'big5', 'windows-874': 'tis-620' }[feed.encoding] });
      const parsed = parseFeed(text);
      expect(parsed.format).toBe(feed.format);
      const doc = parsed.feed as { items?: { title?: string }[]; entries?: { title?: { value?: string } }[] };
      const titles = doc.items ? doc.items.map((i) => i.title) : (doc.entries ?? []).map((e) => e.title?.value);
      expect(titles.sort(), feed.file).toEqual(feed.stories.map((s) => s.title).sort());
    }
  });

  it('writes legacy encodings as their own bytes, not UTF-8', () => {
    for (const feed of feeds.filter((f) => f.encoding !== 'utf-8')) {
      const bytes = readFileSync(join(dir, feed.file));
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes), feed.file).toThrow();
    }
  });

  it('writes publish times with the market offset, bodies with the picture and a link to the publisher', () => {
    const rss = decode(readFileSync(join(dir, 'tw-morning-post.rss.xml')), 'rss').text;
    // 2.5 hours before 12:00 in Taipei.
    expect(rss).toContain('<pubDate>Sat, 28 Nov 2026 09:30:00 +0800</pubDate>');
    expect(rss).toContain(`<media:content url="${ORIGIN}/images/tw-feed-yilan-rice-harvest.jpg"`);
    expect(rss).toContain('href="https://tw-morning-post.example/');
    const atom = decode(readFileSync(join(dir, 'th-lanna-today.atom.xml')), 'atom').text;
    expect(atom).toContain('<published>2026-11-28T08:00:00+07:00</published>');
    expect(atom).toContain(`src="${ORIGIN}/images/th-feed-kew-mae-pan-sunrise.jpg"`);
    const json = JSON.parse(readFileSync(join(dir, 'id-layar-kita.json'), 'utf8')) as { items: { date_published: string }[] };
    expect(json.items[0]!.date_published).toBe('2026-11-28T07:30:00+07:00');
  });

  it('leaves an unchanged feed alone and renders a feed again when a story is added', async () => {
    const before = statSync(join(dir, 'ecjp-toto-nippo.rss.xml')).mtimeMs;
    const story = addDemoStory({ outDir: dir, publisherId: 'harbor-city-times', title: '高雄港夜間開放參觀 民眾搭船看貨櫃輪', now: NOW + 60_000 });
    const again = await renderDemoFeeds({ outDir: dir, origin: ORIGIN, now: NOW + 3_600_000, images: false });
    expect(statSync(join(dir, 'ecjp-toto-nippo.rss.xml')).mtimeMs).toBe(before);
    const json = JSON.parse(readFileSync(join(dir, 'harbor-city-times.json'), 'utf8')) as { items: { id: string; title: string; date_published: string }[] };
    expect(json.items[0]).toMatchObject({ id: story.id, title: '高雄港夜間開放參觀 民眾搭船看貨櫃輪', date_published: '2026-11-28T12:01:00+08:00' });
    // The seed's stories keep their times: placed once, not again at every start.
    expect(json.items.find((i) => i.id === 'hct-kaohsiung-light-rail-weekend-ridership')?.date_published).toBe('2026-11-28T09:00:00+08:00');
    expect(again.find((f) => f.publisherId === 'harbor-city-times')?.stories).toHaveLength(3);
  });

  it('refuses a story the feed encoding cannot write, and an unknown publisher, naming the argument', () => {
    expect(() => addDemoStory({ outDir: dir, publisherId: 'lion-rock-daily', title: '新界北新屋邨入伙 😀', now: NOW })).toThrow(/--title\/--summary: big5 cannot write/);
    expect(() => addDemoStory({ outDir: dir, publisherId: 'nobody', title: 'A title', now: NOW })).toThrow(/--publisher: nobody/);
  });
});
