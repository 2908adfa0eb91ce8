// Sharing to the messaging app's picker (shell-spec §5): only where its API supports it, else refused
// as 'unavailable'. The LIFF SDK is the messaging platform's: a stand-in with its interface.
import { describe, expect, it } from 'vitest';
import { shareThrough, shareWithTargetPicker } from '#/browser/liffShare.ts';
import type { LiffShareSdk } from '#/domain/identity/liff.ts';

function sdk(opts: { available: boolean; answer?: { status: 'success' } | false; initFails?: boolean }) {
  const shared: string[] = [];
  const liff: LiffShareSdk = {
    init: async () => {
      if (opts.initFails) throw new Error('LIFF init failed');
    },
    isApiAvailable: () => opts.available,
    shareTargetPicker: async (messages) => {
      shared.push(...messages.map((m) => m.text));
      return opts.answer;
    },
  };
  return { liff, shared };
}

describe('the share picker', () => {
  it('sends where the app supports it, and tells a cancelled pick', async () => {
    const ok = sdk({ available: true, answer: { status: 'success' } });
    expect(await shareThrough(ok.liff, 'id-1', 'a story https://x')).toBe('sent');
    expect(ok.shared).toEqual(['a story https://x']);
    expect(await shareThrough(sdk({ available: true, answer: false }).liff, 'id-1', 't')).toBe('cancelled');
  });

  it('is refused where the API is not supported, the SDK fails, or no LIFF id is configured', async () => {
    const old = sdk({ available: false, answer: { status: 'success' } });
    expect(await shareThrough(old.liff, 'id-1', 't')).toBe('unavailable');
    expect(old.shared).toEqual([]);
    expect(await shareThrough(sdk({ available: true, initFails: true }).liff, 'id-1', 't')).toBe('unavailable');
    expect(await shareWithTargetPicker('', 't')).toBe('unavailable');
  });
});
