// Writes public/embed.js from its source, src/browser/embedHost.ts (TypeScript compiled to ES5,
// comments kept). `npm run embed-js`; tests/unit/embedScripts.test.ts fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EMBED_JS_SOURCE = join(ROOT, 'src', 'browser', 'embedHost.ts');
const EMBED_JS_OUTPUT = join(ROOT, 'public', 'embed.js');

export function buildEmbedJs(): string {
  const { outputText } = ts.transpileModule(readFileSync(EMBED_JS_SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.ESNext, removeComments: false, newLine: ts.NewLineKind.LineFeed },
  });
  // The source is a module only for its type imports; the public file is a classic script.
  const body = outputText.replace(/^export \{\};\s*$/m, '').trim();
  return `/* Generated from src/browser/embedHost.ts by \`npm run embed-js\`: edit that file, not this one. */\n${body}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(EMBED_JS_OUTPUT, buildEmbedJs());
  console.log(`wrote ${EMBED_JS_OUTPUT}`);
}
