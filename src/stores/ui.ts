// Overlay state of shell-spec §2/§4 (toast, bottom window, popup confirm, modal sheet), read by the
// one overlay host island. Every overlay closes on a route change: closeAllOverlays().
import { atom } from 'nanostores';
import { addBottomEntry, removeBottomEntries, type BottomEntry } from '#/domain/portal/bottomWindow.ts';
import { wakeOverlayHost } from '#/browser/wakeIsland.ts';

const TOAST_TIMEOUT_MS = 3000;
const TOAST_FADE_MS = 300;
const SHEET_LEAVE_MS = 300;

interface Toast {
  id: number;
  message: string;
  action?: { label: string; onClick?: () => void; href?: string };
  open: boolean;
}

export const $toast = atom<Toast | null>(null);
let toastSeq = 0;
let toastClose: ReturnType<typeof setTimeout> | undefined;
let toastRemove: ReturnType<typeof setTimeout> | undefined;

function clearToastTimers() {
  clearTimeout(toastClose);
  clearTimeout(toastRemove);
}

/** Shows a toast; a new message resets the timers. It closes after `timeout` and is removed 300 ms later. */
export function showToast(message: string, action?: Toast['action'], timeout = TOAST_TIMEOUT_MS): void {
  clearToastTimers();
  $toast.set({ id: ++toastSeq, message, action, open: true });
  toastClose = setTimeout(closeToast, timeout);
}

export function closeToast(): void {
  const current = $toast.get();
  clearToastTimers();
  if (!current) return;
  $toast.set({ ...current, open: false });
  toastRemove = setTimeout(() => $toast.set(null), TOAST_FADE_MS);
}

export const $bottomEntries = atom<BottomEntry[]>([]);

/** shell-spec §8: a snack bar used before binding throws a developer error, in development only. */
export const SNACK_BAR_UNBOUND_ERROR = 'Snack bar used before binding: the overlay host\'s bottom window must be mounted (bindSnackBar) before a snack bar is shown';
let snackBarBound = false;

/** The bottom window binds the snack bar while mounted; returns the unbinding. */
export function bindSnackBar(): () => void {
  snackBarBound = true;
  return () => {
    snackBarBound = false;
  };
}

/** Shows a bottom-window entry. In production an early snack bar waits in the store for the window. */
export function showBottomEntry(entry: Omit<BottomEntry, 'addedAt'>, development: boolean = import.meta.env.DEV): void {
  if (development && entry.module === 'snackBar' && !snackBarBound) throw new Error(SNACK_BAR_UNBOUND_ERROR);
  $bottomEntries.set(addBottomEntry($bottomEntries.get(), { ...entry, addedAt: Date.now() }));
}

export function removeBottomEntry(key: string): void {
  $bottomEntries.set(removeBottomEntries($bottomEntries.get(), { key }));
}

/** Removes every entry except the persistent ones. */
export function removeAllBottomEntries(): void {
  $bottomEntries.set(removeBottomEntries($bottomEntries.get()));
}

interface PopupConfirm {
  title: string;
  message: string;
  type: 'confirm' | 'alert';
  okLabel?: string;
  cancelLabel?: string;
  resolve: (ok: boolean) => void;
}

export const $popup = atom<PopupConfirm | null>(null);

/** Opens the popup; resolves true on ok, false on cancel (only type confirm has a cancel button). */
export function confirmPopup(opts: Omit<PopupConfirm, 'resolve'>): Promise<boolean> {
  $popup.get()?.resolve(false);
  return new Promise((resolve) => $popup.set({ ...opts, resolve }));
}

export function answerPopup(ok: boolean): void {
  const popup = $popup.get();
  $popup.set(null);
  popup?.resolve(ok);
}

export interface ModalSheet {
  /** What the sheet shows; the host knows how to render each kind. */
  kind: 'readingSettings' | 'login' | 'comments';
  title: string;
  /** Login sheet: where sign-in returns to. */
  callbackUrl?: string;
  /** Comment sheet: the comment thread's props, as the page wrote them (CommentSheetBody.tsx). */
  props?: Record<string, unknown>;
  type: 'dialog' | 'general';
  closeOnOverlay: boolean;
  leaving: boolean;
}

export const $modalSheet = atom<ModalSheet | null>(null);
let sheetRemove: ReturnType<typeof setTimeout> | undefined;

export function openModalSheet(sheet: Omit<ModalSheet, 'leaving'>): void {
  clearTimeout(sheetRemove);
  $modalSheet.set({ ...sheet, leaving: false });
}

/** Starts the leave transition; the sheet is removed once it ends. */
export function closeModalSheet(): void {
  const sheet = $modalSheet.get();
  if (!sheet || sheet.leaving) return;
  $modalSheet.set({ ...sheet, leaving: true });
  sheetRemove = setTimeout(() => $modalSheet.set(null), SHEET_LEAVE_MS);
}

/** Route change: every overlay closes at once. */
export function closeAllOverlays(): void {
  clearToastTimers();
  clearTimeout(sheetRemove);
  $toast.set(null);
  $modalSheet.set(null);
  if ($popup.get()) answerPopup(false);
  removeAllBottomEntries();
}

// The host hydrates on demand (client:interaction): an overlay put in a store wakes it, and it shows
// the overlay once hydrated (docs/decisions/0012). Nothing happens on the server.
for (const store of [$toast, $popup, $modalSheet, $bottomEntries]) store.listen(wakeOverlayHost);
