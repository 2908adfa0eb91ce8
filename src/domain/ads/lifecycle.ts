// An ad slot's lifecycle (shell-spec §4): defined → rendered → refreshed (again and again) →
// destroyed, plus the rules that move it: LAD's 5 s render deadline, GPT's foreground refresh and the
// render-on-condition wait. The constants live in constants.ts and are re-exported here.
import { CONDITION_TIMEOUT_MS, LAD_RENDER_MS } from './constants.ts';
import { conditionsMet } from './lineItemHistory.ts';
import type { AdModuleConfig, AdModuleMeta, AdService } from './types.ts';

export * from './constants.ts';

export const SLOT_STATES = ['defined', 'rendered', 'refreshed', 'destroyed'] as const;
export type SlotState = (typeof SLOT_STATES)[number];
export type SlotEvent = 'render' | 'refresh' | 'destroy';

/**
 * The state after `event`, or null when the event is not allowed in `state` (a refresh before the
 * first render, anything after destroy). A render event of an already rendered slot (an SDK that
 * reports each render) keeps its state.
 */
export function slotTransition(state: SlotState, event: SlotEvent): SlotState | null {
  if (state === 'destroyed') return null;
  switch (event) {
    case 'destroy':
      return 'destroyed';
    case 'render':
      return state === 'defined' ? 'rendered' : state;
    case 'refresh':
      return state === 'defined' ? null : 'refreshed';
  }
}

/** How long a slot of this service may take to render before it is destroyed; null: no deadline. LAD2 is LAD's second version. */
export function renderDeadlineMs(service: AdService): number | null {
  return service === 'lad' || service === 'lad2' ? LAD_RENDER_MS : null;
}

/**
 * Whether a slot refreshes on a page-visibility change: a GPT slot with the foreground-refresh label
 * refreshes when the page comes back after being hidden (it was hidden, now it is visible).
 */
export function foregroundRefreshWanted(service: AdService, meta: AdModuleMeta | undefined, wasHidden: boolean, visibility: 'visible' | 'hidden'): boolean {
  return service === 'gpt' && meta?.foregroundRefresh === true && wasHidden && visibility === 'visible';
}

/**
 * A render-on-condition slot stays hidden until one of its conditions' line items has been viewed
 * ('show'), or hides once 3 s have passed ('hide'); meanwhile 'wait'. A slot without the flag shows.
 */
export function conditionCheck(
  config: Pick<AdModuleConfig, 'renderOnCondition' | 'conditions'>,
  history: readonly string[],
  elapsedMs: number,
): 'show' | 'hide' | 'wait' {
  if (!config.renderOnCondition || conditionsMet(config.conditions, history)) return 'show';
  return elapsedMs >= CONDITION_TIMEOUT_MS ? 'hide' : 'wait';
}
