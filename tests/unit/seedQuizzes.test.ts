// The demo quizzes: every market has a PERSONALITY and a SCORE quiz with a campaign, in its own
// language, and they turn into quiz writes whose scoring the API can use.
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedQuizzes, quizWrite } from '../../scripts/seedQuizzes.ts';
import { SEED_COUNTRIES } from '../../scripts/seedSchema.ts';
import { calculateOutcome, maxScoreOf } from '#/domain/interactions/quiz.ts';

const all = SEED_COUNTRIES.map((country) => ({ country, quizzes: loadSeedQuizzes(ROOT, country) }));

describe('demo quizzes', () => {
  it('give every market a PERSONALITY quiz and a SCORE quiz with a campaign', () => {
    for (const { quizzes } of all) {
      expect(quizzes.map((q) => q.type).sort()).toEqual(['PERSONALITY', 'SCORE']);
      expect(quizzes.find((q) => q.type === 'SCORE')).toHaveProperty('campaign');
    }
  });

  it('use both layouts and every image type somewhere', () => {
    const quizzes = all.flatMap((m) => m.quizzes);
    expect(new Set(quizzes.map((q) => q.layout))).toEqual(new Set(['SHOWCASE', 'GRID']));
    expect(new Set(quizzes.map((q) => q.imageType))).toEqual(new Set(['NONE', 'LANDSCAPE', 'SQUARE', 'MOVIE']));
  });

  it('score one point per correct option and reach the top result with every answer right', () => {
    for (const { country, quizzes } of all) {
      const write = quizWrite(country, country, quizzes.find((q) => q.type === 'SCORE')!);
      let optionId = 0;
      const quiz = {
        type: write.type,
        results: write.results,
        questions: write.questions.map((q, i) => ({ id: i + 1, options: q.options.map((o) => ({ id: ++optionId, points: o.points, resultHash: o.resultHash })) })),
      };
      expect(maxScoreOf(quiz)).toBe(write.questions.length);
      const answers = quiz.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.points === 1)!.id }));
      expect(calculateOutcome(quiz, answers)).toMatchObject({ level: 2, resultHash: write.results.find((r) => r.level === 2)!.hash });
    }
  });
});
