// The spec-coverage table (docs/spec-coverage.md) stays true to the repository: every file or folder
// a row names exists, and every row names a test, unless it is marked to come with the issue that
// builds it. A row's shorthand (`storyPages.test.ts` after `tests/worker/ampPages.test.ts`) is read in
// the folder of the cell's previous full path.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const table = readFileSync(join(ROOT, 'docs', 'spec-coverage.md'), 'utf8');

interface Row {
  line: number;
  spec: string;
  implemented: string;
  tested: string;
}

function rows(): Row[] {
  const out: Row[] = [];
  let inTable = false;
  table.split('\n').forEach((text, i) => {
    if (/^\| spec \| implemented in \| tested by \|$/.test(text)) inTable = true;
    else if (!text.startsWith('|')) inTable = false;
    else if (inTable && !text.startsWith('|---')) {
      const cells = text.slice(1, -1).split(' | ').map((cell) => cell.trim());
      expect(cells, `line ${i + 1} has three cells`).toHaveLength(3);
      out.push({ line: i + 1, spec: cells[0]!, implemented: cells[1]!, tested: cells[2]! });
    }
  });
  return out;
}

const ROOTS = /^(src|functions|tests|scripts|migrations|docs|locales|public|bench|build-plugins|seed)\//;

/**
 * The repository paths a cell names. A path not starting at the repository's root is read in the
 * folder of the cell's previous full path (`main/…` after `src/pages/[country]/[ns]/tab/…`); a path
 * ending in … names its folder, one with * the folder it is in.
 */
function paths(cell: string): string[] {
  const named = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((p) => /^[\w[\]…*-][\w.[\]…*-]*(\/[\w.[\]…*-]*)*$/.test(p) && /\/|\.(ts|tsx|astro|md|sql|json|css|mjs)$/.test(p));
  let folder = '';
  return named.map((p) => {
    const full = ROOTS.test(p) ? p : join(folder, p);
    const named = full.replace(/\/?…$/, '');
    if (ROOTS.test(p)) folder = dirname(named);
    return named.includes('*') ? dirname(named) : named;
  });
}

const TO_COME = /to come \(#\d+/;
/** A row whose value cannot apply says so in a decision note, which it names instead of a test. */
const DECIDED = /^– \(decision \d{4}\)$/;

describe('the spec-coverage table', () => {
  const all = rows();

  it('has its rows', () => {
    expect(all.length).toBeGreaterThan(150);
  });

  it('names only files and folders that exist', () => {
    const missing = all.flatMap((r) => [...paths(r.implemented), ...paths(r.tested)].filter((p) => !existsSync(join(ROOT, p))).map((p) => `line ${r.line}: ${p}`));
    expect(missing).toEqual([]);
  });

  it('names a test for every row, or the issue that builds it', () => {
    const untested = all.filter((r) => !paths(r.tested).some((p) => p.startsWith('tests/')) && !TO_COME.test(r.implemented) && !DECIDED.test(r.tested)).map((r) => `line ${r.line}: ${r.spec}`);
    expect(untested).toEqual([]);
  });
});
