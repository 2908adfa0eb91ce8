// @ts-check
// Vite wraps every dynamic import in its preload helper (~0.9 KB gz on every page), even with
// module preloading off (vitejs/vite#13952). Our dynamic imports (the shell's start-up, chunks an
// island loads on demand) load no CSS of their own (their styles ship with the page), and we do
// not want modulepreload hints, so the helper is replaced by a plain call:
// `helper(() => import(x), deps)` → `import(x)`, and the dependency lists it read are dropped.
// A dynamic import that would need CSS fails the build instead of losing its styles.
// Then each call of the (now trivial) helper, `h(f)`, becomes `(f)()` and the chunk stops importing
// it: about 0.1 KB gz less on every page script that loads code on demand. A call the scanner cannot
// read with certainty (a `/` that may start a regular expression) is left as it was.

const QUOTES = new Set(['"', "'"]);
const OPENERS = { '(': ')', '[': ']', '{': '}' };

/**
 * Index of `closer` ending the code that starts at `i` (brackets balanced, strings and template
 * literals skipped), or -1 when the code cannot be read with certainty. `commas` collects the
 * commas at the starting level (the separators of a call's arguments).
 * @param {string} code @param {number} i @param {string} closer @param {number[]} [commas]
 * @returns {number}
 */
function scanTo(code, i, closer, commas) {
  const stack = [closer];
  for (; i < code.length; i++) {
    const c = code.charAt(i);
    if (QUOTES.has(c)) {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '`') {
      for (i++; i < code.length && code[i] !== '`'; i++) {
        if (code[i] === '\\') i++;
        else if (code[i] === '$' && code[i + 1] === '{') {
          i = scanTo(code, i + 2, '}');
          if (i < 0) return -1;
        }
      }
    } else if (c === '/') {
      return -1;
    } else if (c === ',' && stack.length === 1) {
      commas?.push(i);
    } else if (c in OPENERS) {
      stack.push(OPENERS[/** @type {'(' | '[' | '{'} */ (c)]);
    } else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/**
 * `helper(f)` → `(f)()` for every call of the preload helper `local`; the import goes when every
 * call could be rewritten.
 * @param {string} code @param {string} importStatement @param {string} local
 * @returns {string}
 */
export function inlineHelperCalls(code, importStatement, local) {
  // Only calls whose argument is a function loading code: a parameter that happens to share the
  // helper's (minified) name is never called with one.
  const call = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\((?=(?:async\\s*)?\\(\\)=>)`, 'g');
  let out = '';
  let from = 0;
  let kept = 0;
  for (const m of code.matchAll(call)) {
    if (m.index < from) continue;
    const start = m.index + m[0].length;
    /** @type {number[]} */
    const commas = [];
    const end = scanTo(code, start, ')', commas);
    // The first argument is the loader; any further one (the dependency list) only fed preloading.
    const loader = end < 0 ? '' : code.slice(start, commas[0] ?? end);
    if (end < 0 || !loader.includes('import(')) {
      kept++;
      continue;
    }
    out += `${code.slice(from, m.index)}(${loader})()`;
    from = end + 1;
  }
  out += code.slice(from);
  // The import goes only when no call of that name is left at all (one may be another binding that
  // shares the minified name: then the import simply stays).
  const anyCall = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\(`);
  return kept === 0 && !anyCall.test(out) ? out.replace(importStatement, '') : out;
}

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
          const helperImport = /import\s*\{\s*\w+\s+as\s+([\w$]+)\s*\}\s*from\s*["']\.\/preload-helper\.[\w-]+\.js["'];?/.exec(file.code);
          if (helperImport?.[1]) file.code = inlineHelperCalls(file.code, helperImport[0], helperImport[1]);
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
