// Query handling in the browser on every load (content-spec §2 "Query handling on load"): a load
// counter t that an address carries (the app's links start it at 0) goes up by one, so each reload
// of it is told apart; an address without one is left alone (it is not added to every link a reader
// copies). Inside the mini-app a page opened with no history to go back to gets
// the nested popup-close flag (the app closes the popup on back instead of leaving an empty view).
// Both are tracking-only for the page cache (src/domain/routing/trackingParams.ts), so the address
// changes in place without a request.

export const LOAD_COUNTER_PARAM = 't';
export const NESTED_POPUP_CLOSE_PARAM = 'nestedPopupClose';

/** The query after this load's rules, or null when it stays as it is. */
export function queryOnLoad(search: string, env: { miniApp: boolean; historyLength: number }): string | null {
  const query = new URLSearchParams(search);
  const counter = query.get(LOAD_COUNTER_PARAM);
  // Up to six digits; anything else is garbage and starts again.
  if (counter !== null) query.set(LOAD_COUNTER_PARAM, String((/^\d{1,6}$/.test(counter) ? Number(counter) : 0) + 1));
  if (env.miniApp && env.historyLength < 2) query.set(NESTED_POPUP_CLOSE_PARAM, 'true');
  const rest = query.toString();
  const next = rest ? `?${rest}` : '';
  return next === search ? null : next;
}
