// Highlighted snippets of a search hit (issue #29): the parts of a title or summary that match the
// query's words, found in folded text (case, width and Latin accents ignored) and mapped back to the
// original characters. Parts, not HTML: a page wraps the matches in <mark>, an API client as it likes.
import { foldText, normaliseQuery } from './searchText.ts';

export interface SnippetPart {
  text: string;
  match: boolean;
}

// Word boundaries of any script (ICU cuts Thai and Chinese by dictionary whatever the locale), so
// a snippet never starts inside a word, nor a Thai vowel sign apart from its consonant.
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The span [from, to) of `text` widened to the word boundaries around it. */
function wordWindow(text: string, from: number, to: number): [number, number] {
  const boundaries = [...words.segment(text)].map((s) => s.index).concat(text.length);
  return [boundaries.filter((b) => b <= from).at(-1) ?? 0, boundaries.find((b) => b >= to) ?? text.length];
}

/** The text folded character by character, with where each folded character came from. */
function foldedWithOrigins(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const char of text) {
    const f = foldText(char);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(at);
    at += char.length;
  }
  origin.push(at);
  return { folded, origin };
}

/** What to look for: each space-separated chunk of the query, whole (longest first). */
function needles(query: string): string[] {
  return [...new Set(normaliseQuery(query).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length);
}

/** `text` cut into matching and other parts; at most `around` characters kept around the first match (0: all). */
export function highlight(text: string, query: string, around = 0): SnippetPart[] {
  const { folded, origin } = foldedWithOrigins(text);
  const marked: [number, number][] = [];
  for (const needle of needles(query)) {
    for (let from = folded.indexOf(needle); from >= 0; from = folded.indexOf(needle, from + needle.length)) {
      const start = origin[from]!;
      const end = origin[from + needle.length]!;
      if (!marked.some(([s, e]) => start < e && end > s)) marked.push([start, end]);
    }
  }
  marked.sort((a, b) => a[0] - b[0]);
  const [first, last] = marked[0] ?? [0, around];
  const [begin, finish] = around > 0 ? wordWindow(text, Math.max(0, first - around), Math.min(text.length, last + around)) : [0, text.length];
  const parts: SnippetPart[] = [];
  let at = begin;
  for (const [s, e] of marked) {
    if (s < begin || e > finish) continue;
    if (s > at) parts.push({ text: text.slice(at, s), match: false });
    parts.push({ text: text.slice(s, e), match: true });
    at = e;
  }
  if (at < finish) parts.push({ text: text.slice(at, finish), match: false });
  if (begin > 0) parts.unshift({ text: '…', match: false });
  if (finish < text.length) parts.push({ text: '…', match: false });
  return parts;
}
