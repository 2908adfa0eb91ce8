import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { TEXT_SIZE_KEY, textSizeCode, textSizeFromCode } from '#/domain/shell/textSize.ts';
import { READING_SETTINGS_BOOT_SCRIPT } from '#/browser/readingSettingsBoot.ts';

/** Runs the inline head script as it ships, in a bare context with only the globals it may use. */
function runBoot(stored: string | null, throws = false, session: string | null = null): { size?: string; classes: string[] } {
  const out: { size?: string; classes: string[] } = { classes: [] };
  const localStorage = {
    getItem: (key: string) => {
      if (throws) throw new Error('denied');
      return key === TEXT_SIZE_KEY ? stored : key === 'portal.session' ? session : null;
    },
  };
  const document = {
    documentElement: { setAttribute: (_: string, v: string) => (out.size = v), classList: { add: (c: string) => out.classes.push(c) } },
  };
  runInNewContext(READING_SETTINGS_BOOT_SCRIPT, { localStorage, document });
  return out;
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
    expect(runBoot('2').size).toBe('lg');
    expect(runBoot('0').size).toBe('sm');
    expect(runBoot(null).size).toBe('md');
    expect(runBoot('9').size).toBe('md');
    expect(runBoot('lg').size).toBe('md');
    expect(runBoot('3', true).size).toBe('md');
  });

  it('marks a signed-in reader before the first paint', () => {
    expect(runBoot('1', false, '{"token":{}}').classes).toEqual(['signed-in']);
    expect(runBoot('1').classes).toEqual([]);
  });
});
