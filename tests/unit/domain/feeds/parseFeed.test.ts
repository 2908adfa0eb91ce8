// The committed feeds (tests/fixtures/feeds) read as a reader would expect them: each format, the
// legacy encodings, missing fields, a hostile feed, and the failures parseFeed may throw.
import { readFileSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { prepareArticleHtml } from '#/domain/article/preparedHtml.ts';
import { FeedParseError, type FeedEntry, type ParsedFeed } from '#/domain/feeds/feedEntry.ts';
import { FEED_MAX_ENTRIES } from '#/domain/feeds/feedLimits.ts';
import { parseFeed } from '#/domain/feeds/parseFeed.ts';

const fixture = (name: string): Uint8Array => readFileSync(new URL(`../../../fixtures/feeds/${name}`, import.meta.url));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (name: string, feedUrl: string, contentType: string | null = null): ParsedFeed => parseFeed(fixture(name), contentType, feedUrl);
const byKey = (feed: ParsedFeed, key: string): FeedEntry => {
  const entry = feed.entries.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key} in ${feed.entries.map((e) => e.key).join(', ')}`);
  return entry;
};
const failureOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof FeedParseError) return error.failure;
    throw error;
  }
  throw new Error('parseFeed did not throw');
};

describe('parseFeed: RSS 2.0 with content:encoded and media:content', () => {
  const feed = read('rss2-content-media.xml', 'https://tw-daily.example/rss.xml', 'application/rss+xml; charset=utf-8');

  it('reads the channel and the item, text decoded and stripped', () => {
    expect(feed).toMatchObject({ format: 'rss', encoding: 'utf-8', title: '台北日報 & 生活', siteUrl: 'https://tw-daily.example/', problems: [] });
    const item = byKey(feed, 'tw-daily-20261128-001');
    expect(item.title).toBe('北市老屋改建 首批社宅明年動工');
    expect(item.summary).toBe('台北市政府宣布，首批老屋改建社會住宅將於明年春天動工。');
    expect(item.author).toBe('林怡君');
    expect(item.categories).toEqual(['生活', '住宅']);
    expect(item.publishTime).toBe(Date.UTC(2026, 10, 28, 1, 30));
    expect(item.publishTimeText).toBe('Sat, 28 Nov 2026 09:30:00 +0800');
  });
  it('resolves the body’s links, images and srcset against the item’s link', () => {
    const body = byKey(feed, 'tw-daily-20261128-001').bodyHtml;
    expect(body).toContain('href="https://tw-daily.example/news/2026/city/renewal.html"');
    expect(body).toContain('src="https://tw-daily.example/images/2026/housing-site.jpg"');
    expect(body).toContain('srcset="https://tw-daily.example/images/2026/housing-site-640.jpg 640w, https://tw-daily.example/images/2026/housing-site-1280.jpg 1280w"');
    expect(body).toContain('href="https://www.gov.taipei.example/housing"');
  });
  it('takes the media:content image as the picture and the media:content video as a video', () => {
    const item = byKey(feed, 'tw-daily-20261128-001');
    expect(item.image).toEqual({ url: 'https://tw-daily.example/images/2026/housing-main.jpg', type: 'image/jpeg', width: 1200, height: 675 });
    expect(item.videos).toEqual([{ url: 'https://tw-daily.example/video/housing.mp4', type: 'video/mp4', width: 1280, height: 720, durationSeconds: 95 }]);
  });
  it('takes an image enclosure, resolves a relative item link against the feed, and uses the description as the body', () => {
    const item = byKey(feed, 'https://tw-daily.example/news/2026/11/railway.html');
    expect(item.link).toBe('https://tw-daily.example/news/2026/11/railway.html');
    expect(item.image).toMatchObject({ url: 'https://tw-daily.example/images/2026/railway.jpg', type: 'image/jpeg' });
    expect(item.videos).toEqual([]);
    expect(item.bodyHtml).toContain('<a href="https://tw-daily.example/news/2026/11/timetable.html">時刻表</a>');
    expect(item.publishTime).toBe(Date.UTC(2026, 10, 27, 14, 15));
  });
});

describe('parseFeed: Atom 1.0', () => {
  const feed = read('atom-html.xml', 'https://tokyo-news.example/feed.atom');

  it('reads escaped type="html" content and resolves it against the entry’s link', () => {
    expect(feed).toMatchObject({ format: 'atom', title: '東京ニュース', siteUrl: 'https://tokyo-news.example/' });
    const entry = byKey(feed, 'tag:tokyo-news.example,2026:article-5521');
    expect(entry.title).toBe('紅葉シーズン到来 & 京都の人出が過去最多に');
    expect(entry.bodyHtml).toContain('<a href="https://tokyo-news.example/articles/2026/11/5519/">観光協会</a>');
    expect(entry.image?.url).toBe('https://tokyo-news.example/articles/2026/11/5521/photos/momiji.jpg');
    expect(entry.summary).toBe('京都の紅葉が見頃を迎え、観光客が過去最多を記録した。');
    expect(entry.author).toBe('佐藤 美咲');
    expect(entry.categories).toEqual(['旅行', 'kyoto']);
    expect(entry.publishTime).toBe(Date.UTC(2026, 10, 27, 23, 0));
    expect(entry.updateTime).toBe(Date.UTC(2026, 10, 28, 1, 30));
    expect(entry.publishTimeText).toBe('2026-11-28T08:00:00+09:00');
  });
  it('reads type="xhtml" content; the feed’s author and updated stand in for missing ones', () => {
    const entry = byKey(feed, 'tag:tokyo-news.example,2026:article-5522');
    expect(entry.bodyHtml).toBe('<p>JR各社によると、<a href="https://tokyo-news.example/rail/shinkansen/">新幹線</a>の年末の予約は前年を上回っている。</p>');
    expect(entry.author).toBe('東京ニュース編集部');
    expect(entry.publishTime).toBe(Date.UTC(2026, 10, 28, 2, 45));
  });
});

describe('parseFeed: JSON Feed 1.1', () => {
  const feed = read('json-feed.json', 'https://kabar-jakarta.example/feed.json', 'application/feed+json');

  it('reads content_html, image, tags, authors and a video attachment (not the audio one)', () => {
    expect(feed).toMatchObject({ format: 'json', encoding: 'utf-8', title: 'Kabar Jakarta' });
    const item = byKey(feed, 'kj-2026-11-28-banjir');
    expect(item.bodyHtml).toContain('<a href="https://kabar-jakarta.example/topik/kali-krukut">Kali Krukut</a>');
    expect(item.image?.url).toBe('https://kabar-jakarta.example/foto/2026/11/banjir-kemang.jpg');
    expect(item.categories).toEqual(['Banjir', 'Jakarta Selatan']);
    expect(item.author).toBe('Dewi Lestari');
    expect(item.videos).toEqual([{ url: 'https://kabar-jakarta.example/video/banjir-kemang.mp4', type: 'video/mp4', width: null, height: null, durationSeconds: 74 }]);
    expect(item.publishTime).toBe(Date.UTC(2026, 10, 28, 10, 20));
    expect(item.updateTime).toBe(Date.UTC(2026, 10, 28, 12, 5));
  });
  it('writes content_text as escaped paragraphs; the feed’s author stands in', () => {
    const item = byKey(feed, 'kj-2026-11-28-mrt');
    expect(item.bodyHtml).toBe('<p>PT MRT Jakarta mengumumkan uji coba fase dua dimulai bulan depan.</p>\n<p>Stasiun Thamrin &amp; Monas akan dibuka lebih dulu &lt;setelah&gt; pemeriksaan.</p>');
    expect(item.author).toBe('Redaksi Kabar Jakarta');
  });
});

describe('parseFeed: legacy encodings, declared in the XML', () => {
  it('decodes Big5 bytes (Traditional Chinese)', () => {
    const feed = read('big5.xml', 'https://kh-news.example/rss.xml', 'text/xml');
    expect(feed.encoding).toBe('big5');
    expect(feed.title).toBe('高雄新聞網');
    expect(feed.entries[0]).toMatchObject({ title: '愛河燈會今晚點燈 市民擠爆河岸', categories: ['地方'], publishTime: Date.UTC(2026, 10, 28, 12, 0) });
  });
  it('decodes TIS-620 bytes (Thai) and trusts the declaration over a contradicting charset', () => {
    const feed = read('tis620.xml', 'https://phuket-news.example/rss.xml', 'application/xml; charset=utf-8');
    expect(feed.encoding).toBe('windows-874');
    expect(feed.entries[0]).toMatchObject({ title: 'ภูเก็ตเตรียมรับนักท่องเที่ยวช่วงปีใหม่', summary: 'สมาคมโรงแรมคาดว่าอัตราการเข้าพักช่วงปีใหม่จะสูงกว่าร้อยละเก้าสิบ' });
  });
});

describe('parseFeed: RSS 1.0 and 0.91', () => {
  it('reads an RDF item with its dc: fields', () => {
    const feed = read('rss1-rdf.xml', 'https://osaka-times.example/index.rdf');
    expect(feed.format).toBe('rdf');
    expect(feed.entries).toEqual([
      expect.objectContaining({
        key: 'https://osaka-times.example/2026/11/expo-site.html',
        title: '万博跡地の再開発計画がまとまる',
        author: '田中 健一',
        categories: ['地域'],
        publishTime: Date.UTC(2026, 10, 28, 3, 0),
        bodyHtml: '<p>夢洲の万博跡地について、市が再開発の基本計画をまとめた。</p>',
      }),
    ]);
  });
  it('reads an RSS 0.91 item (a DOCTYPE with an external DTD, never fetched) keyed by its link', () => {
    const feed = read('rss091.xml', 'https://hk-morning.example/rss091.xml');
    expect(feed.format).toBe('rss');
    expect(feed.entries.map((e) => [e.key, e.title, e.publishTime])).toEqual([['https://hk-morning.example/news/20261128/mtr.html', '港鐵東鐵綫過海段加密班次', null]]);
  });
});

describe('parseFeed: missing fields', () => {
  const feed = read('missing-fields.xml', 'https://chiangmai-news.example/rss');

  it('keys an item without a GUID by its link; reads a two-digit year and a named zone', () => {
    const item = byKey(feed, 'https://chiangmai-news.example/news/yi-peng-2026');
    expect(item).toMatchObject({ title: 'เทศกาลยี่เป็งปีนี้คาดนักท่องเที่ยวทะลุแสนคน', summary: '', bodyHtml: '', publishTime: Date.UTC(2026, 10, 28, 19, 0) });
    expect(byKey(feed, 'cm-weather-1128').publishTime).toBe(Date.UTC(2026, 10, 27, 11, 0));
  });
  it('gives an item without a date null times, and an unreadable date null with its text kept', () => {
    expect(byKey(feed, 'https://chiangmai-news.example/news/nimman-roadworks')).toMatchObject({ publishTime: null, publishTimeText: null });
    expect(byKey(feed, 'https://chiangmai-news.example/news/warorot-food')).toMatchObject({ publishTime: null, publishTimeText: 'เมื่อวานนี้ 10 โมง' });
  });
  it('titles a description-only item from its text', () => {
    const item = byKey(feed, 'cm-weather-1128');
    expect(item.title).toBe('กรมอุตุนิยมวิทยาเตือนอากาศหนาวเย็นบนยอดดอยอินทนนท์ อุณหภูมิต่ำสุด 3 องศา');
    expect(item.link).toBeNull();
  });
  it('keys an item with neither GUID nor link by its title and date, the same on every read', () => {
    const item = feed.entries.find((e) => e.title === 'ดอยสุเทพเปิดเส้นทางเดินป่าใหม่');
    expect(item?.key).toMatch(/^hash:[0-9a-f]{16}$/);
    expect(read('missing-fields.xml', 'https://chiangmai-news.example/rss').entries.map((e) => e.key)).toEqual(feed.entries.map((e) => e.key));
  });
  it('reports the empty item as a problem and keeps the five others', () => {
    expect(feed.entries).toHaveLength(5);
    expect(feed.problems).toEqual([{ index: 5, key: 'cm-empty', reason: 'the item has no title and no body' }]);
  });
});

describe('parseFeed: a hostile feed', () => {
  const feed = read('hostile.xml', 'https://hostile.example/rss');

  it('never expands DOCTYPE entities (billion laughs): the references stay as written', () => {
    expect(feed.title).toBe('Berita Palsu &lol9;');
    expect(byKey(feed, 'hostile-1').title).toBe('Promo gratis &lol9;');
  });
  it('keeps the body as written, addresses resolved, for the one sanitising boundary to judge', () => {
    const body = byKey(feed, 'hostile-1').bodyHtml;
    expect(body).toContain('href="javascript:alert(document.cookie)"');
    expect(body).toContain('<script>');
    expect(body).toContain('src="https://hostile.example/x.jpg"');
  });
  it('keeps only http(s) addresses as link, picture and title text', () => {
    const item = byKey(feed, 'hostile-2');
    expect(item).toMatchObject({ title: 'Judul biasa', link: null, image: null, summary: 'Teks aman.' });
  });
  it('leaves nothing executable once prepareArticleHtml has run on every body', () => {
    for (const entry of feed.entries) {
      const prepared = prepareArticleHtml(entry.bodyHtml);
      expect(prepared).not.toMatch(/<script|<style|<svg|<form|javascript:/i);
      for (const el of DomUtils.findAll(() => true, parseDocument(prepared).children)) {
        expect(Object.keys(el.attribs).filter((name) => name.startsWith('on'))).toEqual([]);
        expect(el.attribs.src ?? '').not.toMatch(/^\s*(data|javascript):/i);
      }
    }
  });
});

describe('parseFeed: the picture when the feed names none', () => {
  it('falls back to an og:image meta in the body, a protocol-relative address taking the link’s scheme', () => {
    const xml = '<rss version="2.0"><channel><title>t</title><item><guid>g</guid><title>烏來溫泉季開跑</title><link>https://tw-daily.example/a/1</link><description><![CDATA[<meta property="og:image" content="//cdn.tw-daily.example/og/1.jpg"><p>溫泉季</p>]]></description></item></channel></rss>';
    expect(parseFeed(utf8(xml), null, 'https://tw-daily.example/rss').entries[0]?.image).toEqual({ url: 'https://cdn.tw-daily.example/og/1.jpg', type: null, width: null, height: null });
  });
});

describe('parseFeed: what it refuses', () => {
  const url = 'https://feeds.example/feed';
  it('says not-a-feed for HTML, plain text, an empty body and JSON that is not a JSON Feed', () => {
    expect(failureOf(() => parseFeed(utf8('<!doctype html><html><head><title>首頁</title></head><body><p>歡迎</p></body></html>'), 'text/html', url))).toBe('not-a-feed');
    expect(failureOf(() => parseFeed(utf8('Service Unavailable'), 'text/plain', url))).toBe('not-a-feed');
    expect(failureOf(() => parseFeed(new Uint8Array(), null, url))).toBe('not-a-feed');
    expect(failureOf(() => parseFeed(utf8('{"foo":1}'), 'application/json', url))).toBe('not-a-feed');
  });
  it('says malformed for truncated XML and broken JSON', () => {
    const whole = new TextDecoder().decode(fixture('rss2-content-media.xml'));
    expect(failureOf(() => parseFeed(utf8(whole.slice(0, whole.indexOf('</item>') + 7)), null, url))).toBe('malformed');
    expect(failureOf(() => parseFeed(utf8('{"version":"https://jsonfeed.org/version/1.1","items":['), null, url))).toBe('malformed');
  });
  it('says unknown-encoding for a label no decoder knows', () => {
    expect(failureOf(() => parseFeed(utf8('<?xml version="1.0" encoding="x-klingon"?><rss version="2.0"><channel><title>Qapla</title></channel></rss>'), null, url))).toBe('unknown-encoding');
  });
  it('forgives a bare ampersand, the commonest slip in publishers’ XML', () => {
    const feed = parseFeed(utf8('<rss version="2.0"><channel><title>Tom & Jerry</title><item><title>R&D 預算 &amp; 人事</title><guid>a</guid></item></channel></rss>'), null, url);
    expect(feed.entries[0]?.title).toBe('R&D 預算 & 人事');
  });
  it(`keeps the first ${FEED_MAX_ENTRIES} items and reports how many more were dropped`, () => {
    const items = Array.from({ length: FEED_MAX_ENTRIES + 2 }, (_, i) => `<item><guid>n${i}</guid><title>第${i}則</title></item>`).join('');
    const feed = parseFeed(utf8(`<rss version="2.0"><channel><title>多</title>${items}</channel></rss>`), null, url);
    expect(feed.entries).toHaveLength(FEED_MAX_ENTRIES);
    expect(feed.entries.at(-1)?.key).toBe(`n${FEED_MAX_ENTRIES - 1}`);
    expect(feed.problems).toEqual([{ index: FEED_MAX_ENTRIES, key: null, reason: `2 items after the first ${FEED_MAX_ENTRIES} were not read` }]);
  });
});
