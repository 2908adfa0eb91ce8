// The messaging app's share picker (liff.shareTargetPicker) for the share sheet, loaded only when a
// reader inside the mini-app chooses it. Where the SDK cannot offer it (no LIFF id configured, an
// app version without the API, or the SDK failing to start) the answer is 'unavailable', and the
// sheet says so instead of failing silently.
import type { LiffShareSdk } from '#/domain/identity/liff.ts';

export type PickerOutcome = 'sent' | 'cancelled' | 'unavailable';

export async function shareWithTargetPicker(liffId: string, text: string): Promise<PickerOutcome> {
  if (!liffId) return 'unavailable';
  try {
    const [{ default: core }, picker, available] = await Promise.all([
      import('@line/liff/core'),
      import('@line/liff/share-target-picker'),
      import('@line/liff/is-api-available'),
    ]);
    core.use(new picker.default());
    core.use(new available.default());
    const liff = core as unknown as LiffShareSdk;
    await liff.init({ liffId });
    if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable';
    return (await liff.shareTargetPicker([{ type: 'text', text }])) ? 'sent' : 'cancelled';
  } catch {
    return 'unavailable';
  }
}
