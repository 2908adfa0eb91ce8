// Wire shapes of the poll calls.
import { z } from '@hono/zod-openapi';
import { POLL_CONSENT_KEYS } from '#/domain/interactions/polls.ts';

export const PollView = z
  .object({
    id: z.number().int(),
    country: z.string(),
    urlPath: z.string(),
    question: z.string(),
    maxChoices: z.number().int().describe('1 = single choice; more = up to that many options per reader'),
    endTime: z.number().nullable(),
    closed: z.boolean(),
    options: z.array(z.object({ id: z.string().describe('POLL_{pollId}_{optionIndex}'), index: z.number().int(), text: z.string(), voteCount: z.number().int() })),
    voterCount: z.number().int().describe('readers who voted (each may have chosen several options)'),
    consentOptions: z.array(z.enum(POLL_CONSENT_KEYS)).describe('the consents the poll asks of readers who voted (empty: none)'),
  })
  .openapi('Poll');
export type PollView = z.infer<typeof PollView>;

/** A reader's own votes and consent on one poll. */
export const MyPollVotes = z.object({ pollId: z.number().int(), answers: z.array(z.string()), consentOptions: z.array(z.enum(POLL_CONSENT_KEYS)) });
export type MyPollVotes = z.infer<typeof MyPollVotes>;

export const PollListResponse = z.object({ polls: z.array(PollView) });
export type PollListResponse = z.infer<typeof PollListResponse>;

export const PollVoteResponse = z.object({ poll: PollView, my: MyPollVotes });
export type PollVoteResponse = z.infer<typeof PollVoteResponse>;
