import { describe, expect, it } from 'vitest';
import { rememberScroll, restoredScroll, SCROLL_MEMORY_LIMIT } from '#/domain/portal/scrollMemory.ts';

describe('scroll memory', () => {
  it('restores the remembered position only on back/forward navigation', () => {
    const memory = rememberScroll({}, '/tw/v2/tab', 1234.4);
    expect(restoredScroll(memory, '/tw/v2/tab', 'back_forward')).toBe(1234);
    expect(restoredScroll(memory, '/tw/v2/tab', 'navigate')).toBeNull();
    expect(restoredScroll(memory, '/tw/v2/tab', 'reload')).toBeNull();
    expect(restoredScroll(memory, '/other', 'back_forward')).toBeNull();
  });

  it('keeps a bounded number of paths, newest last', () => {
    let memory: Record<string, number> = {};
    for (let i = 0; i < SCROLL_MEMORY_LIMIT + 10; i++) memory = rememberScroll(memory, `/p${i}`, i);
    expect(Object.keys(memory)).toHaveLength(SCROLL_MEMORY_LIMIT);
    expect(memory['/p0']).toBeUndefined();
    expect(memory[`/p${SCROLL_MEMORY_LIMIT + 9}`]).toBe(SCROLL_MEMORY_LIMIT + 9);
  });
});
