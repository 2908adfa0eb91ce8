// The IMA path of the pre-roll (when AD_IMA_SCRIPT is configured): loads Google's IMA SDK, asks it
// for the video ad tag (buildVideoAdTagUrl) and lets it play the ad over the player's <video>, then
// hands the video back to the content. Failures never keep the reader from the video: the SDK not
// loading is AdError 301 'IMA not loaded' (the tag cannot be built), any IMA ad error is 304; both
// end in the content playing. Only IMA's public surface is used (the part a test double provides).
import { adError, type AdError } from '#/domain/ads/adError.ts';
import { AD_ERROR_CODES } from '#/domain/ads/types.ts';

/** The part of `google.ima` this adapter uses. */
export interface ImaSdk {
  AdDisplayContainer: new (container: HTMLElement, video?: HTMLVideoElement) => { initialize(): void; destroy(): void };
  AdsLoader: new (container: InstanceType<ImaSdk['AdDisplayContainer']>) => ImaAdsLoader;
  AdsRequest: new () => { adTagUrl: string; linearAdSlotWidth: number; linearAdSlotHeight: number; nonLinearAdSlotWidth: number; nonLinearAdSlotHeight: number };
  AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: string } };
  AdEvent: { Type: { CONTENT_PAUSE_REQUESTED: string; CONTENT_RESUME_REQUESTED: string; ALL_ADS_COMPLETED: string; SKIPPED: string; STARTED: string } };
  AdErrorEvent: { Type: { AD_ERROR: string } };
  ViewMode: { NORMAL: string };
}

interface ImaAdsManager {
  addEventListener(type: string, listener: (event: unknown) => void): void;
  init(width: number, height: number, viewMode: string): void;
  start(): void;
  destroy(): void;
}

interface ImaAdsLoader {
  addEventListener(type: string, listener: (event: never) => void, useCapture?: boolean): void;
  requestAds(request: InstanceType<ImaSdk['AdsRequest']>): void;
  destroy(): void;
}

interface ImaErrorEvent {
  getError?(): { getMessage?(): string; getErrorCode?(): number } | undefined;
}

/** The SDK once its script has run, or null when it could not be loaded. */
export function loadImaSdk(script: string, doc: Document = document): Promise<ImaSdk | null> {
  const ready = () => ((globalThis as { google?: { ima?: ImaSdk } }).google?.ima ?? null);
  if (ready()) return Promise.resolve(ready());
  return new Promise((resolve) => {
    const tag = doc.createElement('script');
    tag.src = script;
    tag.async = true;
    tag.addEventListener('load', () => resolve(ready()));
    tag.addEventListener('error', () => resolve(null));
    doc.head.appendChild(tag);
  });
}

export type ImaOutcome = { outcome: 'complete' | 'skipped' } | { outcome: 'failed'; error: AdError };

export interface ImaPrerollOptions {
  sdk: ImaSdk | null;
  video: HTMLVideoElement;
  /** The positioned box around the video: IMA's ad container is laid over it. */
  frame: HTMLElement;
  /** The tag to request: throws AdError 301 when IMA is not loaded (buildVideoAdTagUrl). */
  adTagUrl: (imaLoaded: boolean) => string;
  signal: AbortSignal;
  /** Nothing loaded by then is given up: the content starts. */
  timeoutMs: number;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export function playImaPreroll(o: ImaPrerollOptions): Promise<ImaOutcome> {
  const { sdk, video, frame, signal } = o;
  if (!sdk) {
    try {
      o.adTagUrl(false);
      return Promise.resolve({ outcome: 'failed', error: adError(AD_ERROR_CODES.imaNotLoaded) });
    } catch (error) {
      return Promise.resolve({ outcome: 'failed', error: error as AdError });
    }
  }
  return new Promise<ImaOutcome>((resolve) => {
    const container = document.createElement('div');
    container.className = 'video-ad video-ad--ima';
    container.dataset.videoAd = 'ima';
    frame.appendChild(container);
    let manager: ImaAdsManager | null = null;
    let loader: ImaAdsLoader | null = null;
    let display: { destroy(): void } | null = null;
    let skipped = false;
    let done = false;
    const finish = (outcome: ImaOutcome) => {
      if (done) return;
      done = true;
      o.clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      for (const part of [manager, loader, display]) {
        try {
          part?.destroy();
        } catch {
          // already gone
        }
      }
      container.remove();
      resolve(outcome);
    };
    const failed = (event?: unknown) => {
      const detail = (event as ImaErrorEvent | undefined)?.getError?.()?.getMessage?.();
      finish({ outcome: 'failed', error: adError(AD_ERROR_CODES.imaAdError, detail ? `IMA ad error: ${detail}` : undefined) });
    };
    const onAbort = () => finish({ outcome: 'skipped' });
    signal.addEventListener('abort', onAbort);
    const timer = o.setTimeout(() => failed(), o.timeoutMs);
    try {
      const tag = o.adTagUrl(true);
      const adDisplay = new sdk.AdDisplayContainer(container, video);
      display = adDisplay;
      // On the reader's press (the player mounts on it): IMA needs this before it can play with sound.
      adDisplay.initialize();
      const adsLoader = new sdk.AdsLoader(adDisplay);
      loader = adsLoader;
      adsLoader.addEventListener(sdk.AdErrorEvent.Type.AD_ERROR, failed as (e: never) => void, false);
      adsLoader.addEventListener(sdk.AdsManagerLoadedEvent.Type.ADS_MANAGER_LOADED, ((event: { getAdsManager(video: HTMLVideoElement): ImaAdsManager }) => {
        if (done) return;
        const adsManager = event.getAdsManager(video);
        manager = adsManager;
        adsManager.addEventListener(sdk.AdErrorEvent.Type.AD_ERROR, failed);
        adsManager.addEventListener(sdk.AdEvent.Type.STARTED, () => o.clearTimeout(timer));
        adsManager.addEventListener(sdk.AdEvent.Type.SKIPPED, () => void (skipped = true));
        adsManager.addEventListener(sdk.AdEvent.Type.CONTENT_RESUME_REQUESTED, () => finish({ outcome: skipped ? 'skipped' : 'complete' }));
        adsManager.addEventListener(sdk.AdEvent.Type.ALL_ADS_COMPLETED, () => finish({ outcome: skipped ? 'skipped' : 'complete' }));
        try {
          adsManager.init(video.clientWidth || 640, video.clientHeight || 360, sdk.ViewMode.NORMAL);
          adsManager.start();
        } catch (error) {
          failed({ getError: () => ({ getMessage: () => String(error) }) });
        }
      }) as (e: never) => void, false);
      const request = new sdk.AdsRequest();
      request.adTagUrl = tag;
      request.linearAdSlotWidth = video.clientWidth || 640;
      request.linearAdSlotHeight = video.clientHeight || 360;
      request.nonLinearAdSlotWidth = video.clientWidth || 640;
      request.nonLinearAdSlotHeight = 150;
      adsLoader.requestAds(request);
    } catch (error) {
      if (error instanceof Error && 'code' in error) finish({ outcome: 'failed', error: error as AdError });
      else failed({ getError: () => ({ getMessage: () => String(error) }) });
    }
  });
}
