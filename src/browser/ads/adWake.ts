// Wakes the ad layer (./adLayer.ts) when an ad module comes near the view: most modules sit below
// the first screen, so a reader who never scrolls to one never loads the layer, and the article's
// script before interaction stays small. Modules added later (load-more's windows) are announced
// with the event below and watched the same way.

/** Dispatched on document after ad modules are put in the page (src/browser/loadMore.ts writes the same name). */
const AD_MODULES_ADDED = 'portal:ad-modules-added';

/** Dispatched (bubbling) on an ad module that must start now, wherever it is (src/browser/ads/adPopup.ts writes the same name). */
const AD_MODULE_START = 'portal:ad-module-start';

const WAKE_MARGIN = '400px 0px';

const observer = new IntersectionObserver((entries) => {
  const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
  if (!near.length) return;
  for (const el of near) observer.unobserve(el);
  void import('./adLayer.ts').then((layer) => layer.startAdModules(near));
}, { rootMargin: WAKE_MARGIN });

function watch(): void {
  for (const el of document.querySelectorAll<HTMLElement>('.ad-module[data-ad-config]:not([data-ad-watched])')) {
    el.dataset.adWatched = '';
    observer.observe(el);
  }
}
watch();
document.addEventListener(AD_MODULES_ADDED, watch);
// A module its owner starts itself (the pop-up ad, ./adPopup.ts, whose module waits in a closed
// dialog) asks for the layer with this event; going through here keeps the layer's chunk as it is.
document.addEventListener(AD_MODULE_START, (e) => {
  const el = e.target as HTMLElement;
  void import('./adLayer.ts').then((layer) => layer.startAdModules([el]));
});


export {}; // a module: its names stay its own
