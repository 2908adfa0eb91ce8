/// <reference types="astro/client" />
/// <reference types="@astrojs/cloudflare/types.d.ts" />

declare namespace App {
  interface Locals {
    /** The market of the request's country prefix, set by the country middleware. */
    market?: import('./markets.ts').Market;
    /** Launch environment from the user agent (environment middleware). */
    launch?: import('#/domain/shell/environment.ts').LaunchEnvironment;
    /** Interface language: locale cookie, else the market's default. */
    language?: import('./markets.ts').InterfaceLanguage;
    /** The view query parameter, stored as the current view. */
    view?: string | null;
    /** Preview mode: caches are bypassed. */
    preview?: boolean;
  }
}

