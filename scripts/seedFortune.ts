// Demo fortune and lucky-colour content (seed/content/<market>/fortune.json): a market's subjects with
// their signs, tellers and decks, the phrase corpus daily readings are composed of (in the market's
// language), the colour palette and fixed colour tables (the Thai weekday colours). Validated before
// anything is written; a market whose `fortune` is null in src/markets.ts gets none (its pages answer
// 'no page'), and its portal gets no fortune modules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { replaceFortune } from '#functions/db/fortune.ts';
import type { Database } from '#functions/db/database.ts';
import type { ModuleInput } from '#functions/db/records.ts';
import { FORTUNE_URL_PATH, SIGN_KEYS, SUBJECT_KINDS, DRAW_SPREAD } from '#/domain/fortune/subjects.ts';
import { MIN_PHRASES_PER_ASPECT, READING_ASPECTS } from '#/domain/fortune/dailyReading.ts';
import { HEX_COLOR, LUCKY_ASPECTS } from '#/domain/luckycolor/luckyColors.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';

const slug = z.string().regex(FORTUNE_URL_PATH, 'must be lowercase ascii words joined by "-"').max(60);
const text = (max: number) => z.string().min(2).max(max);

export const seedFortuneSchema = z.object({
  /** Titles of the portal's fortune and lucky-colour modules. */
  portal: z.object({ fortuneTitle: text(40), luckyColorTitle: text(40) }),
  subjects: z
    .array(
      z.object({
        urlPath: slug,
        kind: z.enum(SUBJECT_KINDS),
        name: text(30),
        intro: text(200),
        signs: z.array(z.object({ key: z.string(), name: text(30), period: text(80) })),
        tellers: z.array(
          z.object({
            urlPath: slug,
            name: text(40),
            title: text(40),
            bio: text(300),
            deckName: text(40),
            cards: z.array(z.object({ number: z.number().int().positive(), name: text(40), reading: z.string().min(20).max(300) })).min(DRAW_SPREAD, `must hold at least ${DRAW_SPREAD} cards`),
          }),
        ),
      }),
    )
    .min(1),
  phrases: z.object(Object.fromEntries(READING_ASPECTS.map((a) => [a, z.array(z.string().min(8).max(200)).min(MIN_PHRASES_PER_ASPECT)])) as Record<(typeof READING_ASPECTS)[number], z.ZodArray<z.ZodString>>),
  palette: z.array(z.object({ colorKey: slug, name: text(20), hex: z.string().regex(HEX_COLOR, 'must be #rrggbb, lowercase') })).min(LUCKY_ASPECTS.length),
  colorTables: z.record(z.string(), z.record(z.string(), z.object(Object.fromEntries(LUCKY_ASPECTS.map((a) => [a, z.array(slug).min(1)])) as Record<(typeof LUCKY_ASPECTS)[number], z.ZodArray<z.ZodString>>))),
});
export type SeedFortune = z.infer<typeof seedFortuneSchema>;

/** What the schema cannot say: signs are the kind's, in order; names unique; tables name known colours. */
export function fortuneProblems(seed: SeedFortune, luckyColorSubject: string): string[] {
  const problems: string[] = [];
  const subjects = new Map(seed.subjects.map((s) => [s.urlPath, s]));
  if (subjects.size !== seed.subjects.length) problems.push('subject url paths must be unique');
  if (!subjects.has(luckyColorSubject)) problems.push(`the market's lucky-colour subject ${luckyColorSubject} is not one of its subjects`);
  if (!seed.subjects.some((s) => s.tellers.length > 0)) problems.push('the market needs at least one teller');
  for (const s of seed.subjects) {
    const keys = s.signs.map((g) => g.key).join(',');
    if (keys !== SIGN_KEYS[s.kind].join(',')) problems.push(`${s.urlPath}: signs must be ${SIGN_KEYS[s.kind].join(', ')} in that order`);
    for (const t of s.tellers) {
      if (t.cards.some((c, i) => c.number !== i + 1)) problems.push(`${s.urlPath}/${t.urlPath}: cards must be numbered 1, 2, … in order`);
    }
  }
  const colors = new Set(seed.palette.map((c) => c.colorKey));
  if (colors.size !== seed.palette.length) problems.push('palette colour keys must be unique');
  for (const [subjectUrl, table] of Object.entries(seed.colorTables)) {
    const subject = subjects.get(subjectUrl);
    if (!subject) {
      problems.push(`colour table for unknown subject ${subjectUrl}`);
      continue;
    }
    if (Object.keys(table).sort().join(',') !== [...SIGN_KEYS[subject.kind]].sort().join(',')) problems.push(`colour table ${subjectUrl}: must list every sign of the subject`);
    for (const [sign, aspects] of Object.entries(table)) {
      for (const key of Object.values(aspects).flat()) if (!colors.has(key)) problems.push(`colour table ${subjectUrl}/${sign}: unknown colour ${key}`);
      const lucky = new Set(LUCKY_ASPECTS.filter((a) => a !== 'avoid').flatMap((a) => aspects[a]));
      if (aspects.avoid.some((k) => lucky.has(k))) problems.push(`colour table ${subjectUrl}/${sign}: a colour to avoid is also a lucky one`);
    }
  }
  return problems;
}

/** The market's fortune.json, validated; null when the market has no fortune pages. */
export function loadSeedFortune(root: string, country: CountryCode, source: string): SeedFortune | null {
  const settings = MARKETS[country].fortune;
  if (!settings) return null;
  const file = join(root, 'seed', 'content', source, 'fortune.json');
  if (!existsSync(file)) throw new Error(`${file}: missing (the market has fortune pages)`);
  const parsed = seedFortuneSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`).join('\n'));
  const problems = fortuneProblems(parsed.data, settings.luckyColorSubject);
  if (problems.length) throw new Error(problems.map((p) => `${file}: ${p}`).join('\n'));
  return parsed.data;
}

export async function seedMarketFortune(db: Database, country: CountryCode, root: string, source: string): Promise<void> {
  const seed = loadSeedFortune(root, country, source);
  if (seed) await replaceFortune(db, country, seed);
}

/** The front tab's fortune and lucky-colour modules (last before its endless river); none for a market without fortune. */
export function fortunePortalModules(country: CountryCode, root: string, source: string): ModuleInput[] {
  const seed = loadSeedFortune(root, country, source);
  const settings = MARKETS[country].fortune;
  if (!seed || !settings) return [];
  const base = { source: 'FORTUNE', viewType: 'OTHER' as const, listings: [] };
  return [
    { ...base, type: 'fortune', title: seed.portal.fortuneTitle, anchorId: 'fortune', entityType: 'FORTUNE', entityId: seed.subjects[0]!.urlPath },
    { ...base, type: 'luckyColor', title: seed.portal.luckyColorTitle, anchorId: 'lucky-color', entityType: 'LUCKY_COLOR', entityId: settings.luckyColorSubject },
  ];
}

/** The fortune page types of a market's edition (scripts/publicPages.ts): subject, teller, draw, lucky colour text and image. */
export function fortunePublicPages(country: CountryCode, root: string): { name: string; path: string }[] {
  const seed = loadSeedFortune(root, country, country);
  const settings = MARKETS[country].fortune;
  if (!seed || !settings) return [];
  const subject = seed.subjects.find((s) => s.tellers.length > 0)!;
  const colors = seed.subjects.find((s) => s.urlPath === settings.luckyColorSubject)!;
  const base = `/${country}/v2`;
  return [
    { name: 'fortune', path: `${base}/fortune/${subject.urlPath}` },
    { name: 'fortune teller', path: `${base}/fortune/${subject.urlPath}/${subject.tellers[0]!.urlPath}` },
    { name: 'fortune draw', path: `${base}/fortune/${subject.urlPath}/${subject.tellers[0]!.urlPath}/draw/1` },
    { name: 'lucky colour', path: `${base}/luckycolor/${colors.urlPath}/${colors.signs[0]!.key}` },
    { name: 'lucky colour image', path: `${base}/luckycolor/${colors.urlPath}/image` },
  ];
}
