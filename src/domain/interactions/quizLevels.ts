// Quiz levels (content-spec §3, §9): high 2, medium 1, low 0, reached at score ratios 0.9, 0.3, 0.

const QUIZ_LEVELS = { high: 2, medium: 1, low: 0 } as const;
export type QuizLevel = (typeof QUIZ_LEVELS)[keyof typeof QUIZ_LEVELS];

/** Lowest score ratio of each level, highest level first. */
const LEVEL_THRESHOLDS: readonly { level: QuizLevel; ratio: number }[] = [
  { level: QUIZ_LEVELS.high, ratio: 0.9 },
  { level: QUIZ_LEVELS.medium, ratio: 0.3 },
  { level: QUIZ_LEVELS.low, ratio: 0 },
];

export function isQuizLevel(value: unknown): value is QuizLevel {
  return value === 0 || value === 1 || value === 2;
}

/** The level of a score out of `maxScore`; a quiz worth nothing counts as a full score. */
export function levelOf(score: number, maxScore: number): QuizLevel {
  const ratio = maxScore > 0 ? Math.min(Math.max(score / maxScore, 0), 1) : 1;
  return LEVEL_THRESHOLDS.find((t) => ratio >= t.ratio)!.level;
}
