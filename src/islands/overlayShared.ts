// Island-internal module of OverlayHost: what every overlay piece shares, so the pieces import this
// and never the host (no import cycle): the labels the host is given, and how each piece reads its
// store while the host hydrates.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { TextSize } from '#/domain/shell/textSize.ts';
import type { Theme } from '#/domain/shell/readerPreferences.ts';

export interface OverlayLabels {
  close: string;
  ok: string;
  cancel: string;
  loading: string;
  offline: string;
  settings: string;
  textSizeTitle: string;
  textSizes: Record<TextSize, string>;
  textSizeChanged: string;
  themeTitle: string;
  themes: Record<Theme, string>;
  /** Said instead of the theme choice where the edition forces light. */
  themeForced: string;
  autoplay: string;
  reset: string;
  resetTitle: string;
  resetMessage: string;
  temporaryError: string;
  loginTitle: string;
  loginBody: string;
  signIn: string;
  /** The market's sign-in page; the sheet adds ?callback=… */
  signInPath: string;
}

/**
 * A store read with its initial value while hydrating: the host hydrates over what the server
 * rendered (no overlays) even when an overlay was put in a store before, then shows it.
 */
export const useHydratingStore = <T,>(store: ReadableAtom<T>): T => useStore(store, { ssr: 'initial' });
