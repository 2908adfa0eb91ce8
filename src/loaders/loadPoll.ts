// A poll page's data: the poll of the market at this url path, with its current counts.
import { isPollClosed } from '#/domain/interactions/polls.ts';
import type { PollView } from '#functions/webapi/schemas/polls.ts';
import type { PageContext } from './pageContext.ts';
import { toWebapiError } from '#/api/webapiError.ts';

/** The poll, or null when there is none (or the url path is not one a poll can have). */
export async function loadPoll(ctx: PageContext, urlPath: string): Promise<PollView | null> {
  try {
    const answer = await ctx.client.get('/poll/list', { query: { urlPath } });
    return answer.polls[0] ?? null;
  } catch (error) {
    if (toWebapiError(error).statusCode === 400) return null;
    throw error;
  }
}

/** A summary as the portal's poll module has it, as a poll view whose counts are still to be read. */
export function pollFromSummary(
  country: string,
  summary: { id: number; urlPath: string; question: string; maxChoices: number; endTime: number | null; options: { id: string; index: number; text: string }[] },
  now: number,
): PollView {
  return {
    id: summary.id,
    country,
    urlPath: summary.urlPath,
    question: summary.question,
    maxChoices: summary.maxChoices,
    endTime: summary.endTime,
    // The island reads the poll (consents asked included) as it starts.
    consentOptions: [],
    closed: isPollClosed(summary.endTime, now),
    options: summary.options.map((o) => ({ ...o, voteCount: 0 })),
    voterCount: 0,
  };
}
