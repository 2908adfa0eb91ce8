// Forbidden words per market (content-spec §3 hiding reason 'forbidden'), kept as data. A comment
// containing one is stored but hidden with reason 'forbidden': its author still sees it (marked),
// nobody else does — refusing it outright would only teach spammers which word to respell.
//
// Matching ignores case, width (NFKC) and zero-width characters. Words written in Latin letters
// match whole words only (so 'class' does not hit 'ass'); words in scripts without spaces
// (Chinese, Japanese, Thai) match anywhere.
import type { CountryCode } from '#/markets.ts';

const ZH_HANT = ['幹你娘', '操你媽', '王八蛋', '去死吧', '加賴賺錢', '免費送現金', '約砲'] as const;
const INDONESIAN = ['anjing lo', 'bangsat', 'kontol', 'goblok', 'judi online', 'slot gacor', 'pinjol cepat'] as const;
const THAI = ['ไอ้สัตว์', 'ไอ้ควาย', 'เหี้ย', 'สันดาน', 'เว็บพนัน', 'สล็อตแตกง่าย'] as const;
const JAPANESE = ['死ね', 'きもい', 'ガイジ', '在日は帰れ', '高収入バイト', '出会い系'] as const;

export const FORBIDDEN_WORDS: Readonly<Record<CountryCode, readonly string[]>> = {
  tw: ZH_HANT,
  hk: [...ZH_HANT, '仆街', '冚家鏟', '屌你老母'],
  id: INDONESIAN,
  th: THAI,
  ecjp: JAPANESE,
  ecid: INDONESIAN,
  ecth: THAI,
  ectw: ZH_HANT,
  spot: ZH_HANT,
  gcp: ZH_HANT,
};

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

function normaliseForMatching(text: string): string {
  return text.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase().replace(/\s+/g, ' ');
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matcher(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const parts = words.map((w) => {
    const word = escape(normaliseForMatching(w));
    return /^[\p{Script=Latin}\p{N} ]+$/u.test(w) ? `(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])` : word;
  });
  return new RegExp(parts.join('|'), 'u');
}

const matchers = new Map<CountryCode, RegExp | null>();

/** The first forbidden word of the market the text contains, or null. */
export function findForbiddenWord(country: CountryCode, text: string): string | null {
  if (!matchers.has(country)) matchers.set(country, matcher(FORBIDDEN_WORDS[country]));
  const found = matchers.get(country)?.exec(normaliseForMatching(text));
  return found ? found[0] : null;
}
