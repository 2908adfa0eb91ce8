// Weighs the JavaScript a rendered page loads: external module scripts and their static imports,
// inline scripts (Astro's island runtime and client directives among them), and each island
// (component + renderer + their static imports), gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Island {
  name: string;
  /** The island's client directive, or 'script import' for a module a page script imports dynamically. */
  directive: string;
  own: number;
  files: Set<string>;
  /** The module's URL, and the renderer's for a component island. */
  component: string;
  renderer?: string | undefined;
}

/**
 * Islands that load when the reader opens them (the article's photo gallery), not as the page
 * hydrates: weighed on their own, with everything they import on demand, and left out of the page's
 * `total`. The one place that marks an island so.
 */
export const ON_OPEN_ISLANDS: ReadonlyMap<string, string> = new Map([['Gallery', 'gallery (on open)']]);

/** 'Gallery.island' (a hashed build file) and 'Gallery' both name the Gallery island. */
const onOpenName = (island: Island) => ON_OPEN_ISLANDS.get(island.name.replace(/\.island$/, ''));

export interface OnOpenWeight {
  /** The budget line's name (ON_OPEN_ISLANDS). */
  name: string;
  island: string;
  /** Gzip bytes opening it loads beyond what the page already loaded once every island hydrated. */
  bytes: number;
}

interface PageWeight {
  /**
   * Loaded before the first interaction: scripts, inline code, islands with client:load, idle or only.
   * Islands with client:visible, media or interaction (the project's on-first-tap directive), and
   * modules that page scripts import dynamically (the shell's start-up for signed-in readers), count
   * in `total` only.
   */
  before: number;
  /** Once every island on the page has hydrated (on-open islands not counted). */
  total: number;
  inline: number;
  islands: Island[];
  onOpen: OnOpenWeight[];
}

/** Directives that hydrate without the reader doing anything; the rest wait for a tap or a scroll. */
const BEFORE_INTERACTION = new Set(['load', 'idle', 'only']);

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export function createJsWeigher(clientDir: string): (html: string) => PageWeight {
  const fileCache = new Map<string, string | null>();
  function readClientFile(url: string): string | null {
    const path = join(clientDir, new URL(url, 'http://x').pathname);
    if (!fileCache.has(path)) fileCache.set(path, existsSync(path) ? readFileSync(path, 'utf8') : null);
    return fileCache.get(path)!;
  }


  /** The module and everything it imports statically (dynamic imports load later, on demand). */
  function closure(url: string, seen = new Set<string>()): Set<string> {
    const path = new URL(url, 'http://x').pathname;
    if (seen.has(path)) return seen;
    const source = readClientFile(path);
    if (source === null) return seen;
    seen.add(path);
    for (const m of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g)) {
      closure(new URL(m[1]!, `http://x${path}`).pathname, seen);
    }
    return seen;
  }

  /** The module, its static imports and, recursively, every module any of them imports on demand. */
  function closureWithDynamic(url: string, seen = new Set<string>()): Set<string> {
    for (const path of closure(url, new Set())) {
      if (seen.has(path)) continue;
      seen.add(path);
      for (const m of (readClientFile(path) ?? '').matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
        closureWithDynamic(new URL(m[1]!, `http://x${path}`).pathname, seen);
      }
    }
    return seen;
  }

  const bytesOf = (paths: Iterable<string>) => [...paths].reduce((sum, p) => sum + gz(readClientFile(p) ?? ''), 0);


  return function analyse(html: string): PageWeight {
    const eager = new Set<string>();
    let inline = 0;
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1]!;
      if (/type=["']application\/(ld\+)?json["']/i.test(attrs)) continue;
      const src = /\bsrc=["']([^"']+)["']/i.exec(attrs)?.[1];
      if (src) {
        if (/^https?:/i.test(src)) continue; // third-party runtimes (e.g. the AMP runtime) are not our JS
        closure(src, eager);
      } else if (m[2]!.trim()) inline += gz(m[2]!);
    }
    const islands: Island[] = [];
    for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
      const attr = (n: string) => new RegExp(`\\b${n}="([^"]*)"`).exec(m[1]!)?.[1]?.replace(/&amp;/g, '&');
      const component = attr('component-url');
      if (!component) continue;
      const files = closure(component);
      const renderer = attr('renderer-url');
      if (renderer) closure(renderer, files);
      islands.push({ name: component.split('/').pop()!.replace(/\.[\w-]+\.js$/, ''), directive: attr('client') ?? '?', own: gz(readClientFile(component) ?? ''), files, component, renderer });
    }
    // Modules a page script imports on demand, with their static imports.
    for (const path of [...eager]) {
      for (const m of (readClientFile(path) ?? '').matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
        const target = new URL(m[1]!, `http://x${path}`).pathname;
        if (eager.has(target)) continue;
        const files = closure(target);
        const name = target.split('/').pop()!;
        islands.push({ name: name.replace(/\.[\w-]+\.js$/, ''), directive: 'script import', own: gz(readClientFile(target) ?? ''), files, component: target });
      }
    }
    const opened = islands.filter((i) => onOpenName(i) !== undefined);
    const hydrated = islands.filter((i) => onOpenName(i) === undefined);
    const beforeFiles = new Set(eager);
    for (const i of hydrated) if (BEFORE_INTERACTION.has(i.directive)) i.files.forEach((f) => beforeFiles.add(f));
    const allFiles = new Set(beforeFiles);
    for (const i of hydrated) i.files.forEach((f) => allFiles.add(f));
    const onOpen = opened.map((i) => {
      const files = closureWithDynamic(i.component);
      if (i.renderer) closureWithDynamic(i.renderer, files);
      return { name: onOpenName(i)!, island: i.name, bytes: bytesOf([...files].filter((f) => !allFiles.has(f))) };
    });
    return { before: inline + bytesOf(beforeFiles), total: inline + bytesOf(allFiles), inline, islands, onOpen };
  };
}
