// Types the project's client directive for `astro check` (build-plugins/interactionDirective.mjs,
// docs/decisions/0012): `client:interaction` hydrates on the first tap, key press or focus inside
// the island; `client:interaction="<css selector>"` on the elements matching the selector, wherever
// they are on the page; `client:interaction={{ signedIn }}` hydrates a signed-in reader's island sooner.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** `{ signedIn }`: on the first tap for a signed-out reader; at load, when idle or once visible for a signed-in one (docs/decisions/0057). */
    'client:interaction'?: boolean | string | { signedIn: 'load' | 'idle' | 'visible' };
  }
}
