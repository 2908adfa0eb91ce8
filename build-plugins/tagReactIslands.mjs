// @ts-check
// Astro picks the renderer of a framework component by asking each renderer's `check` unless the
// component is tagged with its renderer, and @astrojs/react's check finds out by rendering the
// component (a whole React stream render, thrown away). Every island on a page was rendered twice
// on the server. Our islands are all React (src/islands/*.island.tsx), so the server build tags
// each function they export with the React renderer, as Astro's own JSX and MDX integrations tag
// theirs: one render per island. The browser build is left as it is.

const ISLAND = /\/src\/islands\/[^/]+\.island\.tsx$/;

/** @returns {import('vite').Plugin} */
export function tagReactIslands() {
  return {
    name: 'portal:tag-react-islands',
    enforce: 'post',
    transform(code, id) {
      if (this.environment?.config.consumer !== 'server' || !ISLAND.test(id.split('?')[0] ?? '')) return;
      /** @type {Set<string>} */
      const functions = new Set();
      for (const node of this.parse(code).body) {
        const declaration = node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration' ? node.declaration : null;
        if (declaration?.type === 'FunctionDeclaration' && declaration.id) functions.add(declaration.id.name);
      }
      if (!functions.size) return;
      const tags = [...functions].map((name) => `__portalTagComponent(${name}, '@astrojs/react');`).join('\n');
      return {
        code: `${code}\nimport { __astro_tag_component__ as __portalTagComponent } from 'astro/runtime/server/index.js';\n${tags}\n`,
        map: null,
      };
    },
  };
}
