// The reading-settings sheet's body (shell-spec §4): text size, theme, video autoplay (content-spec
// §3 User store) and reset. Loaded by the overlay host when the sheet first opens, so readers who
// never open it never load it.
import { useStore } from '@nanostores/react';
import { TEXT_SIZES, type TextSize } from '#/domain/shell/textSize.ts';
import { $textSize, setTextSize } from '#/stores/textSize.ts';
import { THEMES, type Theme } from '#/domain/shell/readerPreferences.ts';
import { $autoplay, $theme, setAutoplay, setTheme, themeForced } from '#/stores/readerPreferences.ts';
import { confirmPopup, showToast } from '#/stores/ui.ts';
import type { OverlayLabels } from './overlayShared.ts';

export function ReadingSettings({ labels }: { labels: OverlayLabels }) {
  const size = useStore($textSize, { ssr: 'initial' });
  const theme = useStore($theme);
  const autoplay = useStore($autoplay);
  const choose = (next: TextSize) => {
    setTextSize(next);
    showToast(labels.textSizeChanged.replace('{{size}}', labels.textSizes[next]));
  };
  return (
    <div className="reading-settings">
      <fieldset className="text-size-picker">
        <legend>{labels.textSizeTitle}</legend>
        {TEXT_SIZES.map((s) => (
          <label key={s} className={`text-size-picker__option text-size-picker__option--${s}`}>
            <input type="radio" name="text-size" value={s} checked={size === s} onChange={() => choose(s)} />
            <span>{labels.textSizes[s]}</span>
          </label>
        ))}
      </fieldset>
      {themeForced() ? (
        <p className="reading-settings__note">{labels.themeForced}</p>
      ) : (
        <fieldset className="text-size-picker theme-picker">
          <legend>{labels.themeTitle}</legend>
          {THEMES.map((t: Theme) => (
            <label key={t} className="text-size-picker__option">
              <input type="radio" name="theme" value={t} checked={theme === t} onChange={() => setTheme(t)} />
              <span>{labels.themes[t]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="reading-settings__toggle">
        <input type="checkbox" checked={autoplay} onChange={(e) => setAutoplay(e.currentTarget.checked)} />
        <span>{labels.autoplay}</span>
      </label>
      <button
        type="button"
        className="button button--ghost"
        onClick={async () => {
          if (await confirmPopup({ title: labels.resetTitle, message: labels.resetMessage, type: 'confirm' })) {
            choose('md');
            setTheme('system');
            setAutoplay(false);
          }
        }}
      >
        {labels.reset}
      </button>
    </div>
  );
}

