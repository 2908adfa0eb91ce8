// client:interaction: hydrates an island on the reader's first click, key press or focus inside it,
// and replays that first click once the island has hydrated, so the tap is not lost (the island's
// React root sees it, hydrating synchronously if needed). Astro inlines this file on every page
// that has such an island, so it stays small. docs/decisions/0012-island-directives.md.
//
// client:interaction="<css selector>": the triggers are the elements matching the selector, inside
// the island or anywhere on the page (the overlay host: `[data-sheet]` links and buttons; the
// gallery: photos). An island triggered from outside handles those elements with a listener its
// module adds when it loads, so the replayed click finds it.
// Either way the island also hydrates when an `island:wake` event reaches its element: code whose
// trigger is not a DOM event (a store change, going offline) dispatches it (src/browser/wakeIsland.ts).
// If hydration fails, the held click is replayed anyway, so links keep working.
import type { ClientDirective } from 'astro';

const EVENTS = ['click', 'keydown', 'focusin'] as const;

const interaction: ClientDirective = (load, { value }, el) => {
  const selector = typeof value === 'string' ? value : '';
  const root: Node = selector ? document : el;
  let started = 0;
  let held: Element | undefined;
  let init: MouseEvent | undefined;

  const done = () => {
    if (started > 1) return;
    started = 2;
    for (const type of EVENTS) root.removeEventListener(type, trigger);
    el.removeEventListener('island:wake', trigger);
    if (held?.isConnected) held.dispatchEvent(new MouseEvent('click', init));
  };

  function trigger(event: Event): void {
    const target = event.target as Element;
    if (selector && event.type !== 'island:wake' && !target.closest?.(selector)) return;
    if (event.type === 'click') {
      // Hold the click until the island can answer it; only the first one is replayed.
      event.preventDefault();
      event.stopPropagation();
      if (!held) [held, init] = [target, event as MouseEvent];
    }
    if (started) return;
    started = 1;
    // A nested island hydrates after its parent: wait for its own astro:hydrate.
    el.addEventListener('astro:hydrate', done, { once: true });
    void load()
      .then((hydrate) => hydrate())
      .then(() => el.parentElement?.closest('astro-island[ssr]') || done());
  }

  for (const type of EVENTS) root.addEventListener(type, trigger);
  el.addEventListener('island:wake', trigger);
};

export default interaction;
