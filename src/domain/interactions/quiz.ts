// Quiz rules (content-spec §3 Quiz): what a set of answers adds up to, and how a campaign attempt
// compares with the reader's record. Pure: the API feeds it rows, tests feed it literals.
import { levelOf, type QuizLevel } from './quizLevels.ts';

export const QUIZ_TYPES = ['PERSONALITY', 'SCORE'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];
export const QUIZ_LAYOUTS = ['SHOWCASE', 'GRID'] as const;
export type QuizLayout = (typeof QUIZ_LAYOUTS)[number];
export const QUIZ_IMAGE_TYPES = ['NONE', 'LANDSCAPE', 'SQUARE', 'MOVIE'] as const;
export type QuizImageType = (typeof QUIZ_IMAGE_TYPES)[number];

/** Result states of a campaign attempt: the reader's first, a new best, or not better than the best. */
export const RANKING_STATES = ['FIRST_CHALLENGE', 'RENEW_RECORD', 'FAIR'] as const;
export type RankingState = (typeof RANKING_STATES)[number];

/** Width / height of option and cover pictures per image type; NONE shows no pictures. */
export const IMAGE_ASPECT: Readonly<Record<QuizImageType, string | null>> = {
  NONE: null,
  LANDSCAPE: '16 / 9',
  SQUARE: '1 / 1',
  MOVIE: '2 / 3',
};

/** What the rules need of a quiz: how each option scores. */
export interface ScoringQuiz {
  type: QuizType;
  questions: { id: number; options: { id: number; points: number; resultHash: string | null }[] }[];
  /** In display order; SCORE results carry their level. */
  results: { hash: string; level: QuizLevel | null }[];
}

export interface Answer {
  questionId: number;
  optionId: number;
}

interface QuizOutcome {
  resultHash: string;
  score: number;
  maxScore: number;
  /** SCORE quizzes only. */
  level: QuizLevel | null;
}

/** Answers that do not fit the quiz; `field` names the bad part of the body. */
export class AnswerError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** Checks that the answers pick exactly one existing option of every question; the chosen options by question. */
export function checkAnswers(quiz: ScoringQuiz, answers: readonly Answer[]): Map<number, ScoringQuiz['questions'][number]['options'][number]> {
  const chosen = new Map<number, ScoringQuiz['questions'][number]['options'][number]>();
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  for (const [i, answer] of answers.entries()) {
    const question = questions.get(answer.questionId);
    if (!question) throw new AnswerError(`answers.${i}.questionId`, `${answer.questionId} is not a question of this quiz`);
    if (chosen.has(answer.questionId)) throw new AnswerError(`answers.${i}.questionId`, `question ${answer.questionId} is answered twice`);
    const option = question.options.find((o) => o.id === answer.optionId);
    if (!option) throw new AnswerError(`answers.${i}.optionId`, `${answer.optionId} is not an option of question ${answer.questionId}`);
    chosen.set(answer.questionId, option);
  }
  const missing = quiz.questions.filter((q) => !chosen.has(q.id)).map((q) => q.id);
  if (missing.length) throw new AnswerError('answers', `must answer every question; question${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not answered`);
  return chosen;
}

/** The highest score the quiz allows: the best option of every question. */
export function maxScoreOf(quiz: ScoringQuiz): number {
  return quiz.questions.reduce((sum, q) => sum + Math.max(0, ...q.options.map((o) => o.points)), 0);
}

/**
 * The result the answers lead to. SCORE: the points of the chosen options, the level of their ratio
 * to the maximum, and the result of that level (else the nearest lower, else the nearest one).
 * PERSONALITY: the result most answers count toward; a tie goes to the result listed first; the
 * score is how many answers counted toward it.
 */
export function calculateOutcome(quiz: ScoringQuiz, answers: readonly Answer[]): QuizOutcome {
  const chosen = [...checkAnswers(quiz, answers).values()];
  if (!quiz.results.length) throw new AnswerError('(quiz)', 'the quiz has no results');
  if (quiz.type === 'SCORE') {
    const score = chosen.reduce((sum, o) => sum + o.points, 0);
    const maxScore = maxScoreOf(quiz);
    const level = levelOf(score, maxScore);
    const byLevel = [...quiz.results].filter((r) => r.level !== null).sort((a, b) => b.level! - a.level!);
    const result = byLevel.find((r) => r.level! <= level) ?? byLevel[byLevel.length - 1] ?? quiz.results[0]!;
    return { resultHash: result.hash, score, maxScore, level };
  }
  const tally = new Map<string, number>();
  for (const o of chosen) if (o.resultHash) tally.set(o.resultHash, (tally.get(o.resultHash) ?? 0) + 1);
  let best = quiz.results[0]!;
  for (const r of quiz.results) if ((tally.get(r.hash) ?? 0) > (tally.get(best.hash) ?? 0)) best = r;
  return { resultHash: best.hash, score: tally.get(best.hash) ?? 0, maxScore: quiz.questions.length, level: null };
}

/**
 * The state of a campaign attempt from the reader's row after it was recorded: attempts counts
 * every attempt, bestAttempt is the attempt that set the best score.
 */
export function rankingState(row: { attempts: number; bestAttempt: number }): RankingState {
  if (row.attempts <= 1) return 'FIRST_CHALLENGE';
  return row.bestAttempt === row.attempts ? 'RENEW_RECORD' : 'FAIR';
}
