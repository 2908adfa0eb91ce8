// Wakes the ad layer (./adLayer.ts) when an ad module comes near the view: most modules sit below
// the first screen, so a reader who never scrolls to one never loads the layer, and the article's
// script before interaction stays small. Modules above the first screen (none in the demo
// placements) wake it at once, as any slot near the view does.
const WAKE_MARGIN = '400px 0px';

const modules = [...document.querySelectorAll<HTMLElement>('.ad-module[data-ad-config]:not([data-ad-woken])')];
if (modules.length) {
  const observer = new IntersectionObserver((entries) => {
    const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
    if (!near.length) return;
    for (const el of near) {
      observer.unobserve(el);
      el.dataset.adWoken = '';
    }
    void import('./adLayer.ts').then((layer) => layer.startAdModules(near));
  }, { rootMargin: WAKE_MARGIN });
  modules.forEach((el) => observer.observe(el));
}

export {}; // a module: its names stay its own
