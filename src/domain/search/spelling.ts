// Misspelt Latin words (issue #29): a query word the index does not hold is also searched as the
// index's words one edit away (a letter dropped, added or replaced, or two neighbours swapped), the
// most common first. Pure: the vocabulary is read by functions/db/search.ts.

/** How many spellings of one word a query tries. */
export const MAX_SPELLINGS = 3;
/** Shorter words have too many neighbours to guess from. */
export const MIN_SPELLED_LENGTH = 4;

/** True when `a` becomes `b` by at most one edit (optimal string alignment distance ≤ 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/** The Latin words of a folded query worth a spelling check. */
export function spellableWords(words: readonly string[]): string[] {
  return [...new Set(words.filter((w) => /^[a-z]+$/.test(w) && w.length >= MIN_SPELLED_LENGTH))];
}

/** The spellings to try for `word` among `terms` (term, rows holding it), most common first. */
export function nearestSpellings(word: string, terms: readonly { term: string; doc: number }[]): string[] {
  return terms
    .filter((t) => t.term !== word && withinOneEdit(word, t.term))
    .sort((a, b) => b.doc - a.doc || a.term.localeCompare(b.term))
    .slice(0, MAX_SPELLINGS)
    .map((t) => t.term);
}
