// The pre-roll, loaded by the player only once the reader has pressed play (a dynamic import): no
// ad for a reader whose data is flagged mature (shell-spec §5: no ad loads at all), then IMA when it
// is configured, else the first-party server's VAST. Resolves when the content may start; an ad
// that is not there, fails or is skipped never keeps the reader from the video.
import { accessTokenHeader } from '#/domain/identity/accessToken.ts';
import { USER_INFO_STORAGE_KEY, needsRefetch } from '#/domain/identity/userDataCache.ts';
import { storedToken } from '#/stores/storedSession.ts';
import { read } from '#/stores/userDataStorage.ts';
import { playImaPreroll, loadImaSdk } from './imaAdapter.ts';
import { PREROLL_START_TIMEOUT_MS, playPreroll, type PrerollIo, type PrerollOutcome } from './preroll.ts';
import { parseVast } from './vast.ts';
import type { VideoAdSetup } from './videoAdSetup.ts';
import { imaTagUrl } from './imaTag.ts';

/**
 * Whether the reader's data is flagged mature: signed-out readers are not; a signed-in reader's info
 * is the start-up's cached copy while fresh, else asked; when it cannot be had, no ad is risked.
 */
export async function readerIsMature(country: string, now = Date.now()): Promise<boolean> {
  const token = storedToken();
  if (!token) return false;
  const cached = read<{ user?: { mature?: boolean } }>(USER_INFO_STORAGE_KEY);
  if (cached && !needsRefetch(cached, now)) return cached.result.user?.mature !== false;
  try {
    const res = await fetch(`/webapi/user/info?country=${encodeURIComponent(country)}`, { headers: { Accept: 'application/json', ...accessTokenHeader(token) }, credentials: 'same-origin' });
    if (!res.ok) return true;
    const body = (await res.json()) as { result?: { user?: { mature?: boolean } } };
    return body.result?.user?.mature !== false;
  } catch {
    return true;
  }
}

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
  if (await readerIsMature(setup.country)) return 'none';
  if (signal.aborted) return 'none';
  const io = browserIo();
  if (setup.ima) {
    const sdk = await loadImaSdk(setup.ima.script);
    const result = await playImaPreroll({
      sdk,
      video,
      frame,
      adTagUrl: (imaLoaded) => imaTagUrl(setup, imaLoaded, Date.now()),
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
