// Image gallery viewer rules of shell-spec §4 and constants of §9. Pure; the island applies them.

export const GALLERY = {
  breakpoint: 768,
  gutter: 19,
  closeThreshold: 0.5,
  minZoom: 1,
  maxZoom: 3,
  orientationPollMs: 100,
  orientationPollTries: 10,
} as const;

/** Thumbnail strip: 48 px under the breakpoint, else 70; spacing 8 under it, else 6. */
export function thumbStrip(viewportWidth: number): { size: number; spacing: number } {
  return viewportWidth < GALLERY.breakpoint ? { size: 48, spacing: 8 } : { size: 70, spacing: 6 };
}

/** Focus mode hides the chrome: while dragging, when zoomed (scale ≠ 1), or when forced by a tap. */
export function isFocusMode(state: { dragging: boolean; scale: number; forced: boolean }): boolean {
  return state.dragging || state.scale !== 1 || state.forced;
}

/** A vertical drag ending beyond half the scaled screen height closes the viewer. */
export function dragCloses(dragY: number, screenHeight: number, scale: number): boolean {
  return Math.abs(dragY) > GALLERY.closeThreshold * screenHeight * scale;
}

/** Background opacity fades linearly with the drag distance, reaching 0 at the close distance. */
export function backgroundOpacity(dragY: number, screenHeight: number, scale: number): number {
  const limit = GALLERY.closeThreshold * screenHeight * scale;
  return limit > 0 ? Math.max(0, 1 - Math.abs(dragY) / limit) : 1;
}

export function clampZoom(scale: number): number {
  return Math.min(GALLERY.maxZoom, Math.max(GALLERY.minZoom, scale));
}

/** Direction of a slide change for tracking. */
export function slideDirection(previous: number, next: number): 'next' | 'prev' {
  return next >= previous ? 'next' : 'prev';
}
