// GFP: loaded from the configured address only inside the messenger (availableServices); fails over
// to GPT with the GFP fallback label (else 402 / 404, ./adModule.ts with nextOnFailure).
import { loadScript } from './loadScript.ts';
import type { AdAdapter, AdOutcome } from './adapter.ts';

/** The part of the GFP core library's public surface this adapter uses. */
interface GfpSlot {
  readonly elementId: string;
}
interface GfpSdk {
  cmd: { push(fn: () => void): void } | (() => void)[];
  defineAdSlot(options: { adUnitId: string; adSlotElementId: string }): GfpSlot;
  displayAd(elementId: string): void;
  addEventListener(type: 'adLoaded' | 'adNoFill' | 'adError', fn: (e: { adSlot: GfpSlot }) => void): void;
  setTheme?(theme: 'light' | 'dark'): void;
  destroyAdSlots(slots: GfpSlot[]): void;
}
declare global {
  interface Window {
    gladsdk?: GfpSdk;
  }
}

export function gfpAdapter(script: string): AdAdapter {
  return (req) => {
    let slot: GfpSlot | null = null;
    let init: ReturnType<typeof setTimeout> | undefined;
    const outcome = new Promise<AdOutcome>((resolve) => {
      window.gladsdk ??= { cmd: [] } as unknown as GfpSdk;
      loadScript(script).catch((error: Error) => resolve({ kind: 'error', error }));
      // A library that has not started within the third-party init time fails the slot (→ GPT with the GFP label).
      init = setTimeout(() => resolve({ kind: 'error', error: new Error('GFP did not start in time') }), req.limits.initMs);
      window.gladsdk.cmd.push(() => {
        clearTimeout(init);
        const sdk = window.gladsdk!;
        slot = sdk.defineAdSlot({ adUnitId: req.unit, adSlotElementId: req.container.id });
        const mine = (fn: () => void) => (e: { adSlot: GfpSlot }) => e.adSlot === slot && fn();
        sdk.addEventListener('adLoaded', mine(() => resolve({ kind: 'rendered' })));
        sdk.addEventListener('adNoFill', mine(() => resolve({ kind: 'empty', thirdParty: false })));
        sdk.addEventListener('adError', mine(() => resolve({ kind: 'error', error: new Error('GFP error') })));
        sdk.setTheme?.(req.theme);
        sdk.displayAd(req.container.id);
      });
    });
    return {
      outcome,
      setTheme: (theme) => window.gladsdk?.setTheme?.(theme),
      destroy() {
        clearTimeout(init);
        if (slot) window.gladsdk?.destroyAdSlots([slot]);
        slot = null;
      },
    };
  };
}
