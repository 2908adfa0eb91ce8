// Island-internal module of OverlayHost: the popup confirm / alert of shell-spec §4, answered
// through the popup store (confirmPopup resolves with the reader's answer).
import { useEffect, useRef } from 'react';
import { $popup, answerPopup } from '#/stores/ui.ts';
import { useHydratingStore, type OverlayLabels } from './overlayShared.ts';
import { useBodyScrollLock } from './useBodyScrollLock.ts';

export function PopupView({ labels }: { labels: Pick<OverlayLabels, 'ok' | 'cancel'> }) {
  const popup = useHydratingStore($popup);
  const okRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(popup !== null);
  useEffect(() => okRef.current?.focus(), [popup]);
  if (!popup) return null;
  return (
    <div className="overlay-backdrop overlay-backdrop--popup">
      <div className="popup" role="alertdialog" aria-modal="true" aria-labelledby="popup-title" aria-describedby="popup-message">
        <h2 id="popup-title" className="popup__title">{popup.title}</h2>
        <p id="popup-message">{popup.message}</p>
        <div className="popup__buttons">
          {popup.type === 'confirm' && (
            <button type="button" className="button button--ghost" onClick={() => answerPopup(false)}>
              {popup.cancelLabel ?? labels.cancel}
            </button>
          )}
          <button type="button" className="button" ref={okRef} onClick={() => answerPopup(true)}>
            {popup.okLabel ?? labels.ok}
          </button>
        </div>
      </div>
    </div>
  );
}
