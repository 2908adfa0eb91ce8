// The quiz form's timing and steps (content-spec §9 quiz constants 3000, 0 and 2000; the spec gives
// the values only, decision 0061 gives their meaning): a calculation that has not answered in
// 3000 ms is given up, a showcase quiz starts at question 0 (and goes back to the first question
// left unanswered), and the form's message (unanswered, failed) shows for 2000 ms.

/** A calculation that has not answered in this long is given up: the reader may send again. */
export const QUIZ_CALCULATE_TIMEOUT_MS = 3000;
/** The question a showcase quiz opens at. */
export const QUIZ_FIRST_QUESTION = 0;
/** How long the form's message stays. */
export const QUIZ_MESSAGE_MS = 2000;

/** Raised when the calculation took longer than {@link QUIZ_CALCULATE_TIMEOUT_MS}. */
export class QuizTimeoutError extends Error {
  constructor() {
    super(`quiz calculation took longer than ${QUIZ_CALCULATE_TIMEOUT_MS} ms`);
  }
}

/** The clock the timing runs on: the page's timers, or a test's. */
export interface QuizClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}
const pageClock: QuizClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** `work`, or a {@link QuizTimeoutError} if it has not settled within the calculation time-out. */
export function withinCalculateTimeout<T>(work: Promise<T>, clock: QuizClock = pageClock): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new QuizTimeoutError()), QUIZ_CALCULATE_TIMEOUT_MS);
    work.then(
      (value) => (clock.clearTimeout(timer), resolve(value)),
      (error: unknown) => (clock.clearTimeout(timer), reject(error)),
    );
  });
}

/** The step a showcase quiz shows: the first question without an answer, else the first question. */
export function firstUnanswered(questionIds: readonly number[], answers: Readonly<Record<number, number>>): number {
  const at = questionIds.findIndex((id) => answers[id] === undefined);
  return at < 0 ? QUIZ_FIRST_QUESTION : at;
}

/** Hides a message after {@link QUIZ_MESSAGE_MS}; returns what cancels it. */
export function hideMessageLater(hide: () => void, clock: QuizClock = pageClock): () => void {
  const timer = clock.setTimeout(hide, QUIZ_MESSAGE_MS);
  return () => clock.clearTimeout(timer);
}
