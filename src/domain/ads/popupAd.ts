// Pop-up ad tabs (shell-spec §3's UI flag): an editor marks a placement of kind `popup` for one of a
// market's portal tabs; a reader who opens that tab gets the pop-up at most once a day (the reader's
// own calendar day), remembered in local storage as { placement id: day }. Pure: the browser passes
// the stored text, the day and the placements in.
import type { AdModuleConfig } from './types.ts';

/** The local-storage key of the days each pop-up was shown. */
export const POPUP_SHOWN_KEY = 'ads:popupShown';

/** The reader's calendar day of `now`, as YYYY-MM-DD in the browser's own time zone. */
export function localDay(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function shownDays(stored: string | null): Record<string, string> {
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Whether the pop-up `id` may show on `day`: not already shown that day (unreadable storage: it may). */
export function popupDue(stored: string | null, id: string, day: string): boolean {
  return shownDays(stored)[id] !== day;
}

/** The stored text once pop-up `id` has shown on `day`; entries of other days are dropped. */
export function withPopupShown(stored: string | null, id: string, day: string): string {
  const today = Object.entries(shownDays(stored)).filter(([, d]) => d === day);
  return JSON.stringify({ ...Object.fromEntries(today), [id]: day });
}

/** The pop-up placed on the tab at `tabPath`, if any (the first by position). */
export function popupForTab(popups: readonly AdModuleConfig[], tabPath: string): AdModuleConfig | undefined {
  return popups.find((m) => m.placement === 'popup' && m.tab === tabPath);
}
