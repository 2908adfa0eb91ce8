// The page's ad layer (shell-spec §4): started once (a second start is the spec's error 11), it
// reads the environment and the reader's targeting before any ad is asked for (a mature reader's
// page asks for none), then mounts each module the wake script hands it, and follows the theme
// (passed on to the loaded SDKs). Everything is destroyed when the page is left, and mounted again
// if the page comes back from the back/forward cache.
import { createAdLayer } from '#/domain/ads/adLayer.ts';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';
import type { AdEnvironment } from '#/domain/ads/environment.ts';
import { hideAdModule, mountAdModule, type AdModuleContext, type AdModuleHandle } from './adModule.ts';
import { readerTargeting } from './readerTargeting.ts';
import type { RenderedAdPage } from './adContext.ts';
import { adKindForPage } from '#/domain/ads/adKind.ts';
import { createArticleAdReferralTracker } from '#/domain/ads/articleReferral.ts';
import { adValue } from '#/domain/ads/targeting.ts';

const layer = createAdLayer();
const launch = detectEnvironment(navigator.userAgent);
const env: AdEnvironment = { device: launch.device, messenger: launch.messagingApp, liff: launch.liff };

const dark = matchMedia('(prefers-color-scheme: dark)');
function currentTheme(): 'light' | 'dark' {
  const root = document.documentElement.classList;
  return root.contains('theme-dark') || (!root.contains('theme-light') && dark.matches) ? 'dark' : 'light';
}
layer.init({ theme: currentTheme() });

const mounted = new Map<HTMLElement, AdModuleHandle>();
// The article ad's referral path: once per activation of the page, reset when it is left.
const referral = createArticleAdReferralTracker();
let reader: ReturnType<typeof readerTargeting> | null = null;
let midReported = false;

// Accepted only when it changes (the domain's rule); then passed on to every loaded SDK.
layer.onTheme((theme) => mounted.forEach((handle) => handle.setTheme?.(theme)));
const follow = () => void layer.setTheme(currentTheme());
dark.addEventListener('change', follow);
new MutationObserver(follow).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

const json = <T>(text: string | undefined): T | null => {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

/** Mounts the modules in `elements` (each AdModule.astro's markup); the first call asks for the reader's targeting. */
export async function startAdModules(elements: readonly HTMLElement[]): Promise<void> {
  const first = elements[0];
  if (!first) return;
  const page = json<RenderedAdPage>(first.dataset.adPage);
  if (!page) return elements.forEach((el) => hideAdModule(el));
  reader ??= readerTargeting(page.country, currentTheme(), page.article);
  const { targeting, reader: readerId } = await reader;
  // shell-spec §8: a signed-in reader without a mid is reported (debug) before the ads load.
  if (!targeting.suppressed && targeting.midMissing && !midReported) {
    midReported = true;
    console.debug('ads: the signed-in reader has no mid');
  }
  for (const element of elements) {
    const config = json<AdModuleConfig>(element.dataset.adConfig);
    if (!config || targeting.suppressed || mounted.has(element)) {
      if (!mounted.has(element)) hideAdModule(element);
      continue;
    }
    const modulePage = json<RenderedAdPage>(element.dataset.adPage) ?? page;
    const keyValues: Record<string, string | string[]> = { ...targeting.keyValues, adKind: adKindForPage(modulePage.pageType, modulePage.routeName) };
    if (modulePage.pageType === 'article') {
      const path = adValue(referral.activate({ referrer: document.referrer, origin: location.origin }));
      if (path) keyValues.referral = path;
    }
    const context: AdModuleContext = {
      env,
      sdk: json<AdModuleContext['sdk']>(element.dataset.adSdk) ?? {},
      targeting: { ...targeting, keyValues },
      reader: readerId,
      page: modulePage,
      theme: currentTheme,
      labels: { sponsoredBy: element.dataset.adSponsor ?? '{{sponsor}}' },
    };
    mounted.set(element, mountAdModule(element, config, context));
  }
}

/** Destroys the modules in `elements` (an island's, as it unmounts). */
export function stopAdModules(elements: readonly HTMLElement[]): void {
  for (const el of elements) {
    mounted.get(el)?.();
    mounted.delete(el);
  }
}

addEventListener('pagehide', () => {
  for (const destroy of mounted.values()) destroy();
  referral.deactivate();
});
addEventListener('pageshow', (e) => {
  if (!e.persisted) return;
  const again = [...mounted.keys()];
  mounted.clear();
  void startAdModules(again);
});
