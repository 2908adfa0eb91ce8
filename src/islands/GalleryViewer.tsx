// Island-internal module of Gallery: the full-screen image viewer of shell-spec §2/§4. React renders
// its markup at once (header, slides, buttons, counter, caption, thumbnails) in swiper's structure
// and at the opened slide; swiper (./gallerySwiper.ts, imported on opening) then takes over the
// track: swipe, pinch and double-tap zoom, arrow keys, slide roles. Until it is there, the slide and
// zoom buttons are disabled. The viewer adds what swiper has no module for: drag down to close,
// focus mode on a tap, Escape, keeping focus inside, the thumbnail strip and the tracking events.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { GALLERY, backgroundOpacity, clampZoom, dragCloses, isFocusMode, slideDirection, thumbStrip } from '#/domain/article/gallery.ts';
import { track } from '#/browser/tracking.ts';
import type { Swiper } from './gallerySwiper.ts';
import { GalleryAd, type GalleryAdModule } from './GalleryAd.tsx';

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
  /** The viewer's ad module (shell-spec §2 adModule), when the market places one. */
  adModule?: GalleryAdModule;
}

/**
 * Swiper and its modules: one request, started by the tap that opens the viewer. Behind
 * `import.meta.env.SSR`, so the server build leaves swiper out of the Worker.
 */
export const loadGallerySwiper = () =>
  import.meta.env.SSR ? Promise.reject(new Error('swiper runs only in the browser')) : import('./gallerySwiper.ts');

/** The longest gap between the two taps of a double tap (swiper's own), ms: a single tap waits it out. */
const TAP_MS = 300;
/** A pinch that ends this close to 1 counts as 1. */
const SNAP_TO_ONE = 1.05;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
/** Where a pointer or the first changed touch is, in page coordinates (swiper's touches are too). */
const pageY = (e: MouseEvent | TouchEvent | PointerEvent) => ('changedTouches' in e ? (e.changedTouches[0]?.pageY ?? 0) : e.pageY);

export function Gallery(props: GalleryProps & { onClose: () => void }) {
  const { items, title, publisher, publishTime, publishTimeIso, labels } = props;
  const count = items.length;
  const initial = Math.min(Math.max(props.initialSlide ?? 0, 0), Math.max(count - 1, 0));
  const [index, setIndex] = useState(initial);
  const [scale, setScale] = useState(1);
  const [forced, setForced] = useState(false);
  const [dragY, setDragY] = useState(0);
  const [ready, setReady] = useState(false);
  const [viewport, setViewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));

  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  /** Pointers down on the stage: with two, the fingers pinch and the track must not follow one of them. */
  const pointers = useRef(new Set<number>());
  // Handlers registered once (swiper's, the keyboard's) read the latest values here.
  const live = useRef({ onClose: props.onClose, dragY: 0, dragging: false, moved: false, trackedScale: 1, tapTimer: 0 });
  live.current.onClose = props.onClose;

  const focus = isFocusMode({ dragging: dragY !== 0, scale, forced }) && !props.forceShowHeader;
  const strip = thumbStrip(viewport.width);
  const sendTracking = !props.hasCustomizedTracker;

  function drag(y: number) {
    live.current.dragY = y;
    live.current.dragging = y !== 0;
    setDragY(y);
  }

  /** A settled zoom (buttons, double tap, end of a pinch, reset by a slide change) is tracked once. */
  function settleZoom(s: Swiper): void {
    const z = s.zoom.scale;
    if (z > 1 && z < SNAP_TO_ONE) {
      s.zoom.out();
      return settleZoom(s);
    }
    if (z === live.current.trackedScale) return;
    live.current.trackedScale = z;
    if (sendTracking) track({ type: 'galleryZoom', scale: z });
  }

  function zoomTo(target: number) {
    const s = swiper.current;
    if (!s) return;
    const z = clampZoom(target);
    if (z === 1) s.zoom.out();
    else {
      s.zoom.in(z);
      // Swiper 14 aims a zoom to a given ratio at the slide's top-left corner (a missing tap point
      // taken as 0, 0): the buttons zoom about the photo's centre, as a reader expects.
      const box = s.slides[s.activeIndex]?.querySelector<HTMLElement>('.swiper-zoom-container');
      if (box) box.style.transform = 'translate3d(0px, 0px, 0px)';
    }
    settleZoom(s);
  }

  // Opening: focus, page view, Escape and Tab; then swiper, once its module is there.
  useEffect(() => {
    closeButton.current?.focus();
    if (sendTracking) {
      track({ type: 'galleryPageView', page: props.trackingPage, pageType: 'imageSlide', title, location: window.location.href, position: initial });
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return live.current.onClose();
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

    let closed = false;
    void loadGallerySwiper().then(({ createGallerySwiper }) => {
      if (closed || !main.current) return;
      swiper.current = createGallerySwiper(main.current, {
        initialSlide: initial,
        reducedMotion: reducedMotion(),
        on: {
          slideChange(s) {
            setIndex(s.activeIndex);
            if (sendTracking) track({ type: 'gallerySlideChange', direction: slideDirection(s.previousIndex, s.activeIndex), index: s.activeIndex });
          },
          zoomChange(_s: Swiper, z: number) {
            setScale(z);
          },
          // A slide change resets the zoom of the slide left once the track has stopped.
          transitionEnd: settleZoom,
          touchStart() {
            live.current.moved = false;
          },
          // Swiper leaves vertical drags alone: unzoomed, they pull the stage down to close.
          touchMoveOpposite(s, e) {
            if (s.zoom.scale !== 1) return;
            live.current.moved = true;
            drag(pageY(e) - s.touches.startY);
          },
          touchEnd(s, e) {
            if (live.current.dragging) {
              const released = e.type === 'pointerup' || e.type === 'touchend';
              if (released && dragCloses(live.current.dragY, window.innerHeight, s.zoom.scale)) return live.current.onClose();
              drag(0);
            }
            settleZoom(s);
          },
          // A single tap toggles focus mode once it is clear no second tap follows; a double tap zooms.
          tap() {
            window.clearTimeout(live.current.tapTimer);
            if (live.current.moved) return;
            live.current.tapTimer = window.setTimeout(() => setForced((f) => !f), TAP_MS);
          },
          doubleTap(s) {
            window.clearTimeout(live.current.tapTimer);
            settleZoom(s);
          },
        },
      });
      setReady(true);
    });
    return () => {
      closed = true;
      window.removeEventListener('keydown', onKey);
      window.clearTimeout(live.current.tapTimer);
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
    // Opened once per mount; handlers read the latest values through `live`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After an orientation change, wait until the width really changes (polling every 100 ms, up to
  // 10 tries), then re-measure the thumbnail strip and the track (swiper follows plain resizes itself).
  useEffect(() => {
    const measure = () => {
      setViewport({ width: window.innerWidth, height: window.innerHeight });
      swiper.current?.update();
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
  }, []);

  // Keep the active thumbnail in view.
  useEffect(() => {
    const el = thumbsRef.current;
    const thumb = el?.children[index] as HTMLElement | undefined;
    if (!el || !thumb) return;
    const left = thumb.offsetLeft - (el.clientWidth - thumb.offsetWidth) / 2;
    el.scrollTo?.({ left: Math.max(0, left), behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [index, strip.size]);

  // Two fingers pinch: the track holds still meanwhile (swiper's Zoom scales, its track would follow the first finger).
  const onPointerDown = (e: ReactPointerEvent) => {
    pointers.current.add(e.pointerId);
    if (pointers.current.size > 1 && swiper.current) swiper.current.allowTouchMove = false;
  };
  const onPointerEnd = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (!pointers.current.size && swiper.current) swiper.current.allowTouchMove = true;
  };

  const item = items[index];
  const opacity = backgroundOpacity(dragY, viewport.height, scale);
  const can = (ok: boolean) => ready && ok;

  return (
    <div
      ref={dialog}
      className={`gallery-viewer${focus ? ' is-focus' : ''}${dragY ? ' is-dragging' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="gallery-viewer"
      style={{ backgroundColor: `rgba(0, 0, 0, ${opacity})` }}
    >
      <header className="gallery-viewer__header" aria-hidden={focus || undefined}>
        <h2 className="gallery-viewer__title">{title}</h2>
        <button ref={closeButton} type="button" className="gallery-viewer__close" onClick={props.onClose} aria-label={labels.close}>
          <span aria-hidden="true">⌄</span>
        </button>
      </header>

      <div
        className="gallery-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{ transform: dragY ? `translate3d(0, ${dragY}px, 0)` : undefined }}
      >
        {/* Swiper owns this element's classes and the track's and slides' styles once it starts:
            React sets them once, at the opened slide, and never changes them. */}
        <div ref={main} className="gallery-viewer__main swiper">
          <div className="swiper-wrapper" style={{ transform: `translate3d(calc(${-initial * 100}% - ${initial * GALLERY.gutter}px), 0, 0)` }}>
            {items.map((it, i) => (
              <div key={`${it.src}-${i}`} className="swiper-slide" style={{ marginRight: GALLERY.gutter }} aria-hidden={i !== index || undefined}>
                <div className="swiper-zoom-container">
                  {/* Only the current slide and its neighbours load their image. */}
                  {Math.abs(i - index) <= 1 && <img src={it.src} alt={it.alt} draggable={false} decoding="async" />}
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>

      <div className="gallery-viewer__nav" aria-hidden={focus || undefined}>
        <button type="button" onClick={() => swiper.current?.slidePrev()} disabled={!can(index > 0)} aria-label={labels.prev}>‹</button>
        <button type="button" onClick={() => zoomTo(scale - 1)} disabled={!can(scale > GALLERY.minZoom)} aria-label={labels.zoomOut}>−</button>
        <button type="button" onClick={() => zoomTo(scale + 1)} disabled={!can(scale < GALLERY.maxZoom)} aria-label={labels.zoomIn}>+</button>
        <button type="button" onClick={() => swiper.current?.slideNext()} disabled={!can(index < count - 1)} aria-label={labels.next}>›</button>
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
              onClick={() => swiper.current?.slideTo(i)}
              aria-label={`${i + 1} / ${count}`}
              aria-current={i === index || undefined}
            >
              <img src={it.thumb} alt="" width={strip.size} height={strip.size} loading="lazy" draggable={false} />
            </button>
          ))}
        </div>
        {props.adModule && <GalleryAd ad={props.adModule} />}
      </footer>
    </div>
  );
}
