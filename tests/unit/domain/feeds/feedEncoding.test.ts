// The encoding rule: a BOM, else the XML declaration, else the Content-Type charset, else UTF-8.
import { describe, expect, it } from 'vitest';
import { decodeFeedBytes } from '#/domain/feeds/feedEncoding.ts';
import { FeedParseError } from '#/domain/feeds/feedEntry.ts';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));
// 0xB1 is "±" in windows-1252 (ISO-8859-1's WHATWG name) and "ą" in ISO-8859-2.
const doc = (declaration: string) => bytes(declaration, '<rss version="2.0"><channel><title>', [0xb1], '</title></channel></rss>');

describe('decodeFeedBytes', () => {
  it('takes the XML declaration over the Content-Type charset, and drops the declaration once read', () => {
    const decoded = decodeFeedBytes(doc('<?xml version="1.0" encoding="ISO-8859-1"?>\n'), 'application/rss+xml; charset=ISO-8859-2');
    expect(decoded.encoding).toBe('windows-1252');
    expect(decoded.text).toBe('<rss version="2.0"><channel><title>±</title></channel></rss>');
  });
  it('takes the Content-Type charset when the document declares none', () => {
    expect(decodeFeedBytes(doc(''), 'text/xml; charset="iso-8859-2"')).toMatchObject({ encoding: 'iso-8859-2', text: expect.stringContaining('<title>ą</title>') });
  });
  it('takes a byte-order mark over everything', () => {
    const decoded = decodeFeedBytes(bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0" encoding="Big5"?><rss version="2.0"><channel><title>新聞</title></channel></rss>'), 'text/xml; charset=gbk');
    expect(decoded).toMatchObject({ encoding: 'utf-8', text: '<rss version="2.0"><channel><title>新聞</title></channel></rss>' });
  });
  it('reads UTF-8 when nothing is declared, and JSON always as UTF-8', () => {
    expect(decodeFeedBytes(bytes('<rss version="2.0"/>'), null).encoding).toBe('utf-8');
    expect(decodeFeedBytes(bytes('{"title":"ข่าว"}'), 'application/json; charset=windows-874')).toEqual({ syntax: 'json', encoding: 'utf-8', text: '{"title":"ข่าว"}' });
  });
  it('maps the legacy labels feeds use to their WHATWG decoders', () => {
    const label = (name: string) => decodeFeedBytes(bytes(`<?xml version="1.0" encoding="${name}"?><rss/>`), null).encoding;
    expect(['Big5', 'GB2312', 'TIS-620', 'ISO-8859-11', 'Shift_JIS', 'EUC-KR'].map(label)).toEqual(['big5', 'gbk', 'windows-874', 'windows-874', 'shift_jis', 'euc-kr']);
  });
  it('refuses a label no decoder knows', () => {
    expect(() => decodeFeedBytes(bytes('<?xml version="1.0" encoding="x-klingon"?><rss/>'), null)).toThrow(FeedParseError);
  });
});
