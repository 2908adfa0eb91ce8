// The carousel module (content-spec §3) with the autoplay delay of content-spec §9. The slides are
// the server's ArticleCard.astro markup passed in as children (.carousel__track > .carousel__slide),
// and the track is a native CSS scroll-snap scroller: it slides by touch, trackpad and keyboard
// before this island loads (and without it). The island adds what needs a script: autoplay, the
// pagination dots, the arrows (wider screens) and the arrow keys. Why not swiper: decision 0021.
// client:visible — it only needs to move once the reader scrolls it into view.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AUTOPLAY_DELAY_MS, autoplayNext, carouselStops, nearestStop } from '#/domain/portal/carousel.ts';

interface Props {
  /** `slide` has the slide count filled in and `{{index}}` left for the island. */
  labels: { previous: string; next: string; slide: string };
  /** The slides, rendered on the server. */
  children?: ReactNode;
}

const motion = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

export default function Carousel({ labels, children }: Props) {
  const host = useRef<HTMLDivElement>(null);
  /** How many stops the track has: 0 until measured, so the server renders no controls. */
  const [count, setCount] = useState(0);
  const [current, setCurrent] = useState(0);
  const [announced, announce] = useState('');
  /** Moves the row to stop `to`, or by `by` stops from where it is heading; returns the stop. */
  const moveTo = useRef<(to: number | null, by: number) => number>(() => 0);

  useEffect(() => {
    const root = host.current!;
    const track = root.querySelector<HTMLElement>('.carousel__track');
    if (!track) return;
    const slides = [...track.children] as HTMLElement[];
    let stops = [0];
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Autoplay stops for good once the reader touches, clicks, types or tabs into the carousel, and
    // never starts for readers who ask for less motion; a mouse resting on it, or the page being
    // hidden, pauses it.
    let playing = motion() === 'smooth';
    let hovered = false;
    const at = () => nearestStop(stops, track.scrollLeft);
    // Where the row is heading: a second press while it slides counts from there, not from where
    // it happens to be. Forgotten once scrolling ends.
    let aim: number | null = null;
    const go = (to: number | null, by: number) => {
      const stop = Math.min(Math.max((to ?? aim ?? at()) + by, 0), stops.length - 1);
      aim = stop;
      track.scrollTo({ left: stops[stop], behavior: motion() });
      return stop;
    };
    const onScrollEnd = () => (aim = null);
    const schedule = () => {
      clearTimeout(timer);
      if (playing && !hovered && !document.hidden) timer = setTimeout(() => (go(autoplayNext(aim ?? at(), stops.length), 0), schedule()), AUTOPLAY_DELAY_MS);
    };
    const stop = () => {
      playing = false;
      clearTimeout(timer);
    };
    const measure = () => {
      stops = carouselStops(
        slides.map((s) => s.offsetLeft - slides[0]!.offsetLeft),
        track.scrollWidth - track.clientWidth,
      );
      setCount(stops.length);
      setCurrent(at());
    };
    const onScroll = () => setCurrent(at());
    const onHover = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      hovered = e.type === 'pointerenter';
      schedule();
    };
    const onWheel = (e: WheelEvent) => Math.abs(e.deltaX) > Math.abs(e.deltaY) && stop();
    const events: [string, (e: never) => void][] = [
      ['pointerdown', stop],
      ['keydown', stop],
      ['focusin', stop],
      ['wheel', onWheel],
      ['pointerenter', onHover],
      ['pointerleave', onHover],
    ];
    for (const [type, listener] of events) root.addEventListener(type, listener as EventListener, { passive: true });
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    document.addEventListener('visibilitychange', schedule);
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    moveTo.current = go;
    schedule();
    return () => {
      stop();
      resize.disconnect();
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
      document.removeEventListener('visibilitychange', schedule);
      for (const [type, listener] of events) root.removeEventListener(type, listener as EventListener);
    };
  }, []);

  const label = (stop: number) => labels.slide.replace('{{index}}', String(stop + 1));
  const move = (to: number | null, by: number, say: boolean) => {
    const stop = moveTo.current(to, by);
    if (say) announce(label(stop));
  };
  return (
    <div
      ref={host}
      className="carousel"
      onKeyDown={(e) => {
        const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
        if (!step || count < 2) return;
        e.preventDefault();
        move(null, step, true);
      }}
    >
      {children}
      {count > 1 && (
        <>
          <button type="button" className="carousel__arrow carousel__arrow--prev" aria-label={labels.previous} aria-disabled={current === 0} onClick={() => move(null, -1, true)} />
          <button type="button" className="carousel__arrow carousel__arrow--next" aria-label={labels.next} aria-disabled={current === count - 1} onClick={() => move(null, 1, true)} />
          <div className="carousel__dots">
            {Array.from({ length: count }, (_, i) => (
              <button type="button" key={i} aria-label={label(i)} aria-current={i === current} onClick={() => move(i, 0, false)} />
            ))}
          </div>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
