// Demo search history (issue #29, docs/decisions/0077): what readers of a market searched and opened
// in the hours before the seed, in the market's language (seed/content/<market>/searches.json), so
// trending keywords and completions are not empty on a fresh start. Each keyword's events are written
// by the API's own statements (functions/db/searchKeywords.ts), one demo reader per search. Validated
// before anything is written: a keyword is a query that passes the search rules (counted in its normal form),
// is searched by enough readers to count, and finds a story of the market.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '#functions/db/database.ts';
import { searchStories } from '#functions/db/search.ts';
import { keywordEventStatements } from '#functions/db/searchKeywords.ts';
import { HOUR_MS, MIN_KEYWORD_READERS, TRENDING } from '#/domain/search/keywords.ts';
import { matchExpression, normaliseQuery, queryProblem } from '#/domain/search/searchText.ts';
import { contentLanguageOf } from '#/domain/search/storyDocument.ts';
import type { SeedCountry } from './seedSchema.ts';

export const seedSearchesSchema = z
  .object({
    keywords: z
      .array(
        z
          .object({
            keyword: z
              .string()
              .superRefine((value, ctx) => {
                const problem = queryProblem(value);
                if (problem) ctx.addIssue({ code: 'custom', message: problem });
              })
              // Counted under its normal form, as a reader's query is (NFKC splits Thai ำ, for one).
              .transform(normaliseQuery),
            /** Distinct demo readers who searched it (one search each). */
            readers: z.number().int().min(MIN_KEYWORD_READERS, `must be at least ${MIN_KEYWORD_READERS}: fewer readers make no trend`).max(200),
            /** How many of them opened a result. */
            clicks: z.number().int().min(1, 'must be at least 1: a keyword nobody found anything for is never offered'),
            /** When the searches began; they spread over the three hours that follow. */
            hoursAgo: z.number().int().min(0).max(TRENDING.hours - 4, `must be at most ${TRENDING.hours - 4}: older searches are out of the trending window`),
          })
          .strict()
          .refine((k) => k.clicks <= k.readers, { message: 'clicks must be at most readers', path: ['clicks'] }),
      )
      .min(5, 'must list at least 5 keywords'),
  })
  .strict();
export type SeedSearches = z.infer<typeof seedSearchesSchema>;

export function loadSeedSearches(root: string, country: SeedCountry): SeedSearches {
  const file = join(root, 'seed', 'content', country, 'searches.json');
  const parsed = seedSearchesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const keywords = parsed.data.keywords.map((k) => k.keyword);
  if (new Set(keywords).size !== keywords.length) throw new Error(`${file}: keywords must be unique`);
  return parsed.data;
}

/**
 * Writes the market's demo searches and clicks (after its stories are indexed: each keyword must find
 * one). A market that already has search history keeps it: a resumed seed counts nothing twice.
 */
export async function seedMarketSearches(db: Database, country: string, seed: SeedSearches, now: number): Promise<number> {
  if (await db.prepare('SELECT 1 AS found FROM search_keyword_hours WHERE country = ?1 LIMIT 1').bind(country).first()) return 0;
  const statements: D1PreparedStatement[] = [];
  for (const k of seed.keywords) {
    const match = matchExpression(k.keyword, contentLanguageOf(country));
    if (!match || (await searchStories(db, country, match, 0, 1)).total === 0) throw new Error(`searches.json of ${country}: "${k.keyword}" finds no story of the market`);
    for (let i = 0; i < k.readers; i++) {
      const reader = `seed-reader-${i}`;
      const at = now - (k.hoursAgo + (i % 3)) * HOUR_MS;
      statements.push(...keywordEventStatements(db, { country, keyword: k.keyword, event: 'search', reader }, at));
      if (i < k.clicks) statements.push(...keywordEventStatements(db, { country, keyword: k.keyword, event: 'click', reader }, at));
    }
  }
  // Pairs of statements (a reader row, then its bucket) stay in one batch: changes() links them.
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
  return seed.keywords.length;
}
