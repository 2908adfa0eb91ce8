// Lucky colours (content-spec §2 /v2/luckycolor/{subject}/{key}): per sign (a weekday in the Thai
// tradition, a zodiac sign elsewhere) a colour for work, money, love and luck, and the colour to
// avoid (กาลกิณี). A subject with a fixed table (the Thai weekday colours) reads it; any other gets
// the day's colours derived from the market's palette, a new set each local day.
import { seededPick } from '#/domain/fortune/seededChoice.ts';

export const LUCKY_ASPECTS = ['work', 'money', 'love', 'luck', 'avoid'] as const;
export type LuckyAspect = (typeof LUCKY_ASPECTS)[number];

export interface PaletteColor {
  colorKey: string;
  name: string;
  /** #rrggbb */
  hex: string;
}

export interface AspectColor extends PaletteColor {
  aspect: LuckyAspect;
}

export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/**
 * A sign's colours for a day: the fixed table's when the subject has one (every aspect there), else
 * one palette colour per aspect, all different, chosen by (market, subject, sign, date).
 */
export function luckyColorsOf(
  palette: readonly PaletteColor[],
  table: ReadonlyMap<LuckyAspect, readonly string[]> | null,
  key: { country: string; subject: string; sign: string; date: string },
): AspectColor[] {
  const byKey = new Map(palette.map((c) => [c.colorKey, c]));
  if (table) {
    return LUCKY_ASPECTS.flatMap((aspect) => (table.get(aspect) ?? []).flatMap((k) => (byKey.has(k) ? [{ aspect, ...byKey.get(k)! }] : [])));
  }
  const picked = seededPick(`${key.country}/${key.subject}/${key.sign}/${key.date}`, palette, LUCKY_ASPECTS.length);
  return picked.map((color, i) => ({ aspect: LUCKY_ASPECTS[i]!, ...color }));
}

/** #rrggbb → [r, g, b]. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
