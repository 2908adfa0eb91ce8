// Player options of content-spec §3 (live and video): quality and playback rate, and the error
// wrapping of §8. Pure; the video island offers only the qualities the stream has.

export const QUALITY_OPTIONS = ['abr', '270p', '360p', '480p', '720p'] as const;
export type Quality = (typeof QUALITY_OPTIONS)[number];

export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_PLAYBACK_RATE = 1;

export const PLAY_MODES = ['AUTOPLAY', 'PLAY_BUTTON', 'REPLAY'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** 'x0.25', 'x1', 'x1.5' … */
export function rateLabel(rate: number): string {
  return `x${rate}`;
}

/** abr plus each fixed quality the stream's levels (by height) provide, in the spec's order. */
export function qualityOptionsFor(levelHeights: readonly number[]): Quality[] {
  const present = new Set(levelHeights.map((h) => `${h}p`));
  return QUALITY_OPTIONS.filter((q) => q === 'abr' || present.has(q));
}

/** The hls.js level index for a quality: -1 (automatic) for abr or a quality the stream lacks. */
export function levelIndexFor(quality: Quality, levelHeights: readonly number[]): number {
  return quality === 'abr' ? -1 : levelHeights.findIndex((h) => `${h}p` === quality);
}

/** Video errors are wrapped with the prefix 'HLS Error:' plus the error data. */
export function hlsErrorMessage(data: { type?: unknown; details?: unknown; fatal?: unknown; reason?: unknown }): string {
  const { type, details, fatal, reason } = data;
  return `HLS Error: ${JSON.stringify({ type, details, fatal, reason })}`;
}
