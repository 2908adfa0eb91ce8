// Scroll memory per path: restored on back/forward navigation, top otherwise.

export const SCROLL_MEMORY_KEY = 'portal.scroll';
/** Paths kept; the oldest go first. */
export const SCROLL_MEMORY_LIMIT = 50;

export function rememberScroll(memory: Record<string, number>, path: string, y: number): Record<string, number> {
  const { [path]: _old, ...rest } = memory;
  const entries = Object.entries(rest).slice(-(SCROLL_MEMORY_LIMIT - 1));
  return { ...Object.fromEntries(entries), [path]: Math.max(0, Math.round(y)) };
}

/** Where a page starts: its remembered position on back/forward navigation, else null (top). */
export function restoredScroll(memory: Record<string, number>, path: string, navigationType: string): number | null {
  if (navigationType !== 'back_forward') return null;
  const y = memory[path];
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}
