// The messenger-ad SDK (LAD, and LAD2 with enableLadV2): loaded from the configured address only
// inside the messenger or LIFF (availableServices). A slot that has not rendered within
// its render deadline (5 s) is destroyed and fails (→ GPT with the LAD fallback label, else 200 / 203).
// The SDK is initialised once with the theme and the friendship addresses (./ladOptions.ts); each
// slot gets an element of its own whose id comes from the page's ad id pool (./adIds.ts).
import { loadScript } from './loadScript.ts';
import { claimAdSlotElement, type AdSlotElement } from './adIds.ts';
import { ladInitOptions, type LadInitOptions } from './ladOptions.ts';
import type { AdAdapter, AdOutcome } from './adapter.ts';

/** The part of the messenger-ad SDK's public surface this adapter uses. */
interface LadSlot {
  on(event: 'render' | 'empty' | 'error', fn: (detail?: unknown) => void): void;
  render(): void;
  destroy(): void;
}
interface LadSdk {
  init(options: LadInitOptions): void;
  setTheme?(theme: 'light' | 'dark'): void;
  createSlot(options: { inventoryKey: string; rsid?: string; elementId: string; version: 1 | 2 }): LadSlot;
}
declare global {
  interface Window {
    ladsdk?: LadSdk;
  }
}

let initialised = false;

export function ladAdapter(script: string, adHost?: string): AdAdapter {
  return (req) => {
    let slot: LadSlot | null = null;
    let own: AdSlotElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const destroy = () => {
      clearTimeout(timer);
      slot?.destroy();
      slot = null;
      own?.release();
      own = null;
    };
    const outcome = new Promise<AdOutcome>((resolve) => {
      loadScript(script).then(
        () => {
          const sdk = window.ladsdk;
          if (!sdk) return resolve({ kind: 'error', error: new Error('messenger-ad SDK missing') });
          if (!initialised) sdk.init(ladInitOptions({ theme: req.theme, country: req.page.country, adHost }));
          initialised = true;
          let claimed: AdSlotElement;
          try {
            claimed = own = claimAdSlotElement(req.container);
          } catch (error) {
            return resolve({ kind: 'error', error: error as Error });
          }
          slot = sdk.createSlot({ inventoryKey: req.unit, rsid: req.rsid, elementId: claimed.element.id, version: req.service === 'lad2' ? 2 : 1 });
          slot.on('render', () => {
            clearTimeout(timer);
            resolve({ kind: 'rendered' });
          });
          slot.on('empty', () => resolve({ kind: 'empty', thirdParty: false }));
          slot.on('error', () => resolve({ kind: 'error', error: new Error('messenger-ad SDK error') }));
          timer = setTimeout(() => {
            destroy();
            resolve({ kind: 'error', error: new Error('LAD slot not rendered in time') });
          }, req.limits.renderMs ?? 0);
          slot.render();
        },
        (error: Error) => resolve({ kind: 'error', error }),
      );
    });
    return { outcome, setTheme: (theme) => window.ladsdk?.setTheme?.(theme), destroy };
  };
}
