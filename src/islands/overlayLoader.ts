// Loads the overlay host only when something needs it: the first overlay put in the stores, the
// first tracked request, going offline, or the reading-settings button; the comment sheet and the
// comment page's thread load through the host too. Until then a page runs no React for overlays
// (the article page's budget is 5 KB gz before interaction).
import { $progress } from '#/stores/progress.ts';
import { $bottomEntries, $modalSheet, $popup, $toast, openModalSheet, type ModalSheet } from '#/stores/ui.ts';
import type { OverlayLabels } from './OverlayHost.island.tsx';

const host = document.querySelector<HTMLElement>('[data-overlay-host]');
const labels = host ? (JSON.parse(host.dataset.props ?? '{}') as OverlayLabels) : null;
let mounted = false;

function mount(): void {
  if (mounted || !host || !labels) return;
  mounted = true;
  void import('./OverlayHost.island.tsx').then(({ mountOverlayHost }) => mountOverlayHost(host, labels));
}

for (const store of [$toast, $popup, $modalSheet, $bottomEntries, $progress]) store.listen(mount);
window.addEventListener('offline', mount, { once: true });
// Offline, or a comment page (the host hydrates its thread).
if (!navigator.onLine || document.querySelector('[data-thread]')) mount();

// An element with data-sheet opens the modal sheet its value describes, through the store, mounted
// or not: the title bar's reading-settings button, an article's 'comments (N)' link (a plain link
// to the comment page without JavaScript; CommentsButton.astro).
document.addEventListener('click', (event) => {
  const sheet = (event.target as Element).closest<HTMLElement>('[data-sheet]')?.dataset.sheet;
  if (!sheet) return;
  event.preventDefault();
  openModalSheet(JSON.parse(sheet) as Omit<ModalSheet, 'leaving'>);
});
document.querySelectorAll('[data-open-reading-settings]').forEach((button) => button.removeAttribute('disabled'));
