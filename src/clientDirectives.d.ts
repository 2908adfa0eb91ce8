// Types the project's client directive for `astro check` (build-plugins/interactionDirective.mjs,
// docs/decisions/0012): `client:interaction` hydrates on the first tap, key press or focus inside
// the island; `client:interaction="<css selector>"` on the elements matching the selector, wherever
// they are on the page.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | string;
  }
}
