// The pre-roll, loaded by the player only once the reader has pressed play (a dynamic import): the
// reader's targeting as the page's ad layer works it out (readerTargeting: a mature reader, or one
// whose info cannot be read, gets no ad at all; an opted-out one sends no profile), then IMA when it
// is configured (the targeting's key-values as custom params), else the first-party server's VAST
// (with the reader id it caps frequency by). Resolves when the content may start; an ad
// that is not there, fails or is skipped never keeps the reader from the video.
import { readerTargeting } from '#/browser/ads/readerTargeting.ts';
import { playImaPreroll, loadImaSdk } from './imaAdapter.ts';
import { imaTagUrl } from './imaTag.ts';
import { PREROLL_START_TIMEOUT_MS, playPreroll, type PrerollIo, type PrerollOutcome } from './preroll.ts';
import { parseVast } from './vast.ts';
import type { VideoAdSetup } from './videoAdSetup.ts';

const browserIo = (): PrerollIo => ({
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  // A tracker is a GET whose answer nobody reads; keepalive lets it finish as the page goes.
  send: (url) => void fetch(url, { keepalive: true, mode: 'no-cors', credentials: 'include' }).catch(() => undefined),
  attachHls: async (video, url, onFatal) => {
    const { default: Hls } = await import('hls.js/light');
    const hls = new Hls();
    hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && onFatal());
    hls.loadSource(url);
    hls.attachMedia(video);
    return () => hls.destroy();
  },
});

function canPlay(video: HTMLVideoElement) {
  return (type: string) => video.canPlayType(type) !== '' || (/mpegurl/i.test(type) && 'MediaSource' in window);
}

export interface VideoAdRun {
  video: HTMLVideoElement;
  frame: HTMLElement;
  setup: VideoAdSetup;
  muted: boolean;
  signal: AbortSignal;
}

/** Plays the pre-roll if one is served; resolves with what happened ('none': no ad). */
export async function playVideoAd({ video, frame, setup, muted, signal }: VideoAdRun): Promise<PrerollOutcome | 'none'> {
  const theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const { targeting, reader } = await readerTargeting(setup.country, theme);
  if (targeting.suppressed || signal.aborted) return 'none';
  const io = browserIo();
  if (setup.ima) {
    const sdk = await loadImaSdk(setup.ima.script);
    const result = await playImaPreroll({
      sdk,
      video,
      frame,
      adTagUrl: (imaLoaded) => imaTagUrl(setup, imaLoaded, Date.now(), targeting.keyValues),
      signal,
      timeoutMs: PREROLL_START_TIMEOUT_MS,
      setTimeout: io.setTimeout,
      clearTimeout: io.clearTimeout,
    });
    if (result.outcome === 'failed') {
      frame.dataset.adError = String(result.error.code);
      console.warn(`video ad: ${result.error.code} ${result.error.message}`);
    }
    return result.outcome;
  }
  const query = new URLSearchParams({ country: setup.country, unit: setup.unit });
  if (setup.articleHash) query.set('articleHash', setup.articleHash);
  if (reader) query.set('reader', reader);
  const address = new URL(`/webapi/ads/vast?${query}`, location.href).href;
  let xml: string;
  try {
    const res = await fetch(address, { signal, credentials: 'same-origin' });
    if (!res.ok) return 'none';
    xml = await res.text();
  } catch {
    return 'none';
  }
  const ad = parseVast(xml, { base: address, canPlay: canPlay(video) });
  if (!ad || signal.aborted) return 'none';
  return playPreroll({ video, frame, ad, labels: setup.labels, muted, signal, io });
}
