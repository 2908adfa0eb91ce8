import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createJsWeigher } from '../../../scripts/jsWeight.ts';

const dir = mkdtempSync(join(tmpdir(), 'jsweight-'));
mkdirSync(join(dir, '_astro'));
const files: Record<string, string> = {
  'page.js': 'import{a}from"./shared.js";console.log(a, "page script");',
  'boot.js': 'localStorage.getItem("s")&&import(`./startup.Bx1.js`);',
  'startup.Bx1.js': 'import{a}from"./shared.js";export function startShell(){return a+"start-up of signed-in readers"}',
  'shared.js': 'export const a = "shared code shared by page and island";',
  'Gallery.island.js': 'import{a}from"./shared.js";import("./lazy.js");export function Gallery(){return a+"gallery island body"}',
  'client.js': 'import"./react.js";export default function hydrate(){}',
  'react.js': `export const React = ${JSON.stringify('x'.repeat(2000))};`,
  'lazy.js': 'export const lazy = "loaded only on demand";',
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), text);
const gz = (name: string) => gzipSync(files[name]!, { level: 9 }).length;
const weigh = createJsWeigher(dir);

describe('JavaScript weight of a page', () => {
  it('is zero for a page without scripts, ignoring JSON-LD and third-party runtimes', () => {
    const result = weigh('<html><script type="application/ld+json">{"a":1}</script><script async src="https://cdn.ampproject.org/v0.js"></script></html>');
    expect(result).toMatchObject({ before: 0, total: 0, islands: [] });
  });

  it('counts module scripts with their static imports, and inline scripts, before interaction', () => {
    const inline = 'document.documentElement.dataset.size="md"';
    const result = weigh(`<script type="module" src="/_astro/page.js"></script><script>${inline}</script>`);
    expect(result.before).toBe(gz('page.js') + gz('shared.js') + gzipSync(inline, { level: 9 }).length);
    expect(result.total).toBe(result.before);
  });

  it('counts modules a page script imports on demand in the total only', () => {
    const result = weigh('<script type="module" src="/_astro/boot.js"></script>');
    expect(result.before).toBe(gz('boot.js'));
    expect(result.total).toBe(gz('boot.js') + gz('startup.Bx1.js') + gz('shared.js'));
    expect(result.islands).toEqual([expect.objectContaining({ name: 'startup', directive: 'script import' })]);
  });

  it('counts client:interaction islands after interaction, and the inline directive before it', () => {
    const directive = '(()=>{self.Astro.interaction=()=>{}})()';
    const html = `<script>${directive}</script><astro-island component-url="/_astro/Gallery.island.js" component-export="default" renderer-url="/_astro/client.js" client="interaction" opts="{&quot;value&quot;:&quot;[data-gallery-index]&quot;}"></astro-island>`;
    const result = weigh(html);
    const inline = gzipSync(directive, { level: 9 }).length;
    expect(result.before).toBe(inline);
    expect(result.total).toBe(inline + gz('Gallery.island.js') + gz('shared.js') + gz('client.js') + gz('react.js'));
    expect(result.islands).toEqual([expect.objectContaining({ name: 'Gallery', directive: 'interaction' })]);
  });

  it('adds client:visible islands only to the total, without their dynamic imports, and reports each island', () => {
    const html = '<astro-island component-url="/_astro/Gallery.island.js" component-export="Gallery" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    const result = weigh(html);
    expect(result.before).toBe(0);
    expect(result.total).toBe(gz('Gallery.island.js') + gz('shared.js') + gz('client.js') + gz('react.js'));
    expect(result.islands).toEqual([expect.objectContaining({ name: 'Gallery', directive: 'visible', own: gz('Gallery.island.js') })]);
    const eager = weigh(html.replace('client="visible"', 'client="load"'));
    expect(eager.before).toBe(result.total);
  });
});
