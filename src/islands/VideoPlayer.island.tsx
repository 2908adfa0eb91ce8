// HLS video player (content-spec §3 live and video): quality, playback rate, play modes, watch log.
// client:interaction: React and the player load when the reader presses play (the poster and play
// button are server-rendered); that press starts the video. hls.js itself loads only then. AUTOPLAY
// videos use client:visible instead (ArticleVideo.astro).
// The player's code that only a browser runs (hls.js, live tracking) is imported behind
// `import.meta.env.SSR`: the server build drops those imports, so none of it is in the Worker.
// A pre-roll (src/browser/ads/video/) plays first in the same <video> when the page gives the player
// a video ad setup; its code loads only then, on the press that mounts the player.
import { trackError } from '#/browser/tracking.ts';
import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import {
  DEFAULT_PLAYBACK_RATE,
  PLAYBACK_RATES,
  hlsErrorMessage,
  levelIndexFor,
  qualityOptionsFor,
  rateLabel,
  type PlayMode,
  type Quality,
} from '#/domain/article/videoOptions.ts';
import { loadWatchLogs, rekeyWatchLogToId, saveWatchProgress, syncWatchHistory } from '#/stores/video.ts';
import { onPageVisible } from '#/browser/pageVisibility.ts';
import type { LiveTracker } from '#/browser/liveTracking.ts';
import type { LiveTrackingTarget } from '#/domain/article/liveTracking.ts';
import type { VideoAdSetup } from '#/browser/ads/video/videoAdSetup.ts';

interface VideoLabels {
  quality: string;
  rate: string;
  auto: string;
  replay: string;
}

interface VideoPlayerProps {
  /** Master playlist URL. */
  src: string;
  poster: string | null;
  title: string;
  width: number | null;
  height: number | null;
  /** Media hash: the log key until the video's id is known. */
  mediaHash: string;
  /** Video (article) id once known; logs kept under the media hash move to it. */
  videoId: string | null;
  playMode: PlayMode;
  labels: VideoLabels;
  /** Started by the reader's autoplay setting rather than a press: no sound until they choose. */
  muted?: boolean;
  /** A live or archived broadcast: plays are tracked (src/browser/liveTracking.ts). */
  live?: LiveTrackingTarget | null;
  /** A pre-roll may play before the content when the reader pressed play (src/browser/ads/video/); null: none. */
  videoAd?: VideoAdSetup | null;
}

export interface VideoIslandProps extends Omit<VideoPlayerProps, 'muted'> {
  /** Label of the play button: '{play}: {title}'. */
  playLabel: string;
}

/** Progress is written at most this often while playing, and on pause/end. */
const SAVE_EVERY_MS = 2000;
/** A log this close to the end counts as finished: start again from the beginning. */
const END_MARGIN_S = 3;

export function VideoPlayer(props: VideoPlayerProps) {
  const { src, poster, title, labels, mediaHash, videoId, playMode, live } = props;
  // Only a press starts an ad: a video that starts by itself (muted) goes straight to the content.
  const videoAd = playMode !== 'AUTOPLAY' && props.muted !== true ? (props.videoAd ?? null) : null;
  const key = videoId ?? mediaHash;
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  /** True while the pre-roll has the <video>: its time is not the content's (no watch log). */
  const adPlaying = useRef(videoAd !== null);
  const hls = useRef<Hls | null>(null);
  const lastSave = useRef(0);
  const [heights, setHeights] = useState<number[]>([]);
  const [quality, setQuality] = useState<Quality>('abr');
  const tracker = useRef<LiveTracker | null>(null);
  const qualityNow = useRef<Quality>('abr');
  const liveKey = live ? `${live.country}/${live.aid}/${live.status}` : null;
  const [rate, setRate] = useState(DEFAULT_PLAYBACK_RATE);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (videoId) rekeyWatchLogToId(mediaHash, videoId);
    const logs = loadWatchLogs();
    void syncWatchHistory();
    const resumeAt = (() => {
      const log = logs[key];
      return log && (log.duration === 0 || log.currentTime < log.duration - END_MARGIN_S) ? log.currentTime : 0;
    })();
    const start = () => {
      if (resumeAt > 0) el.currentTime = resumeAt;
      if (playMode !== 'REPLAY') el.play().catch(() => undefined);
    };
    let cancelled = false;
    const adAbort = new AbortController();
    // The pre-roll first (nothing to wait for without one); the content's setup waits for it.
    adPlaying.current = videoAd !== null;
    const adDone: Promise<unknown> = videoAd && frame.current && !import.meta.env.SSR
      ? import('#/browser/ads/video/videoAd.ts')
          // The overlay covers the box the reader sees: the page's video block where there is one.
          .then(({ playVideoAd }) => playVideoAd({ video: el, frame: el.closest<HTMLElement>('[data-video]') ?? frame.current!, setup: videoAd, muted: el.muted, signal: adAbort.signal }))
          .catch((error: unknown) => console.error('video ad failed', error))
          .finally(() => void (adPlaying.current = false))
      : Promise.resolve();
    // The frame says when the content's turn has come (what browser tests wait on).
    void adDone.then(() => {
      if (!cancelled && frame.current) frame.current.dataset.preroll = 'done';
    });
    // The tracker (its own small chunk, broadcasts only) is in place before playback can start.
    const tracking = live && !import.meta.env.SSR
      ? adDone.then(() => import('#/browser/liveTracking.ts'))
          .then(({ startLiveTracking }) => {
            if (cancelled) return;
            tracker.current = startLiveTracking(live, el, { source: 'GLP', playMode, quality: () => qualityNow.current });
          })
          .catch((error: unknown) => console.error('live tracking failed to load', error))
      : adDone;
    if (el.canPlayType('application/vnd.apple.mpegurl') && !('MediaSource' in window)) {
      // Native HLS (Safari on iOS): no level control, quality stays automatic.
      void tracking.then(() => {
        if (cancelled) return;
        el.src = src;
        el.addEventListener('loadedmetadata', start, { once: true });
      });
    } else if (!import.meta.env.SSR) {
      void Promise.all([import('hls.js/light'), tracking]).then(([{ default: HlsClass }]) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          setError(hlsErrorMessage({ type: 'mediaError', details: 'hlsNotSupported', fatal: true }));
          return;
        }
        const player = new HlsClass({ startLevel: -1 });
        hls.current = player;
        player.on(HlsClass.Events.MANIFEST_PARSED, (_e, data) => {
          setHeights(data.levels.map((l) => l.height));
          start();
        });
        player.on(HlsClass.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          const message = hlsErrorMessage({ type: data.type, details: data.details, fatal: data.fatal, reason: data.reason });
          setError(message);
          tracker.current?.fatal(message);
          trackError({ type: 'error', source: 'hls', message });
        });
        player.on(HlsClass.Events.LEVEL_SWITCHED, (_e, data) => {
          const bitrate = player.levels[data.level]?.bitrate;
          tracker.current?.qualitySwitched(bitrate ? Math.round(bitrate / 1000) : null);
        });
        player.loadSource(src);
        player.attachMedia(el);
      });
    }
    // The history list reloads when the page becomes visible again (at most once a second).
    const stopReloading = onPageVisible(() => void syncWatchHistory());
    return () => {
      cancelled = true;
      adAbort.abort();
      stopReloading();
      tracker.current?.dispose();
      tracker.current = null;
      hls.current?.destroy();
      hls.current = null;
    };
    // liveKey stands for `live`: a new object with the same broadcast is the same tracking.
    // videoAd is the page's, fixed for the island's life.
  }, [src, key, mediaHash, videoId, playMode, liveKey]);

  const save = (force: boolean) => {
    const el = video.current;
    if (!el || el.currentTime === 0 || adPlaying.current) return;
    const now = Date.now();
    if (!force && now - lastSave.current < SAVE_EVERY_MS) return;
    lastSave.current = now;
    saveWatchProgress(key, { currentTime: el.currentTime, duration: Number.isFinite(el.duration) ? el.duration : 0 });
  };

  const onQuality = (q: Quality) => {
    setQuality(q);
    qualityNow.current = q;
    if (hls.current) hls.current.currentLevel = levelIndexFor(q, heights);
  };
  const onRate = (r: number) => {
    setRate(r);
    if (video.current) video.current.playbackRate = r;
  };

  const options = qualityOptionsFor(heights);

  return (
    <div className="video-player" data-quality={quality} data-rate={rate}>
      <div ref={frame} className="video-player__frame">
        <video
          ref={video}
          controls
          playsInline
          muted={playMode === 'AUTOPLAY' || props.muted === true}
          poster={poster ?? undefined}
          width={props.width ?? undefined}
          height={props.height ?? undefined}
          aria-label={title}
          onTimeUpdate={() => save(false)}
          onPause={() => save(true)}
          onPlay={() => setEnded(false)}
          onEnded={() => {
            if (adPlaying.current) return;
            save(true);
            setEnded(true);
          }}
        />
      </div>
      <div className="video-player__controls">
        <label>
          {labels.quality}{' '}
          <select value={quality} onChange={(e) => onQuality(e.target.value as Quality)} disabled={options.length < 2}>
            {options.map((q) => (
              <option key={q} value={q}>{q === 'abr' ? labels.auto : q}</option>
            ))}
          </select>
        </label>
        <label>
          {labels.rate}{' '}
          <select value={String(rate)} onChange={(e) => onRate(Number(e.target.value))}>
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={String(r)}>{rateLabel(r)}</option>
            ))}
          </select>
        </label>
        {ended && (
          <button type="button" onClick={() => video.current?.play()}>
            {labels.replay}
          </button>
        )}
      </div>
      {error && <p role="alert" className="video-player__error">{error}</p>}
    </div>
  );
}

/**
 * The poster and its play button until the reader presses play (AUTOPLAY: at once), then the player.
 * The server renders the poster; without JavaScript the page offers the playlist as a link.
 */
export default function VideoIsland({ playLabel, ...props }: VideoIslandProps) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.playMode === 'AUTOPLAY') setPlaying(true);
    // Woken by the reader's autoplay setting as it came into view (src/browser/videoAutoplay.ts): play muted.
    else if (button.current?.closest('[data-video]')?.getAttribute('data-autoplay') === 'reader') {
      setMuted(true);
      setPlaying(true);
    }
  }, [props.playMode]);
  if (playing) return <VideoPlayer {...props} muted={muted} />;
  return (
    <button ref={button} type="button" className="article-video__play" data-video-play onClick={() => setPlaying(true)}>
      {props.poster && <img src={props.poster} alt="" width="644" height="362" decoding="async" />}
      <span className="article-video__icon" aria-hidden="true">▶</span>
      <span className="visually-hidden">{playLabel}</span>
    </button>
  );
}
