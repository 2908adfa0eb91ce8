// The viewed line-item history (shell-spec §4, §9): up to 100 ids, newest first, kept in local
// storage; render conditions are checked against it.
import { LINE_ITEM_HISTORY_MAX } from './constants.ts';
import type { AdCondition } from './types.ts';

export const LINE_ITEM_HISTORY_KEY = 'ads.viewedLineItems';

const LINE_ITEM_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The list with `id` moved (or added) to the front, unique, at most 100 long. */
export function addViewedLineItem(list: readonly string[], id: string): string[] {
  if (!LINE_ITEM_ID.test(id)) return [...list];
  return [id, ...list.filter((x) => x !== id)].slice(0, LINE_ITEM_HISTORY_MAX);
}

/** The history from what local storage held (a JSON list), dropping what is not an id. */
export function readLineItemHistory(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((x): x is string => typeof x === 'string' && LINE_ITEM_ID.test(x));
    return [...new Set(ids)].slice(0, LINE_ITEM_HISTORY_MAX);
  } catch {
    return [];
  }
}

/** Met when there is no condition, or when one condition has a line item in the history. */
export function conditionsMet(conditions: readonly AdCondition[], history: readonly string[]): boolean {
  if (conditions.length === 0) return true;
  const seen = new Set(history);
  return conditions.some((c) => c.lineItemIds.some((id) => seen.has(id)));
}
