// @ts-check
// Vite wraps every dynamic import of the browser build in its preload helper (~0.9 KB gz on every
// page that loads code on demand), which preloads the CSS and chunks the imported module needs; it
// cannot be turned off (vitejs/vite#13952: `build.modulePreload: false` keeps the helper, and Astro
// sets that option itself). Our on-demand modules carry no CSS (their styles ship with the page)
// and we send no preload hints, so this plugin provides the helper's module, through the plugin
// API's `load` hook, as a plain call; a failed import still rejects (src/browser/shellBoot.ts
// reloads the page once for a missing chunk). The build fails if a dynamic import ever needs CSS,
// which the plain call would not load.

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** @returns {import('vite').Plugin} */
export function dynamicImportsWithoutPreload() {
  return {
    name: 'portal:dynamic-imports-without-preload',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // No list of what each import would preload (about 0.2 KB gz per page script): a public option
    // Astro leaves at its default, set here for the browser build after Astro's config is made.
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies(filename, deps) {
              const css = deps.filter((d) => d.endsWith('.css'));
              if (css.length) throw new Error(`${filename}: a dynamic import needs CSS (${css.join(', ')}); import that CSS from the page instead`);
              return [];
            },
          },
        },
      };
    },
    load(id) {
      if (id === PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();';
    },
  };
}
