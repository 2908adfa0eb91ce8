// How a district is coloured on the election map (docs/decisions/0080): its leader's party colour,
// stronger for a wider lead, a neutral fill while no votes are counted, and a label colour that
// keeps WCAG contrast on whatever fill it sits on. Party colours come from the data as hex strings,
// so the tints are worked out arithmetically (mixed with white in sRGB). Server and browser both
// colour through this module, so a recoloured map matches a freshly rendered one.

/** The lead (percentage points) where a district's colour steps up: under 5, 5 to 15, 15 or more. */
export const MARGIN_STEPS = [5, 15] as const;

/** 0: a close race (< 5 points), 1: a clear lead (5–15), 2: a wide lead (≥ 15, or unopposed). */
export type MarginStep = 0 | 1 | 2;

/** How much of the party colour each step keeps (the rest is white). */
const STRENGTH: Readonly<Record<MarginStep, number>> = { 0: 0.35, 1: 0.65, 2: 1 };

/** The fill of a district where no votes are counted yet. */
export const NO_VOTES_FILL = '#e5e5e5';
/** A leader whose party colour is not a hex colour is shown in grey rather than not at all. */
export const UNKNOWN_PARTY_COLOUR = '#767676';

const BLACK = '#000000';
const WHITE = '#ffffff';

type Rgb = readonly [number, number, number];

/** "#rgb" or "#rrggbb" (any case) as 0–255 channels; null for anything else. */
export function parseHex(colour: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour mixed with white: `strength` 1 is the colour itself, 0 is white. */
export function tint(colour: string, strength: number): string {
  const rgb = parseHex(colour) ?? parseHex(UNKNOWN_PARTY_COLOUR)!;
  return toHex(rgb.map((v) => 255 - (255 - v) * strength) as unknown as Rgb);
}

/** WCAG 2 relative luminance of a hex colour. */
export function relativeLuminance(colour: string): number {
  const rgb = parseHex(colour) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Black or white, whichever reads better on the fill (always at least 4.5:1). */
export function labelColour(fill: string): string {
  return contrastRatio(fill, BLACK) >= contrastRatio(fill, WHITE) ? BLACK : WHITE;
}

/** The step of a lead in percentage points; no margin (a single candidate) counts as a wide lead. */
export function marginStep(marginPercent: number | null): MarginStep {
  if (marginPercent === null) return 2;
  const m = Math.abs(marginPercent);
  return m < MARGIN_STEPS[0] ? 0 : m < MARGIN_STEPS[1] ? 1 : 2;
}

export interface DistrictShading {
  fill: string;
  /** Colour of the district's label text on that fill. */
  text: string;
  /** null while no votes are counted. */
  step: MarginStep | null;
}

/** A district's fill and label colour from its leader's party colour and the lead. */
export function districtShading(leaderColour: string | null, marginPercent: number | null): DistrictShading {
  if (leaderColour === null) return { fill: NO_VOTES_FILL, text: labelColour(NO_VOTES_FILL), step: null };
  const step = marginStep(marginPercent);
  const fill = tint(parseHex(leaderColour) ? leaderColour : UNKNOWN_PARTY_COLOUR, STRENGTH[step]);
  return { fill, text: labelColour(fill), step };
}

/** The swatches of the margin key: the steps shown in a neutral dark grey. */
export function marginKeyFills(): Record<MarginStep, string> {
  return { 0: tint('#404040', STRENGTH[0]), 1: tint('#404040', STRENGTH[1]), 2: tint('#404040', STRENGTH[2]) };
}
