import { describe, expect, it } from 'vitest';
import { applyReaction, choiceAction, quickTapAction, reactionCall, reactionContentTypeOf, type LikeViews } from '#/domain/interactions/reactions.ts';

const none: LikeViews = { count: 5, liked: false, likedType: null, typeCounters: { 1003: 3, 1001: 2 } };

describe('reactions', () => {
  it('adding raises the total and that type by one (like by default)', () => {
    expect(applyReaction(none, { kind: 'add' })).toEqual({ count: 6, liked: true, likedType: 1003, typeCounters: { 1003: 4, 1001: 2 } });
    expect(applyReaction(none, { kind: 'add', type: 1005 }).typeCounters).toEqual({ 1003: 3, 1001: 2, 1005: 1 });
  });

  it('changing moves one count from the old type to the new, total unchanged', () => {
    const liked = applyReaction(none, { kind: 'add', type: 1001 });
    expect(applyReaction(liked, { kind: 'change', type: 1006 })).toEqual({ count: 6, liked: true, likedType: 1006, typeCounters: { 1003: 3, 1001: 2, 1006: 1 } });
  });

  it('removing lowers the total and that type and clears the type', () => {
    const liked = applyReaction(none, { kind: 'add', type: 1001 });
    expect(applyReaction(liked, { kind: 'remove' })).toEqual({ count: 5, liked: false, likedType: null, typeCounters: { 1003: 3, 1001: 2 } });
    expect(applyReaction(none, { kind: 'remove' })).toBe(none);
  });
});

describe('reader actions', () => {
  const liked = applyReaction(none, { kind: 'add', type: 1004 });

  it('the quick tap adds the default type, or removes the reaction', () => {
    expect(quickTapAction(none)).toEqual({ kind: 'add' });
    expect(quickTapAction(liked)).toEqual({ kind: 'remove' });
  });

  it('a type chosen in the panel adds, changes, or removes the same type', () => {
    expect(choiceAction(none, 1002)).toEqual({ kind: 'add', type: 1002 });
    expect(choiceAction(liked, 1002)).toEqual({ kind: 'change', type: 1002 });
    expect(choiceAction(liked, 1004)).toEqual({ kind: 'remove' });
  });

  it('map to the add, upd and del calls', () => {
    expect(reactionCall(none, { kind: 'add', type: 1001 })).toBe('add');
    expect(reactionCall(liked, { kind: 'add', type: 1001 })).toBe('upd');
    expect(reactionCall(liked, { kind: 'change', type: 1001 })).toBe('upd');
    expect(reactionCall(liked, { kind: 'remove' })).toBe('del');
  });

  it('name the reaction content type of an article', () => {
    expect(reactionContentTypeOf('GENERAL')).toBe('ARTICLE');
    expect(reactionContentTypeOf('ALBUM')).toBe('ARTICLE');
    expect(reactionContentTypeOf('VIDEOHUB')).toBe('VIDEO');
    expect(reactionContentTypeOf('LIVE')).toBe('LIVE');
    expect(reactionContentTypeOf('TRAILER')).toBe('TRAILER');
  });
});
