// The shell's UI flags (shell-spec §3) as a store: the part that owns a flag turns it on while its
// thing is shown (the ad layer's pop-up: popupAdTabs). Kept apart from ./ui.ts, whose overlay
// stores wake the overlay host island: setting a flag wakes nothing.
import { atom } from 'nanostores';
import { UI_FLAG_DEFAULTS, withUiFlags, type UiFlag, type UiFlags } from '#/domain/shell/uiFlags.ts';

export const $uiFlags = atom<UiFlags>({ ...UI_FLAG_DEFAULTS });

export function setUiFlag(flag: UiFlag, on: boolean): void {
  $uiFlags.set(withUiFlags($uiFlags.get(), { [flag]: on }));
}
