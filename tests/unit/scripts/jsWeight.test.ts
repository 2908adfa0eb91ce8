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
  'Poll.island.js': 'import{a}from"./shared.js";import("./lazy.js");export function Poll(){return a+"poll island body"}',
  'Gallery.island.js': 'import{a}from"./shared.js";import("./slides.js");export function Gallery(){return a+"gallery island body"}',
  'slides.js': 'import("./lazy.js");export const slides = "slide code loaded as the gallery opens";',
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
    const html = `<script>${directive}</script><astro-island component-url="/_astro/Poll.island.js" component-export="default" renderer-url="/_astro/client.js" client="interaction" opts="{&quot;value&quot;:&quot;[data-poll]&quot;}"></astro-island>`;
    const result = weigh(html);
    const inline = gzipSync(directive, { level: 9 }).length;
    expect(result.before).toBe(inline);
    expect(result.total).toBe(inline + gz('Poll.island.js') + gz('shared.js') + gz('client.js') + gz('react.js'));
    expect(result.islands).toEqual([expect.objectContaining({ name: 'Poll', directive: 'interaction' })]);
  });

  it('adds client:visible islands only to the total, without their dynamic imports, and reports each island', () => {
    const html = '<astro-island component-url="/_astro/Poll.island.js" component-export="Poll" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    const result = weigh(html);
    expect(result.before).toBe(0);
    expect(result.total).toBe(gz('Poll.island.js') + gz('shared.js') + gz('client.js') + gz('react.js'));
    expect(result.islands).toEqual([expect.objectContaining({ name: 'Poll', directive: 'visible', own: gz('Poll.island.js') })]);
    const eager = weigh(html.replace('client="visible"', 'client="load"'));
    expect(eager.before).toBe(result.total);
  });

  it('weighs an on-open island (the gallery) with everything it imports on demand, apart from the page total', () => {
    const html = '<astro-island component-url="/_astro/Poll.island.js" component-export="Poll" renderer-url="/_astro/client.js" client="visible"></astro-island>'
      + '<astro-island component-url="/_astro/Gallery.island.js" component-export="Gallery" renderer-url="/_astro/client.js" client="interaction"></astro-island>';
    const result = weigh(html);
    // The page hydrates the poll (with shared code and the renderer); the gallery is not in its total.
    expect(result.total).toBe(gz('Poll.island.js') + gz('shared.js') + gz('client.js') + gz('react.js'));
    // Opening the gallery loads its island, its on-demand slides and what they load, not what the page has.
    expect(result.onOpen).toEqual([{ name: 'gallery (on open)', island: 'Gallery', bytes: gz('Gallery.island.js') + gz('slides.js') + gz('lazy.js') }]);
  });

  it('weighs everything an on-open island loads when it is the only island on the page', () => {
    const result = weigh('<astro-island component-url="/_astro/Gallery.island.js" component-export="Gallery" renderer-url="/_astro/client.js" client="interaction"></astro-island>');
    expect(result.total).toBe(0);
    expect(result.onOpen[0]!.bytes).toBe(['Gallery.island.js', 'shared.js', 'slides.js', 'lazy.js', 'client.js', 'react.js'].reduce((sum, f) => sum + gz(f), 0));
  });
});
