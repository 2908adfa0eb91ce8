// Poll records → the wire shapes of schemas/polls.ts (and the poll summary a page module carries).
import { isPollClosed, pollOptionId } from '#/domain/interactions/polls.ts';
import type { MyVotesRecord, PollWithCounts } from '../db/polls.ts';
import type { PollRecord } from '../db/records.ts';
import type { PollSummary } from './schemas/content.ts';
import type { MyPollVotes, PollView } from './schemas/polls.ts';

/** A poll with its counts as GET /poll/list answers it; `closed` as of `now`. */
export function toPollView(p: PollWithCounts, now: number): PollView {
  return {
    id: p.id,
    country: p.country,
    urlPath: p.urlPath,
    question: p.question,
    maxChoices: p.maxChoices,
    endTime: p.endTime,
    closed: isPollClosed(p.endTime, now),
    options: p.options.map((text, index) => ({ id: pollOptionId(p.id, index), index, text, voteCount: p.voteCounts[index] ?? 0 })),
    voterCount: p.voterCount,
    consentOptions: p.consentOptions ?? [],
  };
}

export function toMyPollVotes(pollId: number, mine: MyVotesRecord): MyPollVotes {
  return { pollId, answers: mine.optionIndexes.map((index) => pollOptionId(pollId, index)), consentOptions: mine.consentKeys };
}

/** The poll of a poll module: option ids follow POLL_{pollId}_{optionIndex} (content-spec §3). */
export function toPollSummary(p: Pick<PollRecord, 'id' | 'urlPath' | 'question' | 'options' | 'maxChoices' | 'endTime'>): PollSummary {
  return {
    id: p.id,
    urlPath: p.urlPath,
    question: p.question,
    options: p.options.map((text, index) => ({ id: pollOptionId(p.id, index), index, text })),
    maxChoices: p.maxChoices,
    endTime: p.endTime,
  };
}
