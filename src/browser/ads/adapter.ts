// The one interface every ad service's adapter meets (house, GPT, LAD and LAD2, GFP): the slot asks
// it for an ad and learns the outcome; the runtime (./adModule.ts) draws the service, falls back
// and hides. Tests put doubles of the third-party SDKs behind the same adapters (route interception).
import type { AdService } from '#/domain/ads/types.ts';
import type { AdEnvironment } from '#/domain/ads/environment.ts';
import type { RenderedAdPage } from './adContext.ts';

export type AdOutcome =
  /** Shown; `token` when the first-party server served it (its impression is ours to count). */
  | { kind: 'rendered'; token?: string; lineItemId?: string }
  /** Nothing to show: the server or SDK answered empty (or a third-party creative said so). */
  | { kind: 'empty'; thirdParty: boolean }
  | { kind: 'error'; error: Error };

/** What a slot hands an adapter. */
export interface AdSlotRequest {
  service: AdService;
  /** The unit path or inventory key for this service (a GPT passback's unit included). */
  unit: string;
  /** The element the creative goes in (has its own id). */
  container: HTMLElement;
  moduleId: string;
  sizes: string[];
  env: AdEnvironment;
  page: RenderedAdPage;
  keyValues: Record<string, string | string[]>;
  ppid?: string;
  /** An opaque reader id for frequency caps (the user hash, or a browser-local id). */
  reader: string;
  theme: 'light' | 'dark';
  labels: { sponsoredBy: string };
  rsid?: string;
  /**
   * The domain's time limits for this service, set by the runtime: how long a third-party library
   * may take to start (3 s) and a slot to render (LAD: 5 s; null: no limit). Handed in, so that an
   * adapter, loaded only when a slot is drawn for it, shares no code with the layer it would have to
   * import back.
   */
  limits: { initMs: number; renderMs: number | null };
}

export interface AdHandle {
  outcome: Promise<AdOutcome>;
  /** GPT: refresh when the page returns to the foreground. */
  refresh?(): void;
  /** Passes a theme change on to a loaded SDK. */
  setTheme?(theme: 'light' | 'dark'): void;
  destroy(): void;
}

export type AdAdapter = (request: AdSlotRequest) => AdHandle;
