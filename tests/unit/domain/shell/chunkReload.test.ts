import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, chunkReloadMark, isChunkLoadError, shouldReloadForChunk } from '#/domain/shell/chunkReload.ts';

describe('reload after a failed code chunk', () => {
  it("recognises the browsers' chunk-load failures and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads a path once a minute at most, so a chunk that keeps failing cannot loop', () => {
    const now = 1_800_000_000_000;
    expect(shouldReloadForChunk(null, '/tw/v2/tab', now)).toBe(true);
    const mark = chunkReloadMark('/tw/v2/tab', now);
    expect(shouldReloadForChunk(mark, '/tw/v2/tab', now + 5_000)).toBe(false);
    expect(shouldReloadForChunk(mark, '/tw/v2/tab', now + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(shouldReloadForChunk(mark, '/tw/v2/article/a1', now + 5_000)).toBe(true);
    expect(shouldReloadForChunk('garbage', '/tw/v2/tab', now)).toBe(true);
    expect(shouldReloadForChunk('/tw/v2/tab|x', '/tw/v2/tab', now)).toBe(true);
  });
});
