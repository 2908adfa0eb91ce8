// @ts-check
// Registers the project's `client:interaction` directive (src/browser/interactionDirective.ts):
// an island hydrates on the reader's first click, key press or focus inside it, or on elements
// matching the directive's CSS selector value (docs/decisions/0012-island-directives.md).
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function interactionDirective() {
  return {
    name: 'portal:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/browser/interactionDirective.ts', import.meta.url)),
        });
      },
    },
  };
}
