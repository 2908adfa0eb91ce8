// client:interaction: hydrates an island on the reader's first click, key press or focus inside it,
// and replays the clicks it held meanwhile once the island has hydrated, in order and once per
// element, so no tap is lost: two seats tapped in quick succession are both chosen (the island's
// React root sees them, hydrating synchronously if needed; docs/decisions/0074). Astro inlines this file on every page
// that has such an island, so it stays small. docs/decisions/0012-island-directives.md.
//
// client:interaction="<css selector>": the triggers are the elements matching the selector, inside
// the island or anywhere on the page (the overlay host: `[data-sheet]` links and buttons; the
// gallery: photos). An island triggered from outside handles those elements with a listener its
// module adds when it loads, so the replayed click finds it.
// client:interaction={{ signedIn: 'load' | 'idle' | 'visible' }}: an island whose server render is
// what a signed-out reader needs (a Follow button, a poll's choices, a comment list) and whose news
// for a signed-in reader is their own state (following, their vote, their reaction): on the first
// tap while signed out, at load, when idle or once on screen while the session's logged-in flag is
// set (docs/decisions/0057). One directive, so pages inline one copy of the code.
// Either way the island also hydrates when an `island:wake` event reaches its element: code whose
// trigger is not a DOM event (a store change, going offline) dispatches it (src/browser/wakeIsland.ts).
// If hydration fails, the held clicks are replayed anyway, so links keep working.
import type { ClientDirective } from 'astro';
import { loggedInFlag } from '#/stores/storedSession.ts';
import { NEAR_VIEW, whenIdle } from '#/domain/shell/nearView.ts';

const EVENTS = ['click', 'keydown', 'focusin'] as const;
const FORM_CHOICE = 'input, label, select, textarea';

/** Hydrates a signed-in reader's island at load, when idle or once one of its elements is on screen. */
function hydrateForReader(load: Parameters<ClientDirective>[0], el: HTMLElement, when: unknown): void {
  const hydrate = () => void load().then((h) => h());
  if (when === 'load') return hydrate();
  if (when === 'idle') return whenIdle(hydrate, window);
  // The island element is display: contents; its children are what can be seen. Woken near the
  // view (content-spec §9 intersection buffer), so the reader's state is there when they reach it.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    hydrate();
  }, NEAR_VIEW);
  for (const child of el.children) observer.observe(child);
}

const interaction: ClientDirective = (load, { value }, el) => {
  if (value && typeof value === 'object' && loggedInFlag()) return hydrateForReader(load, el, (value as { signedIn?: unknown }).signedIn);
  const selector = typeof value === 'string' ? value : '';
  const root: Node = selector ? document : el;
  let started = 0;
  const held: [Element, MouseEvent][] = [];

  const done = () => {
    if (started > 1) return;
    started = 2;
    for (const type of EVENTS) root.removeEventListener(type, trigger);
    el.removeEventListener('island:wake', trigger);
    // One click per microtask: React renders what a click changed before the next one is handled.
    held.reduce((previous, [target, init]) => previous.then(() => void (target.isConnected && target.dispatchEvent(new MouseEvent('click', init)))), Promise.resolve());
  };

  function trigger(event: Event): void {
    const target = event.target as Element;
    if (selector && event.type !== 'island:wake' && !target.closest?.(selector)) return;
    // A choice in a form (a radio, a check box, their label) takes effect at once, as without
    // JavaScript; the island adopts the form's state when it mounts. Other clicks are held until the
    // island can answer them; a second click on the same element (a double tap) counts once.
    if (event.type === 'click' && !target.closest?.(FORM_CHOICE)) {
      event.preventDefault();
      event.stopPropagation();
      if (!held.some(([t]) => t === target)) held.push([target, event as MouseEvent]);
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
