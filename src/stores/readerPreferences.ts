// The reader's theme and autoplay choices (src/domain/shell/readerPreferences.ts). The head boot
// script applied the stored theme before paint; these keep <html> and storage in step after a choice.
// Browser only: the reading-settings sheet, which loads on demand, is its one user.
import { atom } from 'nanostores';
import { AUTOPLAY_KEY, THEME_KEY, themeFromStored, type Theme } from '#/domain/shell/readerPreferences.ts';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    // shell-spec §8: a failed read of the autoplay setting is logged and reads as off.
    console.error(`reading ${key} failed`, error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the choice still applies to this page.
  }
}

export const $theme = atom<Theme>(themeFromStored(read(THEME_KEY)));

/** Whether this edition forces the light theme (the server marks <html>). */
export const themeForced = (): boolean => document.documentElement.dataset.themeForced === 'light';

export function setTheme(theme: Theme): void {
  $theme.set(theme);
  write(THEME_KEY, theme === 'system' ? null : theme);
  if (themeForced()) return;
  const root = document.documentElement;
  root.classList.remove('theme-light', 'theme-dark');
  if (theme !== 'system') root.classList.add(`theme-${theme}`);
}

/** Whether videos start by themselves (muted) when they come into view; off unless chosen. */
export const readAutoplay = (): boolean => read(AUTOPLAY_KEY) === '1';
export const $autoplay = atom<boolean>(readAutoplay());

export function setAutoplay(on: boolean): void {
  $autoplay.set(on);
  write(AUTOPLAY_KEY, on ? '1' : null);
}
