// The first-party pre-roll in the article's player: the VAST ad's media plays in the player's own
// <video> (same box: nothing moves), under an overlay with the "Ad" label and the time left, a
// link to the advertiser and, from the skip offset on, a Skip button; it reports the impression,
// start, quartiles and complete or skip once each (vastTracking.ts). It resolves when the content
// may start: the ad ended, was skipped, or failed (an ad never keeps the reader from the video).
import type { VastAd } from './vast.ts';
import { createSkipCountdown, createVastTracker } from './vastTracking.ts';

export interface PrerollLabels {
  /** The label over the ad ("Ad"). */
  ad: string;
  /** The Skip button before the offset: '… {{seconds}}'. */
  skipIn: string;
  skip: string;
  /** The link to the advertiser's page. */
  learnMore: string;
}

export type PrerollOutcome = 'complete' | 'skipped' | 'failed';

/** What the pre-roll touches outside the player: the page's timers and network, or a test's. */
export interface PrerollIo {
  setInterval(fn: () => void, ms: number): number;
  clearInterval(id: number): void;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  /** Requests a tracker's address (a pixel). */
  send(url: string): void;
  /** Plays an HLS address into the element where the browser cannot (`onFatal`: it cannot load); answers how to let it go. */
  attachHls(video: HTMLVideoElement, url: string, onFatal: () => void): Promise<() => void>;
}

/** The countdown's step while the ad plays. */
export const PREROLL_TICK_MS = 250;
/** An ad that has not started playing by then is given up: the content starts. */
export const PREROLL_START_TIMEOUT_MS = 8000;

export interface PrerollOptions {
  video: HTMLVideoElement;
  /** The positioned box around the video that the overlay covers. */
  frame: HTMLElement;
  ad: VastAd;
  labels: PrerollLabels;
  muted: boolean;
  /** Aborted when the player goes away mid-ad. */
  signal: AbortSignal;
  io: PrerollIo;
}

const isHls = (type: string, url: string) => /mpegurl/i.test(type) || /\.m3u8(\?|$)/.test(url);

function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

export function playPreroll({ video, frame, ad, labels, muted, signal, io }: PrerollOptions): Promise<PrerollOutcome> {
  return new Promise<PrerollOutcome>((resolve) => {
    const tracker = createVastTracker(ad, io.send);
    const countdown = createSkipCountdown(ad.skipOffsetSeconds);
    const hadControls = video.controls;
    const wasMuted = video.muted;
    let detachHls: (() => void) | null = null;
    let started = false;
    let done = false;

    const overlay = element('div', 'video-ad');
    overlay.setAttribute('role', 'group');
    overlay.setAttribute('aria-label', labels.ad);
    overlay.dataset.videoAd = '';
    const label = element('span', 'video-ad__label', labels.ad);
    const time = element('span', 'video-ad__time');
    label.appendChild(document.createTextNode(' · '));
    label.appendChild(time);
    overlay.appendChild(label);
    if (ad.clickThrough) {
      const more = element('a', 'video-ad__more', labels.learnMore);
      more.href = ad.clickThrough;
      more.target = '_blank';
      more.rel = 'noopener sponsored';
      overlay.appendChild(more);
    }
    const skip = element('button', 'video-ad__skip');
    skip.type = 'button';
    if (ad.skipOffsetSeconds !== null) overlay.appendChild(skip);

    const render = () => {
      const left = countdown.secondsLeft();
      skip.disabled = left !== 0;
      skip.textContent = left === 0 ? labels.skip : labels.skipIn.replace('{{seconds}}', String(left ?? ''));
      const duration = Number.isFinite(video.duration) ? video.duration : (ad.durationSeconds ?? 0);
      time.textContent = clockText(duration - video.currentTime);
    };

    const finish = (outcome: PrerollOutcome) => {
      if (done) return;
      done = true;
      io.clearInterval(ticker);
      io.clearTimeout(startTimer);
      for (const [name, fn] of listeners) video.removeEventListener(name, fn);
      signal.removeEventListener('abort', onAbort);
      overlay.remove();
      detachHls?.();
      video.pause();
      video.removeAttribute('src');
      video.load();
      video.controls = hadControls;
      video.muted = wasMuted;
      resolve(outcome);
    };
    const onAbort = () => finish('failed');

    const listeners: Array<[string, () => void]> = [
      ['playing', () => {
        if (started) return;
        started = true;
        io.clearTimeout(startTimer);
        tracker.started();
        render();
      }],
      ['timeupdate', () => {
        tracker.progress(video.currentTime, video.duration);
        render();
      }],
      ['ended', () => {
        tracker.completed();
        finish('complete');
      }],
      ['error', () => finish('failed')],
    ];
    for (const [name, fn] of listeners) video.addEventListener(name, fn);
    signal.addEventListener('abort', onAbort);
    skip.addEventListener('click', () => {
      if (countdown.secondsLeft() !== 0) return;
      tracker.skipped();
      finish('skipped');
    });

    // The countdown runs on the page's timer while the ad plays (paused: it waits).
    const ticker = io.setInterval(() => {
      if (!started || video.paused || video.ended) return;
      countdown.tick(PREROLL_TICK_MS);
      render();
    }, PREROLL_TICK_MS);
    const startTimer = io.setTimeout(() => finish('failed'), PREROLL_START_TIMEOUT_MS);

    frame.appendChild(overlay);
    render();
    video.controls = false;
    video.muted = muted;
    const { url, type } = ad.mediaFile;
    const load = isHls(type, url) && !video.canPlayType('application/vnd.apple.mpegurl')
      ? io.attachHls(video, url, () => finish('failed')).then((detach) => {
          if (done) detach();
          else detachHls = detach;
        })
      : Promise.resolve(void (video.src = url));
    void load
      .then(() => (done ? undefined : video.play()))
      .catch((error: unknown) => {
        if (done) return;
        // Sound needs a press the browser still counts: the ad plays muted rather than not at all.
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
          video.muted = true;
          return video.play();
        }
        throw error;
      })
      .catch(() => finish('failed'));
  });
}
