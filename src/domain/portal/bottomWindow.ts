// The bottom window of shell-spec §4: floating bar (slot 0), extended service (1) and snack bar (2)
// entries, newest first within a slot; persistent entries survive removeAll. It hides when the
// reader scrolls down past 100 px and comes back on scrolling up or at the top.

const BOTTOM_SLOTS = { floatingBar: 0, extendedService: 1, snackBar: 2 } as const;
type BottomModule = keyof typeof BOTTOM_SLOTS;
const BOTTOM_HIDE_AFTER_PX = 100;
/** Display is re-enabled this long after scrolling stops. */
export const BOTTOM_REDISPLAY_MS = 2000;

export interface BottomEntry {
  key: string;
  module: BottomModule;
  message: string;
  action?: { label: string; href: string };
  persistent?: boolean;
  addedAt: number;
}

/** Adds or replaces (by key) an entry. */
export function addBottomEntry(entries: readonly BottomEntry[], entry: BottomEntry): BottomEntry[] {
  return [...entries.filter((e) => e.key !== entry.key), entry];
}

export function removeBottomEntries(entries: readonly BottomEntry[], opts: { key?: string } = {}): BottomEntry[] {
  return opts.key === undefined ? entries.filter((e) => e.persistent) : entries.filter((e) => e.key !== opts.key);
}

/** Display order: by slot, newest first within a slot. */
export function orderedBottomEntries(entries: readonly BottomEntry[]): BottomEntry[] {
  return [...entries].sort((a, b) => BOTTOM_SLOTS[a.module] - BOTTOM_SLOTS[b.module] || b.addedAt - a.addedAt);
}

/** Visibility after a scroll from `lastY` to `y`. */
export function bottomVisibleAfterScroll(visible: boolean, lastY: number, y: number, force = false): boolean {
  if (force || y <= 0 || y < lastY) return true;
  if (y > BOTTOM_HIDE_AFTER_PX && y > lastY) return false;
  return visible;
}
