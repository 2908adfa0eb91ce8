// Poll rules of content-spec §3–§5, pure: option ids POLL_{pollId}_{optionIndex}, which answers a
// poll accepts (its options, at most max-choices of them, no repeats), when it is closed, and
// the share of voters per option.

/** Consent a reader can record on a poll (POST /poll/{id}/consent, consentOptions). */
export const POLL_CONSENT_KEYS = ['DEMOGRAPHICS', 'CONTACT', 'MARKETING'] as const;
export type PollConsentKey = (typeof POLL_CONSENT_KEYS)[number];

export const pollOptionId = (pollId: number, index: number) => `POLL_${pollId}_${index}`;

const OPTION_ID = /^POLL_(\d{1,15})_(\d{1,3})$/;

/** The option index of an option id of this poll, or null. */
export function optionIndexOf(pollId: number, optionId: string, optionCount: number): number | null {
  const m = OPTION_ID.exec(optionId);
  if (!m || Number(m[1]) !== pollId) return null;
  const index = Number(m[2]);
  return index < optionCount ? index : null;
}

type AnswerCheck = { ok: true; indexes: number[] } | { ok: false; message: string };

/** Answers a poll accepts: a non-empty list of its own option ids, no repeats, at most maxChoices. */
export function checkAnswers(poll: { id: number; maxChoices: number; optionCount: number }, answers: readonly string[]): AnswerCheck {
  if (answers.length === 0) return { ok: false, message: 'Invalid body field "answers": must not be empty' };
  const indexes: number[] = [];
  for (const [i, answer] of answers.entries()) {
    const index = optionIndexOf(poll.id, answer, poll.optionCount);
    if (index === null) return { ok: false, message: `Invalid body field "answers.${i}": is not an option of poll ${poll.id} (POLL_${poll.id}_0 … POLL_${poll.id}_${poll.optionCount - 1})` };
    if (indexes.includes(index)) return { ok: false, message: `Invalid body field "answers.${i}": repeats ${answer}` };
    indexes.push(index);
  }
  if (indexes.length > poll.maxChoices) {
    return { ok: false, message: `Invalid body field "answers": this poll allows at most ${poll.maxChoices} choice${poll.maxChoices === 1 ? '' : 's'}` };
  }
  return { ok: true, indexes: indexes.sort((a, b) => a - b) };
}

export const isPollClosed = (endTime: number | null, now: number) => endTime !== null && endTime <= now;

/** Whole-number share of voters who chose each option (several options each with multiple choice). */
export function votePercentages(options: readonly { voteCount: number }[], voterCount: number): number[] {
  return options.map((o) => (voterCount > 0 ? Math.round((o.voteCount / voterCount) * 100) : 0));
}

/** The pollAnswers value a sign-in callback carries, so a signed-out reader's choice survives it. */
export function pollAnswersCallback(path: string, pollId: number, answers: readonly string[], hash = ''): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('pollAnswers', JSON.stringify({ pollId, answers }));
  return `${url.pathname}${url.search}${hash}`;
}
