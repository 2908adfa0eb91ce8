// Encoders for the legacy character sets some Asian publishers still serve their feeds in. Node's
// TextEncoder only writes UTF-8, so each table is built once by decoding every byte sequence with
// TextDecoder (the WHATWG decoders the feed parser reads them back with) and reversing it.

export const FEED_ENCODINGS = ['utf-8', 'big5', 'windows-874'] as const;
export type FeedEncoding = (typeof FEED_ENCODINGS)[number];

/** The name a document declares (`<?xml encoding="…"?>`): TIS-620 is what Thai publishers write. */
export const DECLARED_NAME: Readonly<Record<FeedEncoding, string>> = { 'utf-8': 'UTF-8', big5: 'Big5', 'windows-874': 'TIS-620' };

type ReverseTable = Map<number, number[]>;
const tables = new Map<FeedEncoding, ReverseTable>();

function buildTable(encoding: Exclude<FeedEncoding, 'utf-8'>): ReverseTable {
  const table: ReverseTable = new Map();
  const decoder = new TextDecoder(encoding, { fatal: true });
  const add = (bytes: number[]) => {
    let text: string;
    try {
      text = decoder.decode(Uint8Array.from(bytes));
    } catch {
      return; // an unassigned sequence
    }
    const points = [...text];
    // One character per sequence only (Big5-HKSCS has a few that decode to two), first mapping kept.
    if (points.length === 1 && !table.has(points[0]!.codePointAt(0)!)) table.set(points[0]!.codePointAt(0)!, bytes);
  };
  if (encoding === 'windows-874') {
    for (let b = 0x80; b <= 0xff; b++) add([b]);
    return table;
  }
  // Big5 proper (lead 0xA1-0xF9) before the HKSCS additions, so a character in both gets its Big5 code.
  const leads = [...Array.from({ length: 0xfe - 0xa1 + 1 }, (_, i) => 0xa1 + i), ...Array.from({ length: 0xa0 - 0x81 + 1 }, (_, i) => 0x81 + i)];
  for (const lead of leads) {
    for (let trail = 0x40; trail <= 0xfe; trail++) if (trail <= 0x7e || trail >= 0xa1) add([lead, trail]);
  }
  return table;
}

function tableOf(encoding: Exclude<FeedEncoding, 'utf-8'>): ReverseTable {
  let table = tables.get(encoding);
  if (!table) tables.set(encoding, (table = buildTable(encoding)));
  return table;
}

/** The characters of `text` that `encoding` cannot write (each once, in order). */
export function unencodableCharacters(text: string, encoding: FeedEncoding): string[] {
  if (encoding === 'utf-8') return [];
  const table = tableOf(encoding);
  return [...new Set([...text].filter((ch) => ch.codePointAt(0)! >= 0x80 && !table.has(ch.codePointAt(0)!)))];
}

/** `text` in `encoding`; throws naming the first character it cannot write. */
export function encodeText(text: string, encoding: FeedEncoding): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  const table = tableOf(encoding);
  const out: number[] = [];
  for (const ch of text) {
    const point = ch.codePointAt(0)!;
    if (point < 0x80) out.push(point);
    else {
      const bytes = table.get(point);
      if (!bytes) throw new Error(`${DECLARED_NAME[encoding]} has no "${ch}" (U+${point.toString(16).toUpperCase().padStart(4, '0')})`);
      out.push(...bytes);
    }
  }
  return Uint8Array.from(out);
}
