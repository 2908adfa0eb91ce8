import { describe, expect, it } from 'vitest';
import { TEXT_SIZE_BOOT_SCRIPT, TEXT_SIZE_KEY, textSizeCode, textSizeFromCode } from '#/domain/shell/textSize.ts';

function runBoot(stored: string | null, throws = false): string | undefined {
  let applied: string | undefined;
  const localStorage = { getItem: (key: string) => { if (throws) throw new Error('denied'); return key === TEXT_SIZE_KEY ? stored : null; } };
  const document = { documentElement: { setAttribute: (_: string, v: string) => { applied = v; } } };
  new Function('localStorage', 'document', TEXT_SIZE_BOOT_SCRIPT)(localStorage, document);
  return applied;
}

describe('text size', () => {
  it('maps sm, md, lg, xl to codes 0-3', () => {
    expect(['sm', 'md', 'lg', 'xl'].map((s) => textSizeCode(s as 'sm'))).toEqual([0, 1, 2, 3]);
    expect(textSizeFromCode(3)).toBe('xl');
    expect(textSizeFromCode('0')).toBe('sm');
  });

  it('defaults to md for anything else', () => {
    for (const bad of [null, undefined, 4, -1, '7', 'lg', 1.5]) expect(textSizeFromCode(bad)).toBe('md');
  });

  it('has a boot script that applies the stored size, md by default or when storage fails', () => {
    expect(runBoot('2')).toBe('lg');
    expect(runBoot(null)).toBe('md');
    expect(runBoot('9')).toBe('md');
    expect(runBoot('3', true)).toBe('md');
  });
});
