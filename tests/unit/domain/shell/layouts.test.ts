import { describe, expect, it } from 'vitest';
import { resolveLayout } from '#/domain/shell/layouts.ts';

describe('layouts', () => {
  it('knows amp, base, country selector, default and empty; anything else is default', () => {
    for (const name of ['amp', 'base', 'countrySelector', 'default', 'empty']) expect(resolveLayout(name)).toBe(name);
    expect(resolveLayout('fancy')).toBe('default');
    expect(resolveLayout(undefined)).toBe('default');
  });
});
