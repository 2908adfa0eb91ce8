// Search text for languages that do not put spaces between words (issue #29). The same functions
// run when a record is indexed (editorial API, seed, feeds) and when a reader's query is read, so
// both sides cut text the same way:
// - words: `Intl.Segmenter` at word granularity in the market's language (th, zh-Hant, ja, id);
// - grams: overlapping pairs of characters (grapheme clusters, so a Thai vowel stays with its
//   consonant) of every run of text written without spaces (Han, kana, Hangul, Thai, Lao, Khmer,
//   Myanmar). A query's pairs, as one phrase, match the same characters in that order anywhere in
//   the text: a word the segmenter cut differently in a headline than in the query is still found.
// Latin text is lower-cased and its diacritics folded ("Café" → "cafe"); marks of other scripts
// are letters (a Thai vowel sign is not a diacritic) and are kept.
import type { ContentLanguage } from '#/markets.ts';

/** The longest query a reader may send (characters). */
export const MAX_QUERY_LENGTH = 100;

/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{M}ー]+/gu;
/** Combining diacritical marks (U+0300–U+036F): what folding removes after NFKD. */
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
const CONTROL = /\p{Cc}/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string, granularity: 'word' | 'grapheme'): Intl.Segmenter {
  const key = `${locale}/${granularity}`;
  let found = segmenters.get(key);
  if (!found) segmenters.set(key, (found = new Intl.Segmenter(locale, { granularity })));
  return found;
}

/** Lower case, full-width to ASCII (NFKC), Latin diacritics folded; other scripts' marks kept. */
export function foldText(text: string): string {
  const compat = text.normalize('NFKC').toLowerCase();
  return compat
    .normalize('NFKD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC');
}

/** The words of `text` in `language`, folded, in order. */
export function searchWords(text: string, language: ContentLanguage): string[] {
  const words: string[] = [];
  for (const s of segmenter(language, 'word').segment(foldText(text))) if (s.isWordLike) words.push(s.segment);
  return words;
}

/** Overlapping character pairs of each run of unspaced script in `text`, then the run's last character. */
export function searchGrams(text: string): string[] {
  const grams: string[] = [];
  for (const [run] of foldText(text).matchAll(UNSPACED_RUN)) {
    const chars = [...segmenter('und', 'grapheme').segment(run)].map((s) => s.segment);
    for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
    // The run's last character alone: with the pairs it starts, every character begins a term,
    // so a one-character query (雨) is a prefix query over the pairs.
    grams.push(chars.at(-1)!);
  }
  return grams;
}

/** What the index stores for one field: its words and its grams, each as space-separated terms. */
export function indexedField(text: string, language: ContentLanguage): { words: string; grams: string } {
  return { words: searchWords(text, language).join(' '), grams: searchGrams(text).join(' ') };
}

/** The rule a query breaks, or null: what the API answers 400 with. */
export function queryProblem(query: string): string | null {
  if (!query.trim()) return 'must not be empty';
  if ([...query].length > MAX_QUERY_LENGTH) return `must be at most ${MAX_QUERY_LENGTH} characters`;
  if (CONTROL.test(query)) return 'must not contain control characters';
  return null;
}

/** The words of a query, chunk by chunk: what a spelling check looks at. */
export function queryWords(query: string, language: ContentLanguage): string[] {
  return normaliseQuery(query).split(' ').flatMap((chunk) => searchWords(chunk, language));
}

/** One query as the key its results are cached and counted under: folded, spaces collapsed. */
export function normaliseQuery(query: string): string {
  return foldText(query).replace(/\s+/g, ' ').trim();
}

const phrase = (terms: readonly string[]) => `"${terms.map((t) => t.replace(/"/g, '""')).join(' ')}"`;
/** An FTS5 phrase of the terms (quotes doubled): for readers building their own expression. */
export const ftsPhrase = phrase;

/** Whether the text has a script written without spaces (its grams are what find it). */
export function hasUnspacedScript(text: string): boolean {
  return UNSPACED.test(text);
}

/**
 * The FTS5 MATCH expression of a query: every word of it, each as the phrase of its segmented words
 * in the title or body; a word in an unspaced script also as the phrase of its character pairs, a
 * misspelt Latin word also as its `spellings`. A query with nothing searchable (only punctuation)
 * gives null.
 */
export function matchExpression(query: string, language: ContentLanguage, spellings: ReadonlyMap<string, readonly string[]> = new Map()): string | null {
  const parts: string[] = [];
  for (const chunk of normaliseQuery(query).split(' ')) {
    const words = searchWords(chunk, language);
    if (!words.length) continue;
    // A one-word chunk the index does not hold: also its nearest spellings (src/domain/search/spelling.ts).
    const alternatives = words.length === 1 ? (spellings.get(words[0]!) ?? []) : [];
    const phrases = [words, ...alternatives.map((a) => [a])].map((terms) => `{title_words body_words}: ${phrase(terms)}`);
    const byWords = phrases.length > 1 ? `(${phrases.join(' OR ')})` : phrases[0]!;
    // A query's own last character is no term of the text's pairs: left out, or a prefix when alone.
    const grams = UNSPACED.test(chunk) ? searchGrams(chunk) : [];
    const byGrams = grams.length === 1 ? `${phrase(grams)} *` : phrase(grams.slice(0, -1));
    parts.push(grams.length ? `(${byWords} OR {title_grams body_grams}: ${byGrams})` : byWords);
  }
  return parts.length ? parts.join(' AND ') : null;
}
