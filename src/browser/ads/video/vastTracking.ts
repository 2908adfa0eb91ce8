// The pre-roll's reports to the ad server (VAST trackers): the impression and start when the ad's
// first frame plays, the quartiles as its media time passes them, complete at its end or skip —
// each at most once per ad, however often the media reports progress. Pure: `send` is injected.
import type { VastAd, VastEvent } from './vast.ts';

export interface VastTracker {
  /** The ad's media started playing: impression and start. */
  started(): void;
  /** Media progress: the quartiles it has passed. */
  progress(currentTime: number, duration: number): void;
  completed(): void;
  skipped(): void;
}

const QUARTILES: ReadonlyArray<[VastEvent, number]> = [
  ['firstQuartile', 0.25],
  ['midpoint', 0.5],
  ['thirdQuartile', 0.75],
];

export function createVastTracker(ad: Pick<VastAd, 'impressionUrls' | 'tracking'>, send: (url: string) => void): VastTracker {
  const sent = new Set<string>();
  const once = (key: string, urls: readonly string[]) => {
    if (sent.has(key)) return;
    sent.add(key);
    for (const url of urls) send(url);
  };
  // complete and skip end the ad: after one, the other is not reported.
  const ended = () => sent.has('complete') || sent.has('skip');
  return {
    started() {
      once('impression', ad.impressionUrls);
      once('start', ad.tracking.start);
    },
    progress(currentTime, duration) {
      if (!sent.has('start') || ended() || !(duration > 0) || !Number.isFinite(duration)) return;
      for (const [event, share] of QUARTILES) if (currentTime >= duration * share) once(event, ad.tracking[event]);
    },
    completed() {
      if (!sent.has('start') || ended()) return;
      for (const [event] of QUARTILES) once(event, ad.tracking[event]);
      once('complete', ad.tracking.complete);
    },
    skipped() {
      if (!sent.has('start') || ended()) return;
      once('skip', ad.tracking.skip);
    },
  };
}

/**
 * The seconds until the reader may skip, counted on the page's timer while the ad plays (not the
 * media clock: a stalled ad still becomes skippable; a paused one waits). Pure: the caller ticks.
 */
export function createSkipCountdown(offsetSeconds: number | null) {
  let playedMs = 0;
  return {
    /** The ad played for `ms` more. */
    tick(ms: number) {
      playedMs += ms;
    },
    /** Whole seconds left before Skip (0: skippable now); null: the ad cannot be skipped. */
    secondsLeft(): number | null {
      if (offsetSeconds === null) return null;
      return Math.max(0, Math.ceil((offsetSeconds * 1000 - playedMs) / 1000));
    },
  };
}
