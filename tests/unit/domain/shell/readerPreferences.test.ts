import { describe, expect, it } from 'vitest';
import { themeFromStored } from '#/domain/shell/readerPreferences.ts';

describe("the reader's theme and autoplay", () => {
  it('reads a stored theme, anything else being the device setting', () => {
    expect(themeFromStored('dark')).toBe('dark');
    expect(themeFromStored('light')).toBe('light');
    for (const other of [null, '', 'sepia', 'DARK']) expect(themeFromStored(other)).toBe('system');
  });
});
