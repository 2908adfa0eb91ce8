import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $bottomEntries,
  $modalSheet,
  $popup,
  $toast,
  SNACK_BAR_UNBOUND_ERROR,
  answerPopup,
  bindSnackBar,
  closeAllOverlays,
  closeModalSheet,
  confirmPopup,
  openModalSheet,
  removeAllBottomEntries,
  showBottomEntry,
  showToast,
} from '#/stores/ui.ts';

beforeEach(() => {
  vi.useFakeTimers();
  closeAllOverlays();
  $bottomEntries.set([]);
});
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('closes after 3000 ms and is removed 300 ms later', () => {
    showToast('saved');
    expect($toast.get()).toMatchObject({ message: 'saved', open: true });
    vi.advanceTimersByTime(2999);
    expect($toast.get()?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toast.get()?.open).toBe(false);
    vi.advanceTimersByTime(300);
    expect($toast.get()).toBeNull();
  });

  it('restarts its timers on a new message', () => {
    showToast('one');
    vi.advanceTimersByTime(2500);
    showToast('two');
    vi.advanceTimersByTime(2500);
    expect($toast.get()).toMatchObject({ message: 'two', open: true });
    vi.advanceTimersByTime(800);
    expect($toast.get()).toBeNull();
  });
});

describe('popup confirm', () => {
  it('resolves with the answer and closes', async () => {
    const answer = confirmPopup({ title: 'Reset?', message: 'Sure?', type: 'confirm' });
    expect($popup.get()?.type).toBe('confirm');
    answerPopup(true);
    await expect(answer).resolves.toBe(true);
    expect($popup.get()).toBeNull();
  });
});

describe('modal sheet', () => {
  it('leaves through its transition before it is removed', () => {
    openModalSheet({ kind: 'readingSettings', title: 'Settings', type: 'general', closeOnOverlay: true });
    closeModalSheet();
    expect($modalSheet.get()?.leaving).toBe(true);
    vi.advanceTimersByTime(300);
    expect($modalSheet.get()).toBeNull();
  });
});

describe('route change', () => {
  it('closes every overlay; persistent bottom entries stay', async () => {
    showToast('hello');
    openModalSheet({ kind: 'readingSettings', title: 'Settings', type: 'general', closeOnOverlay: true });
    const answer = confirmPopup({ title: 'Reset?', message: 'Sure?', type: 'alert' });
    const unbind = bindSnackBar();
    showBottomEntry({ key: 'snack', module: 'snackBar', message: 'x' });
    showBottomEntry({ key: 'offline', module: 'snackBar', message: 'offline', persistent: true });
    unbind();
    closeAllOverlays();
    expect([$toast.get(), $modalSheet.get(), $popup.get()]).toEqual([null, null, null]);
    await expect(answer).resolves.toBe(false);
    expect($bottomEntries.get().map((e) => e.key)).toEqual(['offline']);
    removeAllBottomEntries();
    expect($bottomEntries.get().map((e) => e.key)).toEqual(['offline']);
  });
});

describe('snack bar before binding (shell-spec §8)', () => {
  it('throws the developer error in development, and waits for the window in production', () => {
    expect(() => showBottomEntry({ key: 'early', module: 'snackBar', message: 'x' }, true)).toThrow(SNACK_BAR_UNBOUND_ERROR);
    expect($bottomEntries.get()).toEqual([]);
    showBottomEntry({ key: 'early', module: 'snackBar', message: 'x' }, false);
    expect($bottomEntries.get().map((e) => e.key)).toEqual(['early']);
    // Other bottom-window entries and a bound snack bar are fine in development.
    showBottomEntry({ key: 'bar', module: 'floatingBar', message: 'y' }, true);
    const unbind = bindSnackBar();
    showBottomEntry({ key: 'bound', module: 'snackBar', message: 'z' }, true);
    unbind();
    expect(() => showBottomEntry({ key: 'after', module: 'snackBar', message: 'x' }, true)).toThrow(SNACK_BAR_UNBOUND_ERROR);
  });
});
