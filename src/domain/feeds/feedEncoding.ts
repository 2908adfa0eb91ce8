// A fetched feed's bytes → text, in the encoding the document declares: a byte-order mark, else the
// XML declaration's encoding="…", else the Content-Type charset, else UTF-8 (JSON Feed is always
// UTF-8). Labels are WHATWG's (TextDecoder), which workerd and Node both ship, legacy ones included
// (big5, gbk, windows-874 for TIS-620, windows-1252 for ISO-8859-1, iso-8859-2, shift_jis, euc-kr).
import { FeedParseError } from './feedEntry.ts';

export type FeedSyntax = 'xml' | 'json';

export interface DecodedFeed {
  syntax: FeedSyntax;
  /** The document's text, its BOM and XML declaration removed (both have been honoured). */
  text: string;
  /** WHATWG name of the encoding used, e.g. "utf-8", "big5", "windows-874". */
  encoding: string;
}

/** The XML declaration is ASCII in every encoding a feed may declare, so it is read from raw bytes. */
const XML_DECLARATION = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']{1,40})["']/;
const CHARSET_PARAM = /;\s*charset\s*=\s*"?([^";\s]{1,40})"?/i;
/** Bytes enough for any declaration after some leading whitespace. */
const DECLARATION_WINDOW = 512;

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function asciiPrefix(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < Math.min(bytes.length, DECLARATION_WINDOW); i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

function firstSignificantByte(bytes: Uint8Array, from: number): number | undefined {
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return b;
  }
  return undefined;
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label.trim());
  } catch {
    throw new FeedParseError('unknown-encoding', `"${label}" is not a character encoding this reader knows`);
  }
}

/** Sniffs JSON or XML and decodes; throws FeedParseError for an empty or neither-looking body and for an unknown label. */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): DecodedFeed {
  const bom = bomEncoding(bytes);
  if (bom === 'utf-16be' || bom === 'utf-16le') {
    const text = new TextDecoder(bom).decode(bytes).trimStart();
    return classify(text, bom);
  }
  const start = bom ? 3 : 0;
  const first = firstSignificantByte(bytes, start);
  if (first === undefined) throw new FeedParseError('not-a-feed', 'the document is empty');
  // JSON Feed is UTF-8 by definition (RFC 8259 §8.1): no declaration or charset can change that.
  if (first === 0x7b /* { */ || first === 0x5b /* [ */) return classify(new TextDecoder('utf-8').decode(bytes), 'utf-8');
  if (first !== 0x3c /* < */) throw new FeedParseError('not-a-feed', 'the document is neither XML nor JSON');
  const declared = bom ?? XML_DECLARATION.exec(asciiPrefix(bytes.subarray(start)))?.[1] ?? CHARSET_PARAM.exec(contentType ?? '')?.[1] ?? 'utf-8';
  const decoder = decoderFor(declared);
  // A UTF-16 label on bytes that read as ASCII is a wrong label (WHATWG's rule for HTML): UTF-8.
  const encoding = decoder.encoding.startsWith('utf-16') ? 'utf-8' : decoder.encoding;
  const text = (encoding === decoder.encoding ? decoder : new TextDecoder('utf-8')).decode(bytes);
  return classify(text, encoding);
}

function classify(text: string, encoding: string): DecodedFeed {
  const body = text.trimStart();
  if (body.startsWith('{') || body.startsWith('[')) return { syntax: 'json', text: body, encoding };
  if (!body.startsWith('<')) throw new FeedParseError('not-a-feed', 'the document is neither XML nor JSON');
  // The declaration has been honoured; removed, so nothing downstream reads its label again.
  return { syntax: 'xml', text: body.replace(/^<\?xml\s[^>]*?\?>/, '').trimStart(), encoding };
}
