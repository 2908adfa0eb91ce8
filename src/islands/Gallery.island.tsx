// Image gallery viewer (shell-spec §2, §4, §9) for album photos and body images.
// Hydration: no client:* directive; mountIslands.ts imports and opens it on the reader's first tap
// on a photo (Astro has no on-interaction directive), so the page ships none of it before then.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Keyboard, Thumbs, Zoom } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/zoom';
import 'swiper/css/thumbs';
import './Gallery.css';
import {
  GALLERY,
  backgroundOpacity,
  clampZoom,
  dragCloses,
  isFocusMode,
  slideDirection,
  thumbStrip,
} from '../domain/gallery.ts';
import { track } from '../client/tracking.ts';

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

interface DragState {
  startX: number;
  startY: number;
  vertical: boolean | null;
}

export function Gallery(props: GalleryProps & { onClose: () => void }) {
  const { items, title, publisher, publishTime, publishTimeIso, labels, onClose } = props;
  const initial = Math.min(Math.max(props.initialSlide ?? 0, 0), Math.max(items.length - 1, 0));
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(initial);
  const [scale, setScale] = useState(1);
  const [forced, setForced] = useState(false);
  const [dragY, setDragY] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [viewport, setViewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const drag = useRef<DragState | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(initial);

  const focus = isFocusMode({ dragging, scale, forced }) && !props.forceShowHeader;
  const strip = thumbStrip(viewport.width);
  const sendTracking = !props.hasCustomizedTracker;

  useEffect(() => {
    closeButton.current?.focus();
    if (sendTracking) {
      track({ type: 'galleryPageView', page: props.trackingPage, pageType: 'imageSlide', title, location: window.location.href, position: initial });
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // Opened once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After an orientation change, wait until the width really changes, then resize both carousels.
  useEffect(() => {
    const onOrientation = () => {
      const before = window.innerWidth;
      let tries = 0;
      const timer = window.setInterval(() => {
        tries += 1;
        if (window.innerWidth !== before || tries >= GALLERY.orientationPollTries) {
          window.clearInterval(timer);
          setViewport({ width: window.innerWidth, height: window.innerHeight });
          main?.update();
          thumbs?.update();
        }
      }, GALLERY.orientationPollMs);
    };
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('orientationchange', onOrientation);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('orientationchange', onOrientation);
      window.removeEventListener('resize', onResize);
    };
  }, [main, thumbs]);

  const zoomTo = useCallback(
    (next: number) => {
      if (!main) return;
      const target = clampZoom(next);
      if (target === 1) main.zoom.out();
      else main.zoom.in(target);
    },
    [main],
  );

  // Vertical drag to close; horizontal moves stay with the carousel (its touch angle is 45°).
  const onPointerDown = (e: ReactPointerEvent) => {
    if (scale !== 1 || e.button !== 0) return;
    drag.current = { startX: e.clientX, startY: e.clientY, vertical: null };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (d.vertical === null && Math.hypot(dx, dy) > 8) d.vertical = Math.abs(dy) > Math.abs(dx);
    if (d.vertical) {
      setDragging(true);
      setDragY(dy);
    }
  };
  const onPointerEnd = () => {
    const d = drag.current;
    drag.current = null;
    if (!d?.vertical) return;
    if (dragCloses(dragY, viewport.height, scale)) {
      onClose();
      return;
    }
    setDragging(false);
    setDragY(0);
  };

  const item = items[index];
  const opacity = backgroundOpacity(dragY, viewport.height, scale);

  return (
    <div
      className={`gallery-viewer${focus ? ' is-focus' : ''}`}
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
        className="gallery-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{ transform: dragY ? `translateY(${dragY}px)` : undefined, transition: dragging ? 'none' : undefined }}
        data-drag-y={dragY}
      >
        <Swiper
          modules={[Zoom, Thumbs, Keyboard]}
          initialSlide={initial}
          spaceBetween={GALLERY.gutter}
          zoom={{ minRatio: GALLERY.minZoom, maxRatio: GALLERY.maxZoom, toggle: true }}
          keyboard={{ enabled: true }}
          touchAngle={45}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          onSwiper={setMain}
          onSlideChange={(s) => {
            setIndex(s.activeIndex);
            if (sendTracking) track({ type: 'gallerySlideChange', direction: slideDirection(previous.current, s.activeIndex), index: s.activeIndex });
            previous.current = s.activeIndex;
          }}
          onZoomChange={(_s, next) => {
            setScale(next);
            if (sendTracking) track({ type: 'galleryZoom', scale: next });
          }}
          onTap={() => setForced((f) => !f)}
          className="gallery-viewer__main"
        >
          {items.map((it, i) => (
            <SwiperSlide key={`${it.src}-${i}`}>
              <div className="swiper-zoom-container">
                <img src={it.src} alt={it.alt} draggable={false} />
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>

      <div className="gallery-viewer__nav" aria-hidden={focus || undefined}>
        <button type="button" onClick={() => main?.slidePrev()} disabled={index === 0} aria-label={labels.prev}>‹</button>
        <button type="button" onClick={() => zoomTo(scale - 1)} disabled={scale <= GALLERY.minZoom} aria-label={labels.zoomOut}>−</button>
        <button type="button" onClick={() => zoomTo(scale + 1)} disabled={scale >= GALLERY.maxZoom} aria-label={labels.zoomIn}>+</button>
        <button type="button" onClick={() => main?.slideNext()} disabled={index >= items.length - 1} aria-label={labels.next}>›</button>
      </div>

      <footer className="gallery-viewer__info" aria-hidden={focus || undefined}>
        <p className="gallery-viewer__counter" aria-live="polite">
          <span data-testid="gallery-index">{index + 1}</span> / <span>{items.length}</span>
        </p>
        {item && <p className="gallery-viewer__caption">{item.caption}</p>}
        <p className="gallery-viewer__meta">
          <span>{publisher}</span> <time dateTime={publishTimeIso}>{publishTime}</time>
        </p>
        <Swiper
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView="auto"
          spaceBetween={strip.spacing}
          watchSlidesProgress
          className="gallery-viewer__thumbs"
        >
          {items.map((it, i) => (
            <SwiperSlide key={`${it.thumb}-${i}`} style={{ width: strip.size, height: strip.size }}>
              <img src={it.thumb} alt="" width={strip.size} height={strip.size} />
            </SwiperSlide>
          ))}
        </Swiper>
      </footer>
    </div>
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;

/** Opens the viewer over the page; focus returns to `returnFocus` when it closes. */
export function openGallery(props: GalleryProps, returnFocus?: HTMLElement | null): void {
  if (!host) {
    host = document.createElement('div');
    host.dataset.island = 'gallery-viewer';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const close = () => {
    root?.render(null);
    document.documentElement.classList.remove('has-overlay');
    returnFocus?.focus();
  };
  document.documentElement.classList.add('has-overlay');
  root!.render(<Gallery key={Date.now()} {...props} onClose={close} />);
  host.dataset.hydrated = 'true';
}
