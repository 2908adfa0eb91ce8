// Poll answers carried in the pollAnswers query parameter (content-spec §5): accepted only if the
// JSON parses, pollId is a number and answers is a non-empty array of strings.
interface PollAnswers {
  pollId: number;
  answers: string[];
}

type PollAnswersParse = { kind: 'answers'; value: PollAnswers } | { kind: 'clear' } | { kind: 'invalid' };

export function parsePollAnswers(raw: string): PollAnswersParse {
  if (raw.trim() === '') return { kind: 'clear' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (!data || typeof data !== 'object') return { kind: 'invalid' };
  const { pollId, answers } = data as Record<string, unknown>;
  if (typeof pollId !== 'number' || !Number.isFinite(pollId)) return { kind: 'invalid' };
  if (!Array.isArray(answers) || answers.length === 0 || !answers.every((a) => typeof a === 'string')) {
    return { kind: 'invalid' };
  }
  return { kind: 'answers', value: { pollId, answers } };
}
