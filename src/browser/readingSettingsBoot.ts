// The head script every layout with reading settings inlines (Base.astro): applies the stored text
// size and theme before the first paint (no flash) and marks a signed-in reader (html.signed-in: the title
// bar shows the avatar at once). It repeats textSizeFromCode's rule (src/domain/shell/textSize.ts):
// a stored code 0–3, anything else the default. Inlined with inlineScript: self-contained.
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_KEY, TEXT_SIZES } from '#/domain/shell/textSize.ts';
import { THEME_KEY } from '#/domain/shell/readerPreferences.ts';
import { SESSION_STORAGE_KEY } from '#/stores/storedSession.ts';
import { inlineScript } from './inlineScript.ts';

function bootReadingSettings(sizeKey: string, sizes: readonly string[], fallback: string, sessionKey: string, themeKey: string): void {
  const root = document.documentElement;
  try {
    const code = localStorage.getItem(sizeKey);
    root.setAttribute('data-text-size', (code !== null && /^\d$/.test(code) && sizes[Number(code)]) || fallback);
    if (localStorage.getItem(sessionKey)) root.classList.add('signed-in');
    const theme = localStorage.getItem(themeKey);
    if ((theme === 'light' || theme === 'dark') && !root.dataset.themeForced) root.classList.add(`theme-${theme}`);
  } catch {
    root.setAttribute('data-text-size', fallback);
  }
}

export const READING_SETTINGS_BOOT_SCRIPT = inlineScript(bootReadingSettings, TEXT_SIZE_KEY, TEXT_SIZES, DEFAULT_TEXT_SIZE, SESSION_STORAGE_KEY, THEME_KEY);
