/// <reference types="astro/client" />
/// <reference types="@astrojs/cloudflare/types.d.ts" />

declare namespace App {
  interface Locals {
    /** The market of the request's country prefix, set by the country middleware. */
    market?: import('./markets.ts').Market;
  }
}
