import { describe, expect, it } from 'vitest';
import { backgroundOpacity, clampZoom, dragCloses, isFocusMode, slideDirection, thumbStrip } from '#/domain/article/gallery.ts';

describe('gallery viewer rules', () => {
  it('sizes thumbnails 48 px under 768 px width, else 70', () => {
    expect(thumbStrip(767)).toEqual({ size: 48, spacing: 8 });
    expect(thumbStrip(768)).toEqual({ size: 70, spacing: 6 });
  });

  it('enters focus mode while dragging, zoomed or forced by a tap', () => {
    expect(isFocusMode({ dragging: false, scale: 1, forced: false })).toBe(false);
    expect(isFocusMode({ dragging: true, scale: 1, forced: false })).toBe(true);
    expect(isFocusMode({ dragging: false, scale: 2, forced: false })).toBe(true);
    expect(isFocusMode({ dragging: false, scale: 1, forced: true })).toBe(true);
  });

  it('closes on a vertical drag past half the scaled height, fading the background with the drag', () => {
    expect(dragCloses(401, 800, 1)).toBe(true);
    expect(dragCloses(-401, 800, 1)).toBe(true);
    expect(dragCloses(399, 800, 1)).toBe(false);
    expect(dragCloses(500, 800, 2)).toBe(false);
    expect(backgroundOpacity(0, 800, 1)).toBe(1);
    expect(backgroundOpacity(200, 800, 1)).toBe(0.5);
    expect(backgroundOpacity(900, 800, 1)).toBe(0);
  });

  it('zooms between 1 and 3 and names slide directions', () => {
    expect([0.5, 2, 5].map(clampZoom)).toEqual([1, 2, 3]);
    expect(slideDirection(1, 2)).toBe('next');
    expect(slideDirection(2, 1)).toBe('prev');
  });
});
