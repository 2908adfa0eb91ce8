import { describe, expect, it } from 'vitest';
import { conditionCheck, foregroundRefreshWanted, renderDeadlineMs, slotTransition, SLOT_STATES, type SlotEvent, type SlotState } from '#/domain/ads/lifecycle.ts';

describe('slotTransition', () => {
  it('names the four states', () => {
    expect(SLOT_STATES).toEqual(['defined', 'rendered', 'refreshed', 'destroyed']);
  });

  it.each<[SlotState, SlotEvent, SlotState | null]>([
    ['defined', 'render', 'rendered'],
    ['defined', 'refresh', null],
    ['defined', 'destroy', 'destroyed'],
    ['rendered', 'render', 'rendered'],
    ['rendered', 'refresh', 'refreshed'],
    ['rendered', 'destroy', 'destroyed'],
    ['refreshed', 'refresh', 'refreshed'],
    ['refreshed', 'render', 'refreshed'],
    ['refreshed', 'destroy', 'destroyed'],
    ['destroyed', 'render', null],
    ['destroyed', 'refresh', null],
    ['destroyed', 'destroy', null],
  ])('%s + %s → %s', (state, event, next) => {
    expect(slotTransition(state, event)).toBe(next);
  });
});

describe('slot rules', () => {
  it('gives LAD (and LAD2) 5 s to render, the others no deadline', () => {
    expect([renderDeadlineMs('lad'), renderDeadlineMs('lad2'), renderDeadlineMs('gpt'), renderDeadlineMs('gfp'), renderDeadlineMs('house')]).toEqual([5000, 5000, null, null, null]);
  });

  it('refreshes a GPT slot with the foreground label when the page comes back', () => {
    const on = { foregroundRefresh: true };
    expect(foregroundRefreshWanted('gpt', on, true, 'visible')).toBe(true);
    expect(foregroundRefreshWanted('gpt', on, false, 'visible')).toBe(false);
    expect(foregroundRefreshWanted('gpt', on, true, 'hidden')).toBe(false);
    expect(foregroundRefreshWanted('gpt', {}, true, 'visible')).toBe(false);
    expect(foregroundRefreshWanted('lad', on, true, 'visible')).toBe(false);
    expect(foregroundRefreshWanted('house', on, true, 'visible')).toBe(false);
  });

  it('shows a render-on-condition slot once a line item matched, hides it after 3 s', () => {
    const conditional = { renderOnCondition: true, conditions: [{ lineItemIds: ['li-1', 'li-2'] }, { lineItemIds: ['li-9'] }] };
    expect(conditionCheck(conditional, [], 0)).toBe('wait');
    expect(conditionCheck(conditional, ['li-0'], 2999)).toBe('wait');
    expect(conditionCheck(conditional, ['li-0'], 3000)).toBe('hide');
    expect(conditionCheck(conditional, ['li-2'], 0)).toBe('show');
    expect(conditionCheck(conditional, ['li-9'], 5000)).toBe('show');
    expect(conditionCheck({ renderOnCondition: false, conditions: conditional.conditions }, [], 9999)).toBe('show');
    expect(conditionCheck({ renderOnCondition: true, conditions: [] }, [], 9999)).toBe('show');
  });
});
