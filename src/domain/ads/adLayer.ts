// The ad layer's own state (shell-spec §4, §5): it initialises once (a second start is refused with
// code 11) and keeps the theme, which changes only to a valid, different value and is then passed on
// to the loaded ad SDKs through the listeners.
import { adError } from './adError.ts';
import { AD_ERROR_CODES } from './types.ts';

export const AD_THEMES = ['light', 'dark'] as const;
export type AdTheme = (typeof AD_THEMES)[number];

export function isAdTheme(value: unknown): value is AdTheme {
  return value === 'light' || value === 'dark';
}

export interface AdLayerOptions {
  theme?: AdTheme;
}

export interface AdLayer {
  /** Starts the layer; throws AdError 11 when it already started. */
  init(options?: AdLayerOptions): void;
  /** True when the theme changed (a valid value other than the current one); listeners are told. */
  setTheme(theme: unknown): boolean;
  /** Called with each accepted theme change; returns the unsubscribe. */
  onTheme(listener: (theme: AdTheme) => void): () => void;
  readonly theme: AdTheme;
  readonly initialised: boolean;
}

export function createAdLayer(): AdLayer {
  let initialised = false;
  let theme: AdTheme = 'light';
  const listeners = new Set<(theme: AdTheme) => void>();

  return {
    init(options = {}) {
      if (initialised) throw adError(AD_ERROR_CODES.initialisedTwice);
      initialised = true;
      if (isAdTheme(options.theme)) theme = options.theme;
    },
    setTheme(next) {
      if (!isAdTheme(next) || next === theme) return false;
      theme = next;
      for (const listener of listeners) listener(next);
      return true;
    },
    onTheme(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get theme() {
      return theme;
    },
    get initialised() {
      return initialised;
    },
  };
}
