// The pop-up ad tab (src/components/ads/AdPopup.astro): once the page is idle, and only if this
// pop-up has not shown today (src/domain/ads/popupAd.ts), the ad layer draws the dialog's module
// while the dialog is still closed; the dialog opens only once the module has filled. An empty or
// failed answer, or a mature reader (whose page asks for no ad at all), never opens it. Open, it is
// modal: focus moves to its close button and comes back where it was; Escape or the button closes
// it; the page behind does not scroll; the popupAdTabs UI flag is on.
import { POPUP_SHOWN_KEY, localDay, popupDue, withPopupShown } from '#/domain/ads/popupAd.ts';
import { setUiFlag } from '#/stores/uiFlags.ts';

/** ./adWake.ts's event (named here, not imported: the wake script is the page's own, already running). */
const AD_MODULE_START = 'portal:ad-module-start';

/** How long the page may stay busy before the pop-up's ad is asked for anyway. */
const IDLE_TIMEOUT_MS = 2000;

const storage = {
  read(): string | null {
    try {
      return localStorage.getItem(POPUP_SHOWN_KEY);
    } catch {
      return null;
    }
  },
  write(value: string): void {
    try {
      localStorage.setItem(POPUP_SHOWN_KEY, value);
    } catch {
      // storage unavailable: the once-a-day rule cannot hold beyond this page
    }
  },
};

function pageIdle(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((r) => addEventListener('load', () => r(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(resolve, 0);
      }),
  );
}

/** Resolves true once the module has filled, false once it hid (empty, failed, not for this reader). */
function moduleSettled(module: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const state = module.dataset.adState;
      if (state !== 'filled' && state !== 'hidden' && state !== 'collapsed') return false;
      observer.disconnect();
      resolve(state === 'filled');
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(module, { attributes: true, attributeFilter: ['data-ad-state'] });
    check();
  });
}

function open(dialog: HTMLDialogElement, id: string): void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const root = document.documentElement;
  storage.write(withPopupShown(storage.read(), id, localDay(new Date())));
  root.classList.add('ad-popup-open');
  setUiFlag('popupAdTabs', true);
  dialog.querySelector('[data-ad-popup-close]')?.addEventListener('click', () => dialog.close(), { once: true });
  dialog.addEventListener(
    'close',
    () => {
      root.classList.remove('ad-popup-open');
      setUiFlag('popupAdTabs', false);
      dialog.dataset.adPopupState = 'closed';
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    { once: true },
  );
  dialog.showModal();
  dialog.dataset.adPopupState = 'open';
}

async function start(dialog: HTMLDialogElement): Promise<void> {
  const id = dialog.dataset.adPopup ?? '';
  const module = dialog.querySelector<HTMLElement>('.ad-module[data-ad-config]');
  if (!module || !id) return;
  if (!popupDue(storage.read(), id, localDay(new Date()))) {
    dialog.dataset.adPopupState = 'shownToday';
    return;
  }
  await pageIdle();
  const filled = moduleSettled(module);
  // The page's wake script (./adWake.ts) loads the layer and starts the module.
  module.dispatchEvent(new Event(AD_MODULE_START, { bubbles: true }));
  if (!(await filled)) {
    dialog.dataset.adPopupState = 'empty';
    return;
  }
  // Another pop-up of this tab may have shown in a second window meanwhile.
  if (!popupDue(storage.read(), id, localDay(new Date()))) return;
  open(dialog, id);
}

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-ad-popup]');
if (dialog) void start(dialog);

export {}; // a module: its names stay its own
