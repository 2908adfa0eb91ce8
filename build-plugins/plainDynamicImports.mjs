// @ts-check
// Vite wraps every dynamic import in its preload helper (~0.9 KB gz on every page), even with
// module preloading off (vitejs/vite#13952). Our dynamic imports (the shell's start-up, chunks an
// island loads on demand) load no CSS of their own (their styles ship with the page), and we do
// not want modulepreload hints, so the helper is replaced by a plain call:
// `helper(() => import(x), deps)` → `import(x)`, and the dependency lists it read are dropped.
// A dynamic import that would need CSS fails the build instead of losing its styles.

/** @returns {import('vite').Plugin} */
export function plainDynamicImports() {
  return {
    name: 'portal:plain-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own import analysis has written the helper calls and their dependency lists.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const deps = /const __vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(file.code)?.[1] ?? '';
          if (/\.css["'`]/.test(deps)) {
            throw new Error(`${file.fileName}: a dynamic import needs CSS (${deps}); import that CSS from the page instead`);
          }
          // The dependency lists fed the helper only: drop them (about 0.2 KB gz per page script).
          file.code = file.code.replace(/^const __vite__mapDeps=.*\n/m, '').replace(/,\s*__vite__mapDeps\(\[[\d,\s]*\]\)/g, '');
          if (file.code.includes('__vite__mapDeps')) throw new Error(`${file.fileName}: unexpected __vite__mapDeps use`);
          if (file.name === 'preload-helper') {
            const exported = /export\s*\{\s*(\w+)\s+as\s+(\w+)\s*\}\s*;?\s*$/.exec(file.code);
            if (!exported) throw new Error(`${file.fileName}: unexpected preload helper shape`);
            file.code = `const p=f=>f();export{p as ${exported[2]}};\n`;
          }
        }
      },
    },
  };
}
