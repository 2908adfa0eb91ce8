// The reader's theme and video autoplay (content-spec §3 User store: autoplay flag; theme light or
// dark), chosen on the reading-settings sheet and kept in local storage. Theme 'system' (nothing
// stored) follows the device's light/dark setting, as the portal did before a choice existed; a
// market that forces the light theme keeps it whatever is stored.

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'portal.theme';
export const AUTOPLAY_KEY = 'portal.autoplay';

/** The stored theme; anything else is the device's. */
export function themeFromStored(value: string | null): Theme {
  return value === 'light' || value === 'dark' ? value : 'system';
}
