// Browser functions the server writes inline into a page: scripts that must run before the first
// paint, or on pages that load no bundle. Each is an ordinary, type-checked function, inlined as
// its own source (`.toString()`) and called with JSON arguments, so it must refer to nothing
// outside itself: no imports, no module variables, only its parameters and browser globals, and
// no multi-line template literals (line indentation is dropped to keep the page light).
// tests/unit/inlineScripts.test.ts runs every one in a bare context, which catches a stray reference.

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export function inlineScript<A extends readonly Json[]>(fn: (...args: A) => void, ...args: A): string {
  // `<` as \u003c: an argument can never close the <script> element.
  const json = args.map((a) => JSON.stringify(a).replace(/</g, '\\u003c')).join(',');
  return `(${fn.toString().replace(/\n\s+/g, '\n')})(${json});`;
}
