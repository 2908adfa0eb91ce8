import { describe, expect, it } from 'vitest';
import { parseTrackModifiers } from '#/domain/insights/impressionModifiers.ts';

describe("the tracking directive's modifiers (shell-spec §5)", () => {
  it('counts the impression and the clicks when none is given', () => {
    expect(parseTrackModifiers(undefined)).toEqual({ visible: true, clickOn: 'click', once: false, capture: false, unknown: [] });
  });
  it('reads click, mousedown, visible, once and capture', () => {
    expect(parseTrackModifiers('visible')).toMatchObject({ visible: true, clickOn: null });
    expect(parseTrackModifiers('click,once')).toMatchObject({ visible: false, clickOn: 'click', once: true });
    expect(parseTrackModifiers('mousedown capture visible')).toMatchObject({ visible: true, clickOn: 'mousedown', capture: true });
  });
  it('names any other modifier as unknown and ignores it', () => {
    expect(parseTrackModifiers('hover,visible,dblclick')).toEqual({ visible: true, clickOn: null, once: false, capture: false, unknown: ['hover', 'dblclick'] });
  });
});
