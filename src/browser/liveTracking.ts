// The player's live tracking (content-spec §7): a play view on the first play, watch time after every
// 30 s of actual playing (not while paused or buffering) and on pause and end, a quality report after
// start-up and on a fatal error, and the watch time as a beacon when the page is hidden. Loaded by
// the video island only for live and archived broadcasts. Plain fetch and sendBeacon (no schema
// library in the browser); a failure is reported and swallowed (content-spec §8): the video plays on.
import { ACCESS_TOKEN_HEADERS } from '#/domain/identity/accessToken.ts';
import {
  IDLE_METER,
  WATCH_REPORT_EVERY_MS,
  meterStart,
  meterStop,
  meterTake,
  reportSeconds,
  type LiveSource,
  type LiveTrackingTarget,
} from '#/domain/article/liveTracking.ts';
import type { PlayMode } from '#/domain/article/videoOptions.ts';
import { $session } from '#/stores/session.ts';

/** The tracker's clock: the page's own unless a test passes one. */
export interface TrackingClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the player tells the tracker beyond the video element's own events. */
export interface LiveTracker {
  qualitySwitched(bitrateKbps: number | null): void;
  fatal(message: string): void;
  dispose(): void;
}

const pageClock: TrackingClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

function newSessionId(): string {
  return crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function report(event: string, detail: unknown): void {
  console.error(`live tracking ${event} failed`, detail);
}

function eventUrl(event: string, country: string): string {
  return `/webapi/glplive/track/event/${event}?country=${encodeURIComponent(country)}`;
}

async function post(event: string, country: string, body: object): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = $session.get()?.token;
  if (token) headers[ACCESS_TOKEN_HEADERS[token.kind]] = token.token;
  try {
    // keepalive: a report sent as the reader leaves still arrives.
    const res = await fetch(eventUrl(event, country), { method: 'POST', headers, body: JSON.stringify(body), keepalive: true, credentials: 'same-origin' });
    if (!res.ok) report(event, `${res.status} ${await res.text().catch(() => '')}`);
  } catch (error) {
    report(event, error);
  }
}

/**
 * Tracks the plays of `video`, listening to its events: play (the first counts the play view),
 * playing (frames show), waiting (buffering: a seek's wait is no rebuffer), pause and ended.
 */
export function startLiveTracking(
  target: LiveTrackingTarget,
  video: HTMLMediaElement,
  options: { source: LiveSource; playMode: PlayMode; quality: () => string; clock?: TrackingClock },
): LiveTracker {
  const clock = options.clock ?? pageClock;
  const { country, aid } = target;
  const sessionId = newSessionId();
  let meter = IDLE_METER;
  let timer: unknown = null;
  let viewSent: Promise<void> | null = null;
  let playPressedAt: number | null = null;
  let started = false;
  let stalledAt: number | null = null;
  let startupMs = 0;
  const qoe = { rebufferCount: 0, rebufferMs: 0, qualitySwitches: 0, bitrateKbps: null as number | null };

  // Later reports wait for the play view: the server knows the session only once it is recorded.
  const send = (event: string, body: object) => void (viewSent ?? Promise.resolve()).then(() => post(event, country, { aid, sessionId, ...body }));

  const watchBody = (ms: number) => ({
    seconds: reportSeconds(ms),
    position: Math.min(1e7, Math.max(0, Math.round(video.currentTime * 1000) / 1000)),
    quality: options.quality(),
  });
  const isPlaying = () => !video.paused && !video.ended;

  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    stopTimer();
    timer = clock.setTimeout(() => {
      timer = null;
      flush();
      schedule(WATCH_REPORT_EVERY_MS);
    }, ms);
  };

  function flush(): void {
    const taken = meterTake(meter, clock.now());
    meter = taken.meter;
    if (taken.ms >= 1) send('watchtime', watchBody(taken.ms));
  }

  function sendQoe(fatalError: string | null): void {
    send('qoe', { startupMs: started ? startupMs : null, ...qoe, fatalError });
  }

  const stop = () => {
    meter = meterStop(meter, clock.now());
    stopTimer();
  };

  const onHide = () => {
    stop();
    const taken = meterTake(meter, clock.now());
    meter = taken.meter;
    if (taken.ms < 1) return;
    const body = { aid, sessionId, ...watchBody(taken.ms) };
    // A string goes as text/plain: no preflight, and the page may already be gone.
    if (!navigator.sendBeacon?.(eventUrl('watchtime/beacon', country), JSON.stringify(body))) void post('watchtime/beacon', country, body);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
    else if (isPlaying()) playing();
  };
  const onShow = (e: PageTransitionEvent) => e.persisted && isPlaying() && playing();

  function play(): void {
    if (viewSent) return;
    playPressedAt = clock.now();
    viewSent = post('playview', country, { aid, sessionId, broadcastStatus: target.status, source: options.source, playMode: options.playMode });
  }
  function playing(): void {
    const now = clock.now();
    if (!started) {
      started = true;
      startupMs = Math.min(600_000, Math.max(0, Math.round(now - (playPressedAt ?? now))));
      sendQoe(null);
    }
    if (stalledAt !== null) {
      qoe.rebufferMs += Math.max(0, Math.round(now - stalledAt));
      stalledAt = null;
    }
    if (meter.runningSince !== null) return;
    meter = meterStart(meter, now);
    schedule(WATCH_REPORT_EVERY_MS - meter.pendingMs);
  }
  const stalled = () => {
    stop();
    if (!started || video.seeking || stalledAt !== null) return;
    qoe.rebufferCount++;
    stalledAt = clock.now();
  };
  const paused = () => {
    stop();
    flush();
  };
  const listeners: [EventTarget, string, (e: never) => void][] = [
    [window, 'pagehide', onHide],
    [window, 'pageshow', onShow],
    [document, 'visibilitychange', onVisibility],
    [video, 'play', play],
    [video, 'playing', playing],
    [video, 'waiting', stalled],
    [video, 'pause', paused],
    [video, 'ended', paused],
  ];
  for (const [on, type, run] of listeners) on.addEventListener(type, run as EventListener);

  return {
    qualitySwitched(bitrateKbps) {
      // The first level chosen at start-up is no switch.
      if (started) qoe.qualitySwitches++;
      qoe.bitrateKbps = bitrateKbps;
    },
    fatal(message) {
      // A stream that fails before its first frame was still a play: the report needs its session.
      play();
      stop();
      flush();
      sendQoe(message.slice(0, 500));
    },
    dispose() {
      stop();
      flush();
      for (const [on, type, run] of listeners) on.removeEventListener(type, run as EventListener);
    },
  };
}
