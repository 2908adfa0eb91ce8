// Demo quizzes, seed/content/<country>/quizzes.json: a PERSONALITY and a SCORE quiz per market in
// its language, validated before anything is written, and turned into quiz writes with drawn pictures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { upsertCampaign, upsertQuiz } from '#functions/db/quizzes.ts';
import { QuizInput } from '#functions/db/records.ts';
import { imageHash, stableHash } from './seedIds.ts';
import type { SeedCountry } from './seedSchema.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(60);
const text = (max: number) => z.string().min(1).max(max);

const common = {
  slug,
  layout: QuizInput.shape.layout,
  imageType: QuizInput.shape.imageType,
  title: text(80),
  intro: text(400),
};
const result = { key: slug, title: text(80), description: text(400) };

const personalitySchema = z.object({
  ...common,
  type: z.literal('PERSONALITY'),
  results: z.array(z.object(result)).min(2).max(8),
  questions: z.array(z.object({ text: text(200), options: z.array(z.object({ text: text(80), result: slug })).min(2).max(6) })).min(2).max(20),
});

const scoreSchema = z.object({
  ...common,
  type: z.literal('SCORE'),
  results: z.array(z.object({ ...result, level: z.union([z.literal(0), z.literal(1), z.literal(2)]) })).length(3),
  questions: z
    .array(z.object({ text: text(200), options: z.array(z.object({ text: text(80), correct: z.boolean().optional() })).min(2).max(6) }))
    .min(2)
    .max(20),
  campaign: z.object({ slug, title: text(80), description: text(300), days: z.number().int().min(1).max(365) }).optional(),
});

const seedQuizFileSchema = z.object({ quizzes: z.array(z.discriminatedUnion('type', [personalitySchema, scoreSchema])).min(2) });
export type SeedQuiz = z.infer<typeof seedQuizFileSchema>['quizzes'][number];

/** Reads and validates one market's quizzes.json, including the rules a schema cannot say. */
export function loadSeedQuizzes(root: string, country: SeedCountry): SeedQuiz[] {
  const file = join(root, 'seed', 'content', country, 'quizzes.json');
  if (!existsSync(file)) return [];
  const parsed = seedQuizFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const quiz of parsed.data.quizzes) {
    if (slugs.has(quiz.slug)) problems.push(`${quiz.slug}: duplicate slug`);
    slugs.add(quiz.slug);
    const keys = new Set(quiz.results.map((r) => r.key));
    if (keys.size !== quiz.results.length) problems.push(`${quiz.slug}: duplicate result key`);
    if (quiz.type === 'PERSONALITY') {
      for (const [q, question] of quiz.questions.entries())
        for (const o of question.options) if (!keys.has(o.result)) problems.push(`${quiz.slug}: question ${q + 1} counts toward unknown result ${o.result}`);
    } else {
      if (new Set(quiz.results.map((r) => r.level)).size !== 3) problems.push(`${quiz.slug}: needs one result per level 0, 1, 2`);
      for (const [q, question] of quiz.questions.entries())
        if (question.options.filter((o) => o.correct).length !== 1) problems.push(`${quiz.slug}: question ${q + 1} needs exactly one correct option`);
    }
  }
  if (!parsed.data.quizzes.some((q) => q.type === 'PERSONALITY') || !parsed.data.quizzes.some((q) => q.type === 'SCORE')) {
    problems.push('needs a PERSONALITY and a SCORE quiz');
  }
  if (problems.length) throw new Error(problems.map((p) => `${file}: ${p}`).join('\n'));
  return parsed.data.quizzes;
}

export const quizHash = (country: string, slug: string) => stableHash('q', `${country}:quiz:${slug}`, 10);
export const quizResultHash = (quizSlug: string, key: string) => stableHash('r', `${quizSlug}:${key}`, 8);

/** Image keys of a quiz: a cover, a picture per result, and per question (SHOWCASE) or per option (GRID). */
function quizImageKeys(quiz: SeedQuiz) {
  const pictured = quiz.imageType !== 'NONE';
  return {
    cover: `quiz-${quiz.slug}-cover`,
    result: (key: string) => `quiz-${quiz.slug}-result-${key}`,
    question: (q: number) => (pictured && quiz.layout === 'SHOWCASE' ? `quiz-${quiz.slug}-q${q}` : null),
    option: (q: number, o: number) => (pictured && quiz.layout === 'GRID' ? `quiz-${quiz.slug}-q${q}-o${o}` : null),
  };
}

/** Every image key a market's quizzes use (drawn at seed time). */
export function allQuizImageKeys(quizzes: SeedQuiz[]): string[] {
  return quizzes.flatMap((quiz) => {
    const keys = quizImageKeys(quiz);
    return [
      keys.cover,
      ...quiz.results.map((r) => keys.result(r.key)),
      ...quiz.questions.flatMap((question, q) => [keys.question(q), ...question.options.map((_, o) => keys.option(q, o))]),
    ].filter((k): k is string => k !== null);
  });
}

/** The quiz write for `country`; pictures come from the source market's drawn images. */
export function quizWrite(country: string, sourceCountry: string, quiz: SeedQuiz): QuizInput {
  const keys = quizImageKeys(quiz);
  const img = (key: string | null) => (key ? imageHash(sourceCountry, key) : null);
  const resultHashOf = (key: string) => quizResultHash(quiz.slug, key);
  return {
    country,
    hash: quizHash(country, quiz.slug),
    type: quiz.type,
    layout: quiz.layout,
    imageType: quiz.imageType,
    title: quiz.title,
    intro: quiz.intro,
    coverImageHash: img(keys.cover),
    results: quiz.results.map((r) => ({
      hash: resultHashOf(r.key),
      title: r.title,
      description: r.description,
      imageHash: img(keys.result(r.key)),
      level: 'level' in r ? r.level : null,
    })),
    questions: quiz.questions.map((question, q) => ({
      text: question.text,
      imageHash: img(keys.question(q)),
      options: question.options.map((option, o) => ({
        text: option.text,
        imageHash: img(keys.option(q, o)),
        correct: 'correct' in option ? option.correct === true : false,
        points: 'correct' in option && option.correct ? 1 : 0,
        resultHash: 'result' in option ? resultHashOf(option.result) : null,
      })),
    })),
  };
}

/** Writes a market's quizzes, and a campaign on each quiz that has one (running from now). */
export async function seedMarketQuizzes(db: D1Database, country: string, source: { country: string; quizzes: SeedQuiz[] }, now: number): Promise<number> {
  for (const quiz of source.quizzes) {
    const quizId = await upsertQuiz(db, quizWrite(country, source.country, quiz), now);
    if (quiz.type === 'SCORE' && quiz.campaign) {
      const { slug: campaignSlug, title, description, days } = quiz.campaign;
      await upsertCampaign(db, { quizId, slug: campaignSlug, country, title, description, startTime: now - 86_400_000, endTime: now + days * 86_400_000 }, now);
    }
  }
  return source.quizzes.length;
}
