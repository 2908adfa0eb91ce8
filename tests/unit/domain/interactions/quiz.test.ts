import { describe, expect, it } from 'vitest';
import { AnswerError, calculateOutcome, checkAnswers, maxScoreOf, rankingState, type ScoringQuiz } from '#/domain/interactions/quiz.ts';

const score: ScoringQuiz = {
  type: 'SCORE',
  questions: [1, 2, 3, 4].map((q) => ({
    id: q,
    options: [
      { id: q * 10 + 1, points: 1, resultHash: null },
      { id: q * 10 + 2, points: 0, resultHash: null },
    ],
  })),
  results: [
    { hash: 'top', level: 2 },
    { hash: 'mid', level: 1 },
    { hash: 'low', level: 0 },
  ],
};
const answersWith = (right: number) => score.questions.map((q, i) => ({ questionId: q.id, optionId: q.id * 10 + (i < right ? 1 : 2) }));

const personality: ScoringQuiz = {
  type: 'PERSONALITY',
  questions: [1, 2, 3].map((q) => ({
    id: q,
    options: [
      { id: q * 10 + 1, points: 0, resultHash: 'owl' },
      { id: q * 10 + 2, points: 0, resultHash: 'lark' },
    ],
  })),
  results: [
    { hash: 'owl', level: null },
    { hash: 'lark', level: null },
  ],
};

describe('score quiz results', () => {
  it('add the points of the chosen options and pick the result of their level', () => {
    expect(maxScoreOf(score)).toBe(4);
    expect(calculateOutcome(score, answersWith(4))).toEqual({ resultHash: 'top', score: 4, maxScore: 4, level: 2 });
    expect(calculateOutcome(score, answersWith(3))).toEqual({ resultHash: 'mid', score: 3, maxScore: 4, level: 1 });
    expect(calculateOutcome(score, answersWith(2))).toMatchObject({ resultHash: 'mid', level: 1 });
    expect(calculateOutcome(score, answersWith(1))).toEqual({ resultHash: 'low', score: 1, maxScore: 4, level: 0 });
  });

  it('fall back to the nearest lower level when a level has no result', () => {
    const noMiddle = { ...score, results: score.results.filter((r) => r.level !== 1) };
    expect(calculateOutcome(noMiddle, answersWith(3)).resultHash).toBe('low');
  });

  it('accept answers in any order', () => {
    expect(calculateOutcome(score, answersWith(4).reverse()).score).toBe(4);
  });
});

describe('personality quiz results', () => {
  it('go to the result most answers count toward', () => {
    const answers = [
      { questionId: 1, optionId: 12 },
      { questionId: 2, optionId: 21 },
      { questionId: 3, optionId: 32 },
    ];
    expect(calculateOutcome(personality, answers)).toEqual({ resultHash: 'lark', score: 2, maxScore: 3, level: null });
  });

  it('break a tie toward the result listed first', () => {
    const twoQuestions = { ...personality, questions: personality.questions.slice(0, 2) };
    expect(calculateOutcome(twoQuestions, [{ questionId: 1, optionId: 12 }, { questionId: 2, optionId: 21 }]).resultHash).toBe('owl');
  });
});

describe('answers', () => {
  const fails = (answers: { questionId: number; optionId: number }[]) => {
    try {
      checkAnswers(score, answers);
    } catch (error) {
      expect(error).toBeInstanceOf(AnswerError);
      return `${(error as AnswerError).field}: ${(error as Error).message}`;
    }
    return 'accepted';
  };

  it('must answer every question once with one of its options', () => {
    expect(fails(answersWith(4))).toBe('accepted');
    expect(fails(answersWith(4).slice(1))).toBe('answers: must answer every question; question 1 not answered');
    expect(fails([...answersWith(4), { questionId: 1, optionId: 12 }])).toBe('answers.4.questionId: question 1 is answered twice');
    expect(fails([{ questionId: 9, optionId: 91 }])).toBe('answers.0.questionId: 9 is not a question of this quiz');
    expect(fails([{ questionId: 1, optionId: 21 }])).toBe('answers.0.optionId: 21 is not an option of question 1');
  });
});

describe('ranking states', () => {
  it('tell a first challenge, a renewed record and a fair attempt apart', () => {
    expect(rankingState({ attempts: 1, bestAttempt: 1 })).toBe('FIRST_CHALLENGE');
    expect(rankingState({ attempts: 2, bestAttempt: 2 })).toBe('RENEW_RECORD');
    expect(rankingState({ attempts: 3, bestAttempt: 2 })).toBe('FAIR');
  });
});
