// The messaging app's share picker (liff.shareTargetPicker) for the share sheet, loaded only when a
// reader inside the mini-app chooses it. Where the SDK cannot offer it (no LIFF id configured, an
// app version without the API, or the SDK failing to start) the answer is 'unavailable', and the
// sheet says so instead of failing silently (shell-spec §5).
import type { LiffShareSdk } from '#/domain/identity/liff.ts';

export type PickerOutcome = 'sent' | 'cancelled' | 'unavailable';

/** Shares `text` through `liff` once it is up; the picker is offered only where the app supports it. */
export async function shareThrough(liff: LiffShareSdk, liffId: string, text: string): Promise<PickerOutcome> {
  try {
    await liff.init({ liffId });
    if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable';
    return (await liff.shareTargetPicker([{ type: 'text', text }])) ? 'sent' : 'cancelled';
  } catch {
    return 'unavailable';
  }
}

/** The pluggable SDK with the picker's modules only. */
async function loadShareSdk(): Promise<LiffShareSdk> {
  const [{ default: core }, picker, available] = await Promise.all([
    import('@line/liff/core'),
    import('@line/liff/share-target-picker'),
    import('@line/liff/is-api-available'),
  ]);
  core.use(new picker.default());
  core.use(new available.default());
  return core as unknown as LiffShareSdk;
}

export async function shareWithTargetPicker(liffId: string, text: string): Promise<PickerOutcome> {
  if (!liffId) return 'unavailable';
  try {
    return await shareThrough(await loadShareSdk(), liffId, text);
  } catch {
    return 'unavailable';
  }
}
