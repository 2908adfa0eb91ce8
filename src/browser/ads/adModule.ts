// One ad module on the page (shell-spec §3–§5): the weighted draw over the services available here,
// the service's adapter, the fallbacks on failure, render-on-condition, the lifecycle (GPT refreshed
// when the page returns to the foreground, everything destroyed with the page), the third-party
// handshake and the first-party impression. Other parts of the page (the gallery) mount modules
// through mountAdModule too.
//
// An empty or failed module hides without moving what the reader sees: a module more than a screen
// below the view collapses (what follows it moves, out of sight), one nearer keeps its space, unseen.
import type { AdModuleConfig, AdService } from '#/domain/ads/types.ts';
import { availableServices, inventoryKey, type AdEnvironment } from '#/domain/ads/environment.ts';
import { adModuleAllowed } from '#/domain/ads/environment.ts';
import { drawAdService } from '#/domain/ads/draw.ts';
import { nextOnFailure } from '#/domain/ads/fallbacks.ts';
import type { AdError } from '#/domain/ads/adError.ts';
import { findAdContainer } from '#/domain/ads/elementId.ts';
import { conditionCheck, foregroundRefreshWanted, renderDeadlineMs, slotTransition, type SlotEvent, type SlotState } from '#/domain/ads/lifecycle.ts';
import { CONDITION_TIMEOUT_MS, THIRD_PARTY_INIT_MS } from '#/domain/ads/constants.ts';
import { LINE_ITEM_HISTORY_KEY, addViewedLineItem, readLineItemHistory } from '#/domain/ads/lineItemHistory.ts';
import type { AdAdapter, AdHandle, AdOutcome } from './adapter.ts';
import type { BrowserAdSdk, RenderedAdPage } from './adContext.ts';
import { sraLabelsEnabled } from '#/domain/ads/sraLabels.ts';
import { houseAdapter } from './houseAdapter.ts';
import { watchImpression } from './impressions.ts';
import { watchHandshake } from './handshake.ts';
import { recordAdEvent } from './adEvents.ts';

export interface AdModuleContext {
  env: AdEnvironment;
  /** Configured SDK addresses, ad host and release channel (none: the first-party server only). */
  sdk: BrowserAdSdk;
  targeting: { userId?: string; ppid?: string; personalized: boolean; keyValues: Record<string, string | string[]> };
  reader: string;
  page: RenderedAdPage;
  theme: () => 'light' | 'dark';
  labels: { sponsoredBy: string };
  random?: () => number;
}

/** Told to the page's waiting modules when a slot shows a line item. */
const LINE_ITEM_EVENT = 'portal:ad-line-item';

function lineItemHistory(): string[] {
  try {
    return readLineItemHistory(localStorage.getItem(LINE_ITEM_HISTORY_KEY));
  } catch {
    return [];
  }
}

function noteLineItem(id: string): void {
  try {
    localStorage.setItem(LINE_ITEM_HISTORY_KEY, JSON.stringify(addViewedLineItem(lineItemHistory(), id)));
  } catch {
    // storage unavailable: conditions on this page still hear of it
  }
  dispatchEvent(new Event(LINE_ITEM_EVENT));
}

/** Render on condition: true once a condition's line item has been viewed, false when the check times out (3 s). */
function conditionsSettled(config: AdModuleConfig): Promise<boolean> {
  const started = Date.now();
  const now = () => conditionCheck(config, lineItemHistory(), Date.now() - started);
  if (now() === 'show') return Promise.resolve(true);
  return new Promise((resolve) => {
    const check = () => now() !== 'wait' && done(now() === 'show');
    const timer = setTimeout(() => done(now() === 'show'), CONDITION_TIMEOUT_MS);
    const done = (met: boolean) => {
      clearTimeout(timer);
      removeEventListener(LINE_ITEM_EVENT, check);
      resolve(met);
    };
    addEventListener(LINE_ITEM_EVENT, check);
  });
}

/** Hides an empty or failed module without moving what is in or above the view. */
export function hideAdModule(element: HTMLElement, error?: AdError | Error): void {
  // A screen of margin: the collapse is laid out a frame after this read, and a reader flinging the
  // page (or a script scrolling it) can bring a module that was just below the view into it by then.
  const below = element.getBoundingClientRect().top >= 2 * innerHeight;
  element.dataset.adState = below ? 'collapsed' : 'hidden';
  element.setAttribute('aria-hidden', 'true');
  if (error) {
    element.dataset.adError = 'code' in error && error.code != null ? String(error.code) : error.message;
    console.warn(`ad module ${element.id}:`, error.message, 'code' in error ? error.code : '');
  }
}

/** The service's adapter; a third party's code is fetched only when a slot is drawn for it (most pages: never). */
async function adapterFor(service: AdService, sdk: AdModuleContext['sdk']): Promise<AdAdapter | null> {
  if (service === 'house') return houseAdapter;
  // SRA and the production label only in rc or release builds (shell-spec §5).
  if (service === 'gpt') return sdk.gpt ? (await import('./gptAdapter.ts')).gptAdapter(sdk.gpt, { sraLabels: sraLabelsEnabled(sdk.channel) }) : null;
  if (service === 'gfp') return sdk.gfp ? (await import('./gfpAdapter.ts')).gfpAdapter(sdk.gfp) : null;
  return sdk.lad ? (await import('./ladAdapter.ts')).ladAdapter(sdk.lad, sdk.adHost) : null;
}

/**
 * Starts the module in `element` (AdModule.astro's markup, or the same markup rendered by an
 * island); returns its destroy.
 */
export type AdModuleHandle = (() => void) & { setTheme?: (theme: 'light' | 'dark') => void };

export function mountAdModule(element: HTMLElement, config: AdModuleConfig, context: AdModuleContext): AdModuleHandle {
  const { env, sdk } = context;
  // The slot's element by its id, as the SDKs find it ('element id is not exist' when absent).
  let missing: AdError | null = null;
  const container = (() => {
    try {
      return findAdContainer(`${element.id}-slot`, (id) => document.getElementById(id));
    } catch (error) {
      missing = error as AdError;
      return null;
    }
  })();
  if (!container) {
    hideAdModule(element, missing ?? undefined);
    return () => {};
  }
  const slot: HTMLElement = container;
  if (!adModuleAllowed(config, env)) {
    hideAdModule(element);
    return () => {};
  }
  const available = availableServices(config, env, { gpt: Boolean(sdk.gpt), lad: Boolean(sdk.lad), gfp: Boolean(sdk.gfp) });
  const first = drawAdService(config.adRatio, available, context.random ?? Math.random);
  if (!first) {
    hideAdModule(element);
    return () => {};
  }

  let handle: AdHandle | null = null;
  let destroyed = false;
  let stopWatching: (() => void)[] = [];
  const tried: AdService[] = [];
  let wasHidden = false;
  let state: SlotState = 'defined';
  const move = (event: SlotEvent) => {
    state = slotTransition(state, event) ?? state;
    element.dataset.adSlotState = state;
  };

  const stopAll = () => {
    stopWatching.forEach((stop) => stop());
    stopWatching = [];
  };

  const fail = (service: AdService, outcome: Exclude<AdOutcome, { kind: 'rendered' }>) => {
    const reason = outcome.kind === 'empty' && outcome.thirdParty ? 'thirdPartyEmpty' : 'error';
    const next = nextOnFailure(service, reason, config, env, available, tried);
    tried.push(service);
    if ('service' in next) void run(next.service, inventoryKey(config, next.service)!);
    else if ('passback' in next) void run('gpt', next.passback);
    else {
      move('destroy');
      hideAdModule(element, next.error);
    }
  };

  const rendered = (service: AdService, outcome: Extract<AdOutcome, { kind: 'rendered' }>) => {
    element.dataset.adState = 'filled';
    element.dataset.adService = service;
    move('render');
    if (outcome.lineItemId) noteLineItem(outcome.lineItemId);
    const token = outcome.token;
    // The first-party ad's token (its click address carries it too): what its events are counted by.
    if (token) slot.dataset.adToken = token;
    if (token) stopWatching.push(watchImpression(slot, () => recordAdEvent(token, 'impression')));
    // A third-party creative that runs the handshake may still say it is empty.
    if (service !== 'house') {
      stopWatching.push(
        watchHandshake(slot, context.theme, (result) => {
          if (destroyed || result.state === 'rendered') return;
          if (result.state === 'empty') return fail(service, { kind: 'empty', thirdParty: true });
          move('destroy');
          handle?.destroy();
          hideAdModule(element, result.error);
        }),
      );
    }
  };

  async function run(service: AdService, unit: string): Promise<void> {
    handle?.destroy();
    handle = null;
    stopAll();
    slot.replaceChildren();
    const adapter = await adapterFor(service, sdk).catch(() => null);
    if (destroyed) return;
    if (!adapter) return fail(service, { kind: 'error', error: new Error(`${service} is not available`) });
    state = 'defined';
    element.dataset.adSlotState = state;
    const current = adapter({
      service,
      unit,
      container: slot,
      moduleId: config.id,
      sizes: config.sizes,
      env,
      page: context.page,
      keyValues: context.targeting.keyValues,
      ppid: context.targeting.ppid,
      reader: context.reader,
      theme: context.theme(),
      labels: context.labels,
      rsid: config.lapRsid,
      limits: { initMs: THIRD_PARTY_INIT_MS, renderMs: renderDeadlineMs(service) },
    });
    handle = current;
    void current.outcome.then((outcome) => {
      if (destroyed || handle !== current) return;
      if (outcome.kind === 'rendered') rendered(service, outcome);
      else fail(service, outcome);
    });
  }

  const onVisibility = () => {
    const visibility = document.visibilityState === 'hidden' ? 'hidden' : 'visible';
    const service = element.dataset.adService as AdService | undefined;
    if (service && foregroundRefreshWanted(service, config.metaData, wasHidden, visibility) && handle?.refresh && state !== 'defined') {
      handle.refresh();
      move('refresh');
    }
    wasHidden = visibility === 'hidden';
  };
  document.addEventListener('visibilitychange', onVisibility);

  const start = () => !destroyed && void run(first, inventoryKey(config, first)!);
  if (config.renderOnCondition) {
    element.dataset.adState = 'waiting';
    void conditionsSettled(config).then((met) => (met ? start() : !destroyed && hideAdModule(element)));
  } else start();

  const destroy = () => {
    destroyed = true;
    document.removeEventListener('visibilitychange', onVisibility);
    stopAll();
    handle?.destroy();
    handle = null;
    move('destroy');
  };
  return Object.assign(destroy, { setTheme: (theme: 'light' | 'dark') => handle?.setTheme?.(theme) });
}
