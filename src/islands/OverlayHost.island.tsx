// The one overlay host (shell-spec §2/§4): top progress bar, toast, bottom window (floating bar,
// extended service, snack bar), popup confirm and modal sheet, all from nanostores; every overlay
// closes on a route change. Each overlay is its own module beside this one; this file puts them
// together.
// client:interaction="[data-sheet]": hydrates on the first tap on an element that opens a modal sheet
// (reading settings, an article's comments link), or when woken by an overlay put in a store or by
// going offline (src/browser/wakeIsland.ts), so pages load no React until something needs an overlay.
import type { BottomEntry } from '#/domain/portal/bottomWindow.ts';
import { listenForSheetTriggers } from '#/stores/sheetTriggers.ts';
import type { OverlayLabels } from './overlayShared.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { ToastView } from './ToastView.tsx';
import { BottomWindow } from './BottomWindow.tsx';
import { PopupView } from './PopupView.tsx';
import { ModalSheetView } from './ModalSheetView.tsx';
import { useRouteChanges } from './useRouteChanges.ts';
import { useOfflineNotice } from './useOfflineNotice.ts';

export type { OverlayLabels } from './overlayShared.ts';

// Before the directive replays the tap that woke the host (an effect would run after it).
listenForSheetTriggers();

export function OverlayHost({ labels, family = [] }: { labels: OverlayLabels; family?: readonly BottomEntry[] }) {
  useRouteChanges();
  useOfflineNotice(labels.offline);
  return (
    <div data-overlay-host>
      <ProgressBar label={labels.loading} />
      <ToastView closeLabel={labels.close} />
      <BottomWindow closeLabel={labels.close} family={family} />
      <PopupView labels={labels} />
      <ModalSheetView labels={labels} />
    </div>
  );
}
