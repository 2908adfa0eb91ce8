// One ad module on the page (shell-spec §3–§5): the weighted draw over the services available here,
// the service's adapter, the fallbacks on failure, render-on-condition, the lifecycle (GPT refreshed
// when the page returns to the foreground, everything destroyed with the page), the third-party
// handshake and the first-party impression. Other parts of the page (the gallery) mount modules
// through mountAdModule too.
//
// An empty or failed module hides without moving what the reader sees: a module still below the view
// collapses (what follows it moves, out of sight), one in or above the view keeps its space, unseen.
import type { AdModuleConfig, AdService } from '#/domain/ads/types.ts';
import { availableServices, inventoryKey, type AdEnvironment } from '#/domain/ads/environment.ts';
import { adModuleAllowed } from '#/domain/ads/environment.ts';
import { drawAdService } from '#/domain/ads/draw.ts';
import { nextOnFailure } from '#/domain/ads/fallbacks.ts';
import { adError, type AdError } from '#/domain/ads/adError.ts';
import { AD_ERROR_CODES } from '#/domain/ads/types.ts';
import { CONDITION_TIMEOUT_MS } from '#/domain/ads/lifecycle.ts';
import { addViewedLineItem, conditionsMet } from '#/domain/ads/lineItems.ts';
import type { AdAdapter, AdHandle, AdOutcome } from './adapter.ts';
import type { RenderedAdPage } from './adContext.ts';
import { houseAdapter } from './houseAdapter.ts';
import { gptAdapter } from './gptAdapter.ts';
import { ladAdapter } from './ladAdapter.ts';
import { gfpAdapter } from './gfpAdapter.ts';
import { watchImpression } from './impressions.ts';
import { watchHandshake } from './handshake.ts';
import { recordAdEvent } from './adEvents.ts';

export interface AdModuleContext {
  env: AdEnvironment;
  /** Configured SDK addresses (none: the first-party server only). */
  sdk: { gpt?: string; lad?: string; gfp?: string };
  targeting: { userId?: string; ppid?: string; personalized: boolean; keyValues: Record<string, string | string[]> };
  reader: string;
  page: RenderedAdPage;
  theme: () => 'light' | 'dark';
  labels: { sponsoredBy: string };
  random?: () => number;
}

/** Viewed line items, newest first (shell-spec §9: up to 100, in local storage). */
const LINE_ITEMS_KEY = 'portal.adLineItems';
const LINE_ITEM_EVENT = 'portal:ad-line-item';

function lineItemHistory(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(LINE_ITEMS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function noteLineItem(id: string): void {
  try {
    localStorage.setItem(LINE_ITEMS_KEY, JSON.stringify(addViewedLineItem(lineItemHistory(), id)));
  } catch {
    // storage unavailable: conditions on this page still hear of it
  }
  dispatchEvent(new Event(LINE_ITEM_EVENT));
}

/** Resolves true once a condition's line item has been viewed, false after CONDITION_TIMEOUT_MS. */
function conditionsSettled(config: AdModuleConfig): Promise<boolean> {
  if (conditionsMet(config.conditions, lineItemHistory())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const check = () => conditionsMet(config.conditions, lineItemHistory()) && done(true);
    const timer = setTimeout(() => done(false), CONDITION_TIMEOUT_MS);
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
  const below = element.getBoundingClientRect().top >= innerHeight;
  element.dataset.adState = below ? 'collapsed' : 'hidden';
  element.setAttribute('aria-hidden', 'true');
  if (error) {
    element.dataset.adError = 'code' in error && error.code != null ? String(error.code) : error.message;
    console.warn(`ad module ${element.id}:`, error.message, 'code' in error ? error.code : '');
  }
}

function adapterFor(service: AdService, sdk: AdModuleContext['sdk']): AdAdapter | null {
  if (service === 'house') return houseAdapter;
  if (service === 'gpt') return sdk.gpt ? gptAdapter(sdk.gpt) : null;
  if (service === 'gfp') return sdk.gfp ? gfpAdapter(sdk.gfp) : null;
  return sdk.lad ? ladAdapter(sdk.lad) : null;
}

/**
 * Starts the module in `element` (AdModule.astro's markup, or the same markup rendered by an
 * island); returns its destroy.
 */
export function mountAdModule(element: HTMLElement, config: AdModuleConfig, context: AdModuleContext): () => void {
  const { env, sdk } = context;
  const container = element.querySelector<HTMLElement>('[data-ad-slot]');
  if (!container) {
    hideAdModule(element, adError(null, 'element id is not exist'));
    return () => {};
  }
  container.id ||= `${element.id}-slot`;
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

  const stopAll = () => {
    stopWatching.forEach((stop) => stop());
    stopWatching = [];
  };

  const fail = (service: AdService, outcome: Exclude<AdOutcome, { kind: 'rendered' }>) => {
    const reason = outcome.kind === 'empty' && outcome.thirdParty ? 'thirdPartyEmpty' : 'error';
    const next = nextOnFailure(service, reason, config, env, available, tried);
    tried.push(service);
    if ('service' in next) run(next.service, inventoryKey(config, next.service)!);
    else if ('passback' in next) run('gpt', next.passback);
    else {
      element.dataset.adSlotState = 'destroyed';
      hideAdModule(element, next.error);
    }
  };

  const rendered = (service: AdService, outcome: Extract<AdOutcome, { kind: 'rendered' }>) => {
    element.dataset.adState = 'filled';
    element.dataset.adService = service;
    element.dataset.adSlotState = 'rendered';
    if (outcome.lineItemId) noteLineItem(outcome.lineItemId);
    const token = outcome.token;
    if (token) stopWatching.push(watchImpression(container, () => recordAdEvent(token, 'impression')));
    // A third-party creative that runs the handshake may still say it is empty.
    if (service !== 'house') {
      stopWatching.push(
        watchHandshake(container, context.theme, (result) => {
          if (destroyed || result === 'render') return;
          if (result === 'empty') return fail(service, { kind: 'empty', thirdParty: true });
          element.dataset.adSlotState = 'destroyed';
          handle?.destroy();
          hideAdModule(element, adError(AD_ERROR_CODES.handshakeTimeout));
        }),
      );
    }
  };

  function run(service: AdService, unit: string): void {
    handle?.destroy();
    stopAll();
    container!.replaceChildren();
    const adapter = adapterFor(service, sdk);
    if (!adapter) return fail(service, { kind: 'error', error: new Error(`${service} is not configured`) });
    element.dataset.adSlotState = 'defined';
    const current = adapter({
      service,
      unit,
      container: container!,
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
    });
    handle = current;
    void current.outcome.then((outcome) => {
      if (destroyed || handle !== current) return;
      if (outcome.kind === 'rendered') rendered(service, outcome);
      else fail(service, outcome);
    });
  }

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') wasHidden = true;
    else if (wasHidden && config.metaData?.foregroundRefresh && element.dataset.adService === 'gpt' && handle?.refresh) {
      wasHidden = false;
      handle.refresh();
      element.dataset.adSlotState = 'refreshed';
    }
  };
  document.addEventListener('visibilitychange', onVisibility);

  const start = () => !destroyed && run(first, inventoryKey(config, first)!);
  if (config.renderOnCondition && config.conditions?.length) {
    element.dataset.adState = 'waiting';
    void conditionsSettled(config).then((met) => (met ? start() : !destroyed && hideAdModule(element)));
  } else start();

  const destroy = () => {
    destroyed = true;
    document.removeEventListener('visibilitychange', onVisibility);
    stopAll();
    handle?.destroy();
    handle = null;
    element.dataset.adSlotState = 'destroyed';
  };
  (element as HTMLElement & { adSetTheme?: (t: 'light' | 'dark') => void }).adSetTheme = (theme) => handle?.setTheme?.(theme);
  return destroy;
}
