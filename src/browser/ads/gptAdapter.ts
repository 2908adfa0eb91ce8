// Google Publisher Tag (GPT): loads its library from the configured address, defines the slot with
// its unit path, sizes and key-values (and the PPID where targeting allows one), displays it and
// reads slotRenderEnded. An empty answer is the third-party empty of the spec's fallbacks (→ LAD or
// the passback unit); a creative that runs the host handshake is watched by ./handshake.ts. Each slot
// is defined on an element of its own whose id comes from the page's ad id pool (./adIds.ts).
// Single-request mode and the production label (a page-level key-value) are set only when the
// build's release channel allows them (rc or release, sraLabelsEnabled; the caller decides).
import { loadScript } from './loadScript.ts';
import { claimAdSlotElement, type AdSlotElement } from './adIds.ts';
import type { AdAdapter, AdOutcome } from './adapter.ts';

/** The part of GPT's public surface this adapter uses. */
interface GptSlot {
  addService(service: GptPubads): GptSlot;
  setTargeting(key: string, value: string | string[]): GptSlot;
}
interface GptPubads {
  setTargeting(key: string, value: string | string[]): GptPubads;
  setPublisherProvidedId(id: string): GptPubads;
  enableSingleRequest(): void;
  addEventListener(type: 'slotRenderEnded', fn: (e: { slot: GptSlot; isEmpty: boolean; lineItemId?: number | null }) => void): void;
  refresh(slots: GptSlot[]): void;
}
interface GoogleTag {
  cmd: { push(fn: () => void): void } | (() => void)[];
  defineSlot(path: string, sizes: (string | [number, number])[], elementId: string): GptSlot | null;
  pubads(): GptPubads;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots: GptSlot[]): boolean;
}
declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

const gptSize = (s: string): string | [number, number] => (s === 'fluid' ? s : (s.split('x').map(Number) as [number, number]));

/** The page-level key-value that marks a production (rc or release) build's requests. */
export const GPT_PRODUCTION_LABEL = { key: 'env', value: 'production' } as const;

let servicesEnabled = false;

export function gptAdapter(script: string, { sraLabels }: { sraLabels: boolean }): AdAdapter {
  return (req) => {
    let slot: GptSlot | null = null;
    let own: AdSlotElement | null = null;
    let gone = false;
    let init: ReturnType<typeof setTimeout> | undefined;
    const outcome = new Promise<AdOutcome>((resolve) => {
      window.googletag ??= { cmd: [] } as unknown as GoogleTag;
      loadScript(script).catch((error: Error) => resolve({ kind: 'error', error }));
      // A library that has not started within the third-party init time fails the slot.
      init = setTimeout(() => resolve({ kind: 'error', error: new Error('GPT did not start in time') }), req.limits.initMs);
      window.googletag.cmd.push(() => {
        clearTimeout(init);
        const tag = window.googletag!;
        if (gone) return;
        let claimed: AdSlotElement;
        try {
          claimed = own = claimAdSlotElement(req.container);
        } catch (error) {
          return resolve({ kind: 'error', error: error as Error });
        }
        slot = tag.defineSlot(req.unit, req.sizes.map(gptSize), claimed.element.id);
        if (!slot) return resolve({ kind: 'error', error: new Error('GPT refused the slot') });
        const pubads = tag.pubads();
        slot.addService(pubads);
        for (const [key, value] of Object.entries(req.keyValues)) slot.setTargeting(key, value);
        if (req.ppid) pubads.setPublisherProvidedId(req.ppid);
        pubads.addEventListener('slotRenderEnded', (e) => {
          if (e.slot !== slot) return;
          resolve(e.isEmpty ? { kind: 'empty', thirdParty: true } : { kind: 'rendered', lineItemId: e.lineItemId ? String(e.lineItemId) : undefined });
        });
        if (!servicesEnabled) {
          if (sraLabels) {
            pubads.enableSingleRequest();
            pubads.setTargeting(GPT_PRODUCTION_LABEL.key, GPT_PRODUCTION_LABEL.value);
          }
          tag.enableServices();
          servicesEnabled = true;
        }
        tag.display(claimed.element.id);
      });
    });
    return {
      outcome,
      refresh: () => slot && window.googletag?.pubads().refresh([slot]),
      destroy() {
        gone = true;
        clearTimeout(init);
        if (slot) window.googletag?.destroySlots([slot]);
        slot = null;
        own?.release();
        own = null;
      },
    };
  };
}
