// Image gallery viewer (shell-spec §2, §4, §9) for album photos and body images.
// client:interaction="[data-gallery-index]": the viewer and React load on the reader's first tap on a
// photo (the photos themselves are server-rendered by ArticleView.astro); that tap opens it.
// Plain React + pointer events + CSS transforms (no carousel library): the page's JS budget is tight.
// The slide markup keeps the class names tests and styles rely on (swiper-slide, swiper-slide-active,
// swiper-zoom-container), though no swiper is involved.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
// Styles: ./Gallery.css, loaded with the article page's styles.
import {
  GALLERY,
  backgroundOpacity,
  clampZoom,
  dragCloses,
  isFocusMode,
  slideDirection,
  thumbStrip,
} from '#/domain/article/gallery.ts';
import { track } from '#/browser/tracking.ts';

export interface GalleryItem {
  src: string;
  thumb: string;
  caption: string;
  alt: string;
}

export interface GalleryLabels {
  close: string;
  next: string;
  prev: string;
  zoomIn: string;
  zoomOut: string;
}

export interface GalleryProps {
  items: GalleryItem[];
  title: string;
  publisher: string;
  publishTime: string;
  publishTimeIso: string;
  initialSlide?: number;
  forceShowHeader?: boolean;
  /** The host tracks on its own: the gallery sends no tracking calls. */
  hasCustomizedTracker?: boolean;
  /** Page path for the gallery page view. */
  trackingPage: string;
  labels: GalleryLabels;
}

/** Movement (px) under which a press is a tap, and the longest a tap / the gap of a double tap (ms). */
const TAP_SLOP = 8;
const TAP_MS = 300;
/** A horizontal drag changes slide past this share of the width, or as a flick faster than this (px/ms). */
const SWIPE_SHARE = 0.2;
const FLICK_SPEED = 0.4;
/** Pull at the first and last slide follows the finger at this rate. */
const EDGE_RESISTANCE = 0.35;

interface Zoom {
  s: number;
  x: number;
  y: number;
}

interface Gesture {
  mode: 'pending' | 'swipe' | 'vertical' | 'pan' | 'pinch';
  startX: number;
  startY: number;
  startT: number;
  /** Zoom when the gesture (or its pinch) began. */
  from: Zoom;
  /** Pinch: starting finger distance and midpoint relative to the stage centre. */
  dist: number;
  midX: number;
  midY: number;
}

const ONE: Zoom = { s: 1, x: 0, y: 0 };
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function Gallery(props: GalleryProps & { onClose: () => void }) {
  const { items, title, publisher, publishTime, publishTimeIso, labels, onClose } = props;
  const count = items.length;
  const initial = Math.min(Math.max(props.initialSlide ?? 0, 0), Math.max(count - 1, 0));
  const [index, setIndex] = useState(initial);
  const [zoom, setZoomState] = useState<Zoom>(ONE);
  const [forced, setForced] = useState(false);
  const [dragY, setDragY] = useState(0);
  const [dragging, setDragging] = useState(false);
  /** Horizontal drag offset of the slide track, px. */
  const [offset, setOffset] = useState(0);
  /** A finger or mouse is moving things: transitions are off so they follow it. */
  const [gesturing, setGesturing] = useState(false);
  const [viewport, setViewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));

  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const activeImage = useRef<HTMLImageElement | null>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ t: number; x: number; y: number } | null>(null);
  const tapTimer = useRef(0);
  // Latest values for handlers registered once (keyboard, timers).
  const live = useRef({ index, zoom, dragY });
  live.current = { index, zoom, dragY };

  const scale = zoom.s;
  const focus = isFocusMode({ dragging, scale, forced }) && !props.forceShowHeader;
  const strip = thumbStrip(viewport.width);
  const sendTracking = !props.hasCustomizedTracker;

  /** Keeps a zoomed image covering its box: no panning past its edges. */
  function fit(s: number, x: number, y: number): Zoom {
    const img = activeImage.current;
    const box = img?.parentElement;
    if (!img || !box || s <= 1) return { s, x: 0, y: 0 };
    const mx = Math.max(0, (img.offsetWidth * s - box.clientWidth) / 2);
    const my = Math.max(0, (img.offsetHeight * s - box.clientHeight) / 2);
    return { s, x: clamp(x, -mx, mx), y: clamp(y, -my, my) };
  }

  function setZoom(next: Zoom) {
    live.current.zoom = next;
    setZoomState(next);
  }

  /** A settled zoom change (buttons, double tap, end of a pinch, slide change) is tracked. */
  function commitZoom(next: Zoom, before: number) {
    setZoom(next);
    if (sendTracking && next.s !== before) track({ type: 'galleryZoom', scale: next.s });
  }

  /** Zooms to `s` keeping the point (px, relative to the stage centre) under the finger. */
  function zoomAt(s: number, px = 0, py = 0) {
    const from = live.current.zoom;
    const target = clampZoom(Math.round(s * 1000) / 1000);
    const k = target / from.s;
    commitZoom(fit(target, px - (px - from.x) * k, py - (py - from.y) * k), from.s);
  }

  function goTo(next: number) {
    const { index: current, zoom: z } = live.current;
    const target = clamp(next, 0, count - 1);
    setOffset(0);
    if (target === current) return;
    if (z.s !== 1) commitZoom(ONE, z.s);
    live.current.index = target;
    setIndex(target);
    if (sendTracking) track({ type: 'gallerySlideChange', direction: slideDirection(current, target), index: target });
  }

  useEffect(() => {
    closeButton.current?.focus();
    if (sendTracking) {
      track({ type: 'galleryPageView', page: props.trackingPage, pageType: 'imageSlide', title, location: window.location.href, position: initial });
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return onClose();
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        return goTo(live.current.index + (e.key === 'ArrowLeft' ? -1 : 1));
      }
      if (e.key !== 'Tab') return;
      // Keep keyboard focus inside the dialog while it is open.
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('button:not(:disabled)');
      if (!focusable?.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      const target = !dialog.current!.contains(active) ? first : e.shiftKey && active === first ? last : !e.shiftKey && active === last ? first : null;
      if (target) {
        e.preventDefault();
        target.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.clearTimeout(tapTimer.current);
    };
    // Opened once per mount; handlers read the latest state through `live`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After an orientation change, wait until the width really changes (polling every 100 ms, up to
  // 10 tries), then re-measure: the track is laid out in %, so the carousels follow the new size.
  useEffect(() => {
    const measure = () => {
      setViewport({ width: window.innerWidth, height: window.innerHeight });
      const z = live.current.zoom;
      setZoom(fit(z.s, z.x, z.y));
    };
    const onOrientation = () => {
      const before = window.innerWidth;
      let tries = 0;
      const timer = window.setInterval(() => {
        tries += 1;
        if (window.innerWidth !== before || tries >= GALLERY.orientationPollTries) {
          window.clearInterval(timer);
          measure();
        }
      }, GALLERY.orientationPollMs);
    };
    window.addEventListener('orientationchange', onOrientation);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('orientationchange', onOrientation);
      window.removeEventListener('resize', measure);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the active thumbnail in view.
  useEffect(() => {
    const el = thumbsRef.current;
    const thumb = el?.children[index] as HTMLElement | undefined;
    if (!el || !thumb) return;
    const left = thumb.offsetLeft - (el.clientWidth - thumb.offsetWidth) / 2;
    el.scrollTo?.({ left: Math.max(0, left), behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [index, strip.size]);

  /** Stage centre, to express points relative to it. */
  function centre() {
    const r = stage.current!.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }

  function startPinch() {
    const [a, b] = [...pointers.current.values()];
    const c = centre();
    gesture.current = {
      mode: 'pinch',
      startX: 0,
      startY: 0,
      startT: 0,
      from: live.current.zoom,
      dist: Math.hypot(a!.x - b!.x, a!.y - b!.y) || 1,
      midX: (a!.x + b!.x) / 2 - c.x,
      midY: (a!.y + b!.y) / 2 - c.y,
    };
    setOffset(0);
    setDragY(0);
    setDragging(false);
  }

  function onTap(x: number, y: number, t: number) {
    const last = lastTap.current;
    if (last && t - last.t < TAP_MS && Math.hypot(x - last.x, y - last.y) < TAP_SLOP * 4) {
      // Double tap: zoomed → back to 1; otherwise zoom in fully on that point.
      window.clearTimeout(tapTimer.current);
      lastTap.current = null;
      const c = centre();
      if (live.current.zoom.s !== 1) zoomAt(1);
      else zoomAt(GALLERY.maxZoom, x - c.x, y - c.y);
      return;
    }
    lastTap.current = { t, x, y };
    // A single tap toggles focus mode, once it is clear no second tap follows.
    window.clearTimeout(tapTimer.current);
    tapTimer.current = window.setTimeout(() => {
      lastTap.current = null;
      setForced((f) => !f);
    }, TAP_MS);
  }

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setGesturing(true);
    if (pointers.current.size === 2) startPinch();
    else if (pointers.current.size === 1) {
      gesture.current = { mode: 'pending', startX: e.clientX, startY: e.clientY, startT: e.timeStamp, from: live.current.zoom, dist: 0, midX: 0, midY: 0 };
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (g.mode === 'pinch') {
      if (pointers.current.size < 2) return;
      const [a, b] = [...pointers.current.values()];
      const s = clampZoom((g.from.s * Math.hypot(a!.x - b!.x, a!.y - b!.y)) / g.dist);
      const k = s / g.from.s;
      const c = centre();
      const mx = (a!.x + b!.x) / 2 - c.x;
      const my = (a!.y + b!.y) / 2 - c.y;
      // The pinch midpoint stays over the same spot of the image, and follows the fingers.
      setZoom(fit(s, mx - (g.midX - g.from.x) * k, my - (g.midY - g.from.y) * k));
      return;
    }
    const dx = e.clientX - g.startX;
    const dy = e.clientY - g.startY;
    if (g.mode === 'pending') {
      if (Math.hypot(dx, dy) <= TAP_SLOP) return;
      // Zoomed, a drag pans the image; otherwise its angle (45°) picks swipe or drag-to-close.
      g.mode = g.from.s !== 1 ? 'pan' : Math.abs(dy) > Math.abs(dx) ? 'vertical' : 'swipe';
    }
    if (g.mode === 'pan') setZoom(fit(g.from.s, g.from.x + dx, g.from.y + dy));
    else if (g.mode === 'vertical') {
      setDragging(true);
      setDragY(dy);
    } else {
      const { index: i } = live.current;
      const atEdge = (i === 0 && dx > 0) || (i === count - 1 && dx < 0);
      setOffset(atEdge ? dx * EDGE_RESISTANCE : dx);
    }
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    const rest = pointers.current.size;
    if (!rest) setGesturing(false);
    if (!g) return;
    if (g.mode === 'pinch') {
      if (rest >= 2) return;
      const z = live.current.zoom;
      // Nearly back to 1 counts as 1.
      const settled = z.s < 1.05 ? ONE : z;
      commitZoom(settled, g.from.s);
      if (rest === 1) {
        // Carry on panning with the remaining finger.
        const [p] = [...pointers.current.values()];
        gesture.current = { mode: 'pan', startX: p!.x, startY: p!.y, startT: e.timeStamp, from: settled, dist: 0, midX: 0, midY: 0 };
      } else gesture.current = null;
      return;
    }
    if (rest) return;
    gesture.current = null;
    const dx = e.clientX - g.startX;
    if (g.mode === 'pending') {
      if (e.type === 'pointerup' && e.timeStamp - g.startT < TAP_MS * 2) onTap(e.clientX, e.clientY, e.timeStamp);
    } else if (g.mode === 'swipe') {
      const speed = dx / Math.max(1, e.timeStamp - g.startT);
      const width = stage.current?.clientWidth ?? viewport.width;
      const far = Math.abs(dx) > width * SWIPE_SHARE || (Math.abs(speed) > FLICK_SPEED && Math.abs(dx) > TAP_SLOP * 3);
      goTo(far ? live.current.index + (dx < 0 ? 1 : -1) : live.current.index);
    } else if (g.mode === 'vertical') {
      if (e.type === 'pointerup' && dragCloses(live.current.dragY, viewport.height, live.current.zoom.s)) {
        onClose();
        return;
      }
      setDragging(false);
      setDragY(0);
    }
  };

  const item = items[index];
  const opacity = backgroundOpacity(dragY, viewport.height, scale);
  const track_ = `translate3d(calc(${-index * 100}% - ${index * GALLERY.gutter}px + ${offset}px), 0, 0)`;

  return (
    <div
      ref={dialog}
      className={`gallery-viewer${focus ? ' is-focus' : ''}${gesturing ? ' is-gesturing' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="gallery-viewer"
      style={{ backgroundColor: `rgba(0, 0, 0, ${opacity})` }}
    >
      <header className="gallery-viewer__header" aria-hidden={focus || undefined}>
        <h2 className="gallery-viewer__title">{title}</h2>
        <button ref={closeButton} type="button" className="gallery-viewer__close" onClick={onClose} aria-label={labels.close}>
          <span aria-hidden="true">⌄</span>
        </button>
      </header>

      <div
        ref={stage}
        className="gallery-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{ transform: dragY ? `translate3d(0, ${dragY}px, 0)` : undefined }}
        data-drag-y={dragY}
      >
        <div className="gallery-viewer__main">
          <div className="gallery-viewer__track swiper-wrapper" style={{ transform: track_ }}>
            {items.map((it, i) => {
              const active = i === index;
              const z = active ? zoom : ONE;
              return (
                <div
                  key={`${it.src}-${i}`}
                  className={`swiper-slide${active ? ' swiper-slide-active' : ''}`}
                  style={{ marginRight: GALLERY.gutter }}
                  aria-hidden={!active || undefined}
                >
                  <div className="swiper-zoom-container">
                    {/* Only the current slide and its neighbours load their image. */}
                    {Math.abs(i - index) <= 1 && (
                      <img
                        ref={active ? activeImage : undefined}
                        src={it.src}
                        alt={it.alt}
                        draggable={false}
                        decoding="async"
                        style={{ transform: `translate3d(${z.x}px, ${z.y}px, 0px) scale(${z.s})` }}
                      />
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>

      <div className="gallery-viewer__nav" aria-hidden={focus || undefined}>
        <button type="button" onClick={() => goTo(index - 1)} disabled={index === 0} aria-label={labels.prev}>‹</button>
        <button type="button" onClick={() => zoomAt(scale - 1)} disabled={scale <= GALLERY.minZoom} aria-label={labels.zoomOut}>−</button>
        <button type="button" onClick={() => zoomAt(scale + 1)} disabled={scale >= GALLERY.maxZoom} aria-label={labels.zoomIn}>+</button>
        <button type="button" onClick={() => goTo(index + 1)} disabled={index >= count - 1} aria-label={labels.next}>›</button>
      </div>

      <footer className="gallery-viewer__info" aria-hidden={focus || undefined}>
        <p className="gallery-viewer__counter" aria-live="polite">
          <span data-testid="gallery-index">{index + 1}</span> / <span>{count}</span>
        </p>
        {item && <p className="gallery-viewer__caption">{item.caption}</p>}
        <p className="gallery-viewer__meta">
          <span>{publisher}</span> <time dateTime={publishTimeIso}>{publishTime}</time>
        </p>
        <div className="gallery-viewer__thumbs" ref={thumbsRef} style={{ gap: strip.spacing }}>
          {items.map((it, i) => (
            <button
              key={`${it.thumb}-${i}`}
              type="button"
              className={`gallery-viewer__thumb${i === index ? ' is-active' : ''}`}
              style={{ width: strip.size, height: strip.size }}
              onClick={() => goTo(i)}
              aria-label={`${i + 1} / ${count}`}
              aria-current={i === index || undefined}
            >
              <img src={it.thumb} alt="" width={strip.size} height={strip.size} loading="lazy" draggable={false} />
            </button>
          ))}
        </div>
      </footer>
    </div>
  );
}

/** The photo the reader tapped: which gallery ([data-gallery] of its holder), which slide, and where focus returns. */
const $opened = atom<{ gallery: string; index: number; trigger: HTMLElement } | null>(null);

// The photos are outside the island: this listener, added when the module loads (before the
// directive replays the first tap), opens the viewer through the store (docs/decisions/0012).
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-gallery-index]');
    const gallery = trigger?.closest<HTMLElement>('[data-gallery]')?.dataset.gallery;
    if (!trigger || !gallery || event.defaultPrevented) return;
    event.preventDefault();
    $opened.set({ gallery, index: Number(trigger.dataset.galleryIndex) || 0, trigger });
  });
}

interface GalleryIslandProps {
  /** Viewer props per gallery of the page, by the data-gallery name of its holder ('album', 'body'). */
  galleries: Record<string, GalleryProps>;
}

/**
 * The article's galleries: renders nothing until a photo is tapped, then the viewer over the page
 * (position: fixed, rendered in place: a portal would add react-dom's 1.4 KB gz to the page).
 */
export default function GalleryIsland({ galleries }: GalleryIslandProps) {
  // 'initial': hydration renders what the server did (nothing), even if a tap came first.
  const opened = useStore($opened, { ssr: 'initial' });
  const props = opened ? galleries[opened.gallery] : undefined;
  useEffect(() => {
    document.documentElement.classList.toggle('has-overlay', Boolean(props));
  }, [props]);
  if (!opened || !props) return null;
  const close = () => {
    $opened.set(null);
    opened.trigger.focus();
  };
  return <Gallery key={opened.index} {...props} initialSlide={opened.index} onClose={close} />;
}
