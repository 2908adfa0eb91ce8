// The fastest layer: hot pages in this isolate's memory for a few seconds (docs/decisions/0018).
// Only fresh copies, never past the page's fresh window, bounded in bytes and entries (least recently
// used first out). A purge clears it in the isolate that runs the purge; other isolates may answer
// their copy for at most `ttlMs` longer.
import { isFresh, type CachedPage } from './cachedPage.ts';

interface MicroEntry {
  page: CachedPage;
  /** The UTF-8 body, encoded once. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The answer's headers but Age, built once: a hit only adds the copy's age. */
  hitHeaders: [string, string][];
  /** The page cache key (layers below use it; purge matches on it). */
  key: string;
  until: number;
}

export interface MicroCacheOptions {
  ttlMs: number;
  maxBytes: number;
  maxEntries: number;
}

export const MICRO_CACHE_DEFAULTS: MicroCacheOptions = { ttlMs: 5_000, maxBytes: 16 * 1024 * 1024, maxEntries: 512 };

export class MicroCache {
  readonly #entries = new Map<string, MicroEntry>();
  readonly #options: MicroCacheOptions;
  #bytes = 0;

  constructor(options: MicroCacheOptions = MICRO_CACHE_DEFAULTS) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A fresh copy for this request identity, or undefined. */
  get(identity: string, now: number): MicroEntry | undefined {
    const entry = this.#entries.get(identity);
    if (!entry) return undefined;
    if (now >= entry.until || !isFresh(entry.page, now)) {
      this.#drop(identity, entry);
      return undefined;
    }
    // Map order is recency order: move to the back.
    this.#entries.delete(identity);
    this.#entries.set(identity, entry);
    return entry;
  }

  set(identity: string, key: string, page: CachedPage, now: number): void {
    const freshUntil = page.storedAt + page.maxAge * 1000;
    const until = Math.min(now + this.#options.ttlMs, freshUntil);
    if (until <= now) return;
    const bytes = new TextEncoder().encode(page.body);
    if (bytes.byteLength > this.#options.maxBytes / 4) return; // one page never crowds out the rest
    const old = this.#entries.get(identity);
    if (old) this.#drop(identity, old);
    const hitHeaders: [string, string][] = [...page.headers, ['X-Astro-Cache', 'HIT'], ['X-Page-Cache-Layer', 'micro']];
    this.#entries.set(identity, { page, bytes, key, until, hitHeaders });
    this.#bytes += bytes.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes && this.#entries.size <= this.#options.maxEntries) break;
      this.#drop(oldest, entry);
    }
  }

  /** Drops every copy stored under one of the keys. */
  deleteKeys(keys: ReadonlySet<string>): number {
    let dropped = 0;
    for (const [identity, entry] of this.#entries) {
      if (keys.has(entry.key)) {
        this.#drop(identity, entry);
        dropped++;
      }
    }
    return dropped;
  }

  #drop(identity: string, entry: MicroEntry): void {
    this.#entries.delete(identity);
    this.#bytes -= entry.bytes.byteLength;
  }
}

/** The isolate's micro-cache, shared by the worker entry (reads) and purges run in this isolate. */
export const isolateMicroCache = new MicroCache();
