// The reading-settings sheet's body (shell-spec §4): text size and reset. Loaded by the overlay
// host when the sheet first opens, so readers who never open it never load it.
import { useStore } from '@nanostores/react';
import { TEXT_SIZES, type TextSize } from '#/domain/shell/textSize.ts';
import { $textSize, setTextSize } from '#/stores/textSize.ts';
import { confirmPopup, showToast } from '#/stores/ui.ts';
import type { OverlayLabels } from './OverlayHost.island.tsx';

export function ReadingSettings({ labels }: { labels: OverlayLabels }) {
  const size = useStore($textSize, { ssr: 'initial' });
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
      <p className="reading-settings__note">{labels.themeNote}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={async () => {
          if (await confirmPopup({ title: labels.resetTitle, message: labels.resetMessage, type: 'confirm' })) choose('md');
        }}
      >
        {labels.reset}
      </button>
    </div>
  );
}

