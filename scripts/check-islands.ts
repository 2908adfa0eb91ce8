// npm run check:islands (and npm test): every hydrated React component is an island, in one place,
// named so, hydrated by Astro (docs/decisions/0012-island-directives.md). Exits 1 naming each problem.
//
// The rules:
// 1. An island is a file `src/islands/X.island.tsx`. No `*.island.tsx` lives anywhere else.
// 2. Every component an .astro file gives a `client:*` directive is imported from such a file.
// 3. Every island is used with a `client:*` directive in some .astro file, and its opening comment
//    says which directive and why (it names `client:`).
// 4. Nothing mounts React by hand: no `createRoot` / `hydrateRoot` in src/ (Astro hydrates islands).
// 5. Any other file in src/islands/ is an island-internal module (a helper component, CSS, types):
//    it is never hydrated itself, and a `.ts`/`.tsx` one must be imported by an island or by another
//    internal module (no dead helpers).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const ISLANDS = join(SRC, 'islands');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Resolves an import specifier of `from` to a file path (aliases #/ and #functions/, or relative). */
function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('#/')) return join(SRC, spec.slice(2));
  if (spec.startsWith('#functions/')) return join(ROOT, 'functions', spec.slice('#functions/'.length));
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  return null;
}

/** Local names bound by the value imports of a file, with the file each comes from. */
function importsOf(file: string, source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/^\s*import\s+(?!type\b)([^'";]+?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const target = resolveImport(file, m[2]!);
    if (!target) continue;
    const clause = m[1]!;
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause)?.[1];
    if (defaultName) names.set(defaultName, target);
    for (const part of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const local = spec.split(/\s+as\s+/).pop()!.trim();
      names.set(local, target);
    }
  }
  return names;
}

/** The opening tags in an .astro template whose attributes include a client:* directive. */
function hydratedTags(source: string): { name: string; directive: string }[] {
  const template = source.replace(/^---[\s\S]*?\n---/, '');
  const found: { name: string; directive: string }[] = [];
  for (const m of template.matchAll(/<([A-Z][\w.]*)\b/g)) {
    // Scan to the end of the tag, skipping braces and quoted values.
    let depth = 0;
    let quote = '';
    let i = m.index! + m[0].length;
    for (; i < template.length; i++) {
      const c = template[i]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    const attrs = template.slice(m.index! + m[0].length, i);
    const directive = /(?:^|\s)(client:[\w-]+)/.exec(attrs.replace(/\{[^{}]*\}/g, '{}'))?.[1];
    if (directive) found.push({ name: m[1]!, directive });
  }
  return found;
}

const problems: string[] = [];
const rel = (p: string) => relative(ROOT, p);

const srcFiles = walk(SRC);
const islandFiles = new Set(srcFiles.filter((f) => f.endsWith('.island.tsx')));
for (const f of islandFiles) {
  if (dirname(f) !== ISLANDS) problems.push(`${rel(f)}: islands live in src/islands/ (rule 1)`);
}
for (const f of walk(ISLANDS)) {
  if (/\.island\.[^.]+$/.test(f) && !f.endsWith('.island.tsx')) problems.push(`${rel(f)}: an island is named X.island.tsx (rule 1)`);
}

// Rule 2 and the uses for rule 3.
const used = new Map<string, string[]>();
for (const file of srcFiles.filter((f) => f.endsWith('.astro'))) {
  const source = readFileSync(file, 'utf8');
  const imports = importsOf(file, source);
  for (const { name, directive } of hydratedTags(source)) {
    const target = imports.get(name.split('.')[0]!);
    if (!target) {
      problems.push(`${rel(file)}: <${name} ${directive}> is not imported from an island file (rule 2)`);
    } else if (!islandFiles.has(target) || dirname(target) !== ISLANDS) {
      problems.push(`${rel(file)}: <${name} ${directive}> comes from ${rel(target)}, which is not src/islands/*.island.tsx (rule 2)`);
    } else {
      used.set(target, [...(used.get(target) ?? []), `${rel(file)} ${directive}`]);
    }
  }
}

// Rule 3.
for (const f of islandFiles) {
  if (dirname(f) !== ISLANDS) continue;
  if (!used.has(f)) problems.push(`${rel(f)}: no .astro file hydrates it with a client:* directive (rule 3)`);
  const opening = /^(?:\s*\/\/.*\n)+/.exec(readFileSync(f, 'utf8'))?.[0] ?? '';
  if (!/client:/.test(opening)) problems.push(`${rel(f)}: its opening comment does not give its client:* directive and why (rule 3)`);
}

// Rule 4.
for (const f of srcFiles.filter((p) => /\.(tsx?|astro|mjs)$/.test(p))) {
  if (/\b(createRoot|hydrateRoot)\s*\(/.test(readFileSync(f, 'utf8'))) {
    problems.push(`${rel(f)}: mounts React by hand (createRoot/hydrateRoot); give the island a client:* directive instead (rule 4)`);
  }
}

// Rule 5: internal modules are imported by an island or another internal module, never hydrated.
const internal = walk(ISLANDS).filter((f) => !islandFiles.has(f) && /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
const islandDirFiles = walk(ISLANDS).filter((f) => /\.tsx?$/.test(f));
for (const f of internal) {
  const importers = islandDirFiles.filter((g) => g !== f && [...importsOf(g, readFileSync(g, 'utf8')).values(), ...dynamicImportsOf(g)].some((t) => t === f));
  if (!importers.length) problems.push(`${rel(f)}: an island-internal module that no island imports (rule 5)`);
}

function dynamicImportsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap((m) => resolveImport(file, m[1]!) ?? []);
}

if (problems.length) {
  console.error(`check-islands: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  console.error('\nSee docs/decisions/0012-island-directives.md for the rules.');
  process.exit(1);
}
console.log(`check-islands: ${[...used.keys()].length} islands, each hydrated by Astro:`);
for (const [f, uses] of [...used].sort()) console.log(`  ${basename(f)}: ${[...new Set(uses.map((u) => u.split(' ').pop()))].join(', ')}`);
