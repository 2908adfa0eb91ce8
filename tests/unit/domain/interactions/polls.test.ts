import { describe, expect, it } from 'vitest';
import { checkAnswers, isPollClosed, optionIndexOf, pollAnswersCallback, pollOptionId, votePercentages } from '#/domain/interactions/polls.ts';

describe('poll rules', () => {
  it('write and read option ids POLL_{pollId}_{optionIndex} of one poll only', () => {
    expect(pollOptionId(1000, 2)).toBe('POLL_1000_2');
    expect(optionIndexOf(1000, 'POLL_1000_2', 4)).toBe(2);
    expect(optionIndexOf(1000, 'POLL_1000_4', 4)).toBeNull();
    expect(optionIndexOf(1000, 'POLL_1001_0', 4)).toBeNull();
    expect(optionIndexOf(1000, 'poll_1000_0', 4)).toBeNull();
  });

  it('accept a non-empty list of the poll’s options, without repeats, up to max choices', () => {
    const poll = { id: 7, maxChoices: 2, optionCount: 3 };
    expect(checkAnswers(poll, ['POLL_7_2', 'POLL_7_0'])).toEqual({ ok: true, indexes: [0, 2] });
    expect(checkAnswers(poll, [])).toMatchObject({ ok: false, message: expect.stringContaining('must not be empty') });
    expect(checkAnswers(poll, ['POLL_7_0', 'POLL_7_1', 'POLL_7_2'])).toMatchObject({ ok: false, message: expect.stringContaining('at most 2 choices') });
    expect(checkAnswers(poll, ['POLL_7_1', 'POLL_7_1'])).toMatchObject({ ok: false, message: expect.stringContaining('"answers.1"') });
    expect(checkAnswers(poll, ['POLL_7_3'])).toMatchObject({ ok: false, message: expect.stringContaining('"answers.0"') });
  });

  it('close a poll at its end time; a poll without one stays open', () => {
    expect(isPollClosed(null, 5)).toBe(false);
    expect(isPollClosed(5, 4)).toBe(false);
    expect(isPollClosed(5, 5)).toBe(true);
  });

  it('give each option its share of voters', () => {
    expect(votePercentages([{ voteCount: 1 }, { voteCount: 2 }], 3)).toEqual([33, 67]);
    expect(votePercentages([{ voteCount: 2 }, { voteCount: 2 }], 2)).toEqual([100, 100]);
    expect(votePercentages([{ voteCount: 0 }], 0)).toEqual([0]);
  });

  it('carry the choice through sign-in in the pollAnswers parameter', () => {
    const url = pollAnswersCallback('/tw/v2/tab?x=1', 7, ['POLL_7_1'], '#poll-7');
    expect(url).toBe(`/tw/v2/tab?x=1&pollAnswers=${encodeURIComponent('{"pollId":7,"answers":["POLL_7_1"]}').replace(/%20/g, '+')}#poll-7`);
    expect(JSON.parse(new URL(url, 'http://x').searchParams.get('pollAnswers')!)).toEqual({ pollId: 7, answers: ['POLL_7_1'] });
  });
});
