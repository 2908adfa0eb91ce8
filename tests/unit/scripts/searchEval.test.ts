// The relevance measure of `npm run search:eval` (scripts/searchEval.ts), and its evaluation sets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVAL_MARKETS, scoreQuery } from '../../../scripts/searchEval.ts';

describe('search:eval', () => {
  it('scores recall of the expected stories in the top 5 and the reciprocal rank of the first found', () => {
    expect(scoreQuery(['a', 'b'], ['x', 'a', 'y', 'z', 'w', 'b'])).toEqual({ recall: 0.5, reciprocalRank: 0.5, missing: ['b'] });
    expect(scoreQuery(['a'], ['a'])).toEqual({ recall: 1, reciprocalRank: 1, missing: [] });
    expect(scoreQuery(['a'], [])).toEqual({ recall: 0, reciprocalRank: 0, missing: ['a'] });
  });

  it('has 30 or more queries for every main market, of the kinds the goal names', () => {
    for (const market of EVAL_MARKETS) {
      const set = JSON.parse(readFileSync(new URL(`../../search/${market}.json`, import.meta.url), 'utf8')) as { queries: { kind: string }[] };
      expect(set.queries.length, market).toBeGreaterThanOrEqual(30);
      const kinds = new Set(set.queries.map((q) => q.kind));
      expect(kinds.has(market === 'id' ? 'misspelt' : 'word-in-headline'), market).toBe(true);
    }
  });
});
