// The carousel module's behaviour (content-spec §3 carousel module, §9 autoplay delay), without
// React: the slides are server-rendered (src/components/Carousel.astro) in a native CSS scroll-snap
// track that slides by touch, trackpad and keyboard before this loads (and without it). This adds
// what needs a script: autoplay, the pagination dots, the arrows (wider screens) and the arrow keys.
// Loaded by src/browser/carouselWake.ts when a carousel nears the view (decision 0057).
import { AUTOPLAY_DELAY_MS, autoplayNext, carouselStops, nearestStop } from '#/domain/portal/carousel.ts';

const motion = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

function button(className: string, label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  return b;
}

/** Starts one carousel: `root` is `.carousel[data-carousel]` with its `.carousel__track`. */
export function startCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.carousel__track');
  const live = root.querySelector<HTMLElement>('[aria-live]');
  if (!track || !live || root.dataset.carousel === 'started') return;
  root.dataset.carousel = 'started';
  const slides = [...track.children] as HTMLElement[];
  const slideLabel = (stop: number) => (root.dataset.labelSlide ?? '').replace('{{index}}', String(stop + 1));
  const prev = button('carousel__arrow carousel__arrow--prev', root.dataset.labelPrevious ?? '');
  const next = button('carousel__arrow carousel__arrow--next', root.dataset.labelNext ?? '');
  const dots = document.createElement('div');
  dots.className = 'carousel__dots';
  let stops = [0];
  let current = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Autoplay stops for good once the reader touches, clicks, types or tabs into the carousel, and
  // never starts for readers who ask for less motion; a mouse resting on it, or the page being
  // hidden, pauses it.
  let playing = motion() === 'smooth';
  let hovered = false;
  // Where the row is heading: a second press while it slides counts from there, not from where it
  // happens to be. Forgotten once scrolling ends.
  let aim: number | null = null;
  const at = () => nearestStop(stops, track.scrollLeft);

  const go = (to: number | null, by: number): number => {
    const stop = Math.min(Math.max((to ?? aim ?? at()) + by, 0), stops.length - 1);
    aim = stop;
    track.scrollTo({ left: stops[stop], behavior: motion() });
    return stop;
  };
  const move = (to: number | null, by: number, say: boolean) => {
    const stop = go(to, by);
    if (say) live.textContent = slideLabel(stop);
  };
  /** Marks the stop the row rests nearest to: the arrows' ends and the current dot. */
  const show = () => {
    const now = at();
    if (now === current) return;
    current = now;
    prev.setAttribute('aria-disabled', String(now === 0));
    next.setAttribute('aria-disabled', String(now === stops.length - 1));
    [...dots.children].forEach((d, i) => d.setAttribute('aria-current', String(i === now)));
  };
  const schedule = () => {
    clearTimeout(timer);
    if (playing && !hovered && !document.hidden) timer = setTimeout(() => (go(autoplayNext(aim ?? at(), stops.length), 0), schedule()), AUTOPLAY_DELAY_MS);
  };
  const stop = () => {
    playing = false;
    clearTimeout(timer);
  };
  // One read of the slides' positions per size change (a ResizeObserver callback runs after layout:
  // no forced reflow), then the controls for that many stops.
  const measure = () => {
    const first = slides[0]?.offsetLeft ?? 0;
    stops = carouselStops(slides.map((s) => s.offsetLeft - first), track.scrollWidth - track.clientWidth);
    const controls = stops.length > 1;
    if (controls && dots.children.length !== stops.length) {
      dots.replaceChildren(...stops.map((_, i) => {
        const dot = button('', slideLabel(i));
        dot.addEventListener('click', () => move(i, 0, false));
        return dot;
      }));
    }
    for (const el of [prev, next, dots]) {
      if (controls && !el.isConnected) root.insertBefore(el, live);
      if (!controls) el.remove();
    }
    current = -1;
    show();
  };

  prev.addEventListener('click', () => move(null, -1, true));
  next.addEventListener('click', () => move(null, 1, true));
  root.addEventListener('keydown', (e) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step || stops.length < 2) return;
    e.preventDefault();
    move(null, step, true);
  });
  const onHover = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = e.type === 'pointerenter';
    schedule();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) root.addEventListener(type, stop, { passive: true });
  root.addEventListener('wheel', (e) => Math.abs(e.deltaX) > Math.abs(e.deltaY) && stop(), { passive: true });
  root.addEventListener('pointerenter', onHover, { passive: true });
  root.addEventListener('pointerleave', onHover, { passive: true });
  track.addEventListener('scroll', show, { passive: true });
  track.addEventListener('scrollend', () => (aim = null));
  document.addEventListener('visibilitychange', schedule);
  new ResizeObserver(measure).observe(track);
  schedule();
}
