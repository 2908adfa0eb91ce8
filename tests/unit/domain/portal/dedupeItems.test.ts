import { describe, expect, it } from 'vitest';
import { dedupeAcrossModules } from '#/domain/portal/dedupeItems.ts';

const module = (...ids: number[]) => ({ type: 'grid', listing: [{ id: 'l', items: ids.map((id) => ({ id })) }] });

describe('dedupeAcrossModules', () => {
  it('keeps the first appearance of each article in page order', () => {
    const out = dedupeAcrossModules([module(1, 2, 3), module(3, 4, 1, 5), module(5, 6)]);
    expect(out.map((m) => m.listing[0]!.items.map((i) => i.id))).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(out[0]!.type).toBe('grid');
  });
});

describe('dedupeAcrossModules with a river', () => {
  it('leaves modules that keep all items untouched and does not count them as shown', () => {
    const river = { ...module(1, 2, 7), type: 'river' };
    const out = dedupeAcrossModules([module(1, 2), river, module(7, 8)], (m) => m.type === 'river');
    expect(out.map((m) => m.listing[0]!.items.map((i) => i.id))).toEqual([[1, 2], [1, 2, 7], [7, 8]]);
  });
});
