// Text size (content-spec §3, shell-spec §3): sm, md, lg, xl stored as codes 0–3, default md.

export const TEXT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 'md';
export const TEXT_SIZE_KEY = 'portal.textSize';

export function textSizeCode(size: TextSize): number {
  return TEXT_SIZES.indexOf(size);
}

/** The size for a stored code; anything but 0–3 gives the default. */
export function textSizeFromCode(code: unknown): TextSize {
  const n = typeof code === 'string' && /^[0-3]$/.test(code) ? Number(code) : code;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < TEXT_SIZES.length ? TEXT_SIZES[n]! : DEFAULT_TEXT_SIZE;
}
