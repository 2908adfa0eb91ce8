// The carousel module's behaviour (content-spec §3 carousel module, §9 carousel defaults), without
// React: the slides are server-rendered (src/components/Carousel.astro) in a native CSS scroll-snap
// track that slides by touch, trackpad and keyboard before this loads (and without it). This adds
// what needs a script: autoplay, the pagination dots, the arrows (wider screens), the arrow keys,
// and a finger's swipe by the spec's rules, every move taking the spec's 300 ms (decision 0061).
// Loaded by src/browser/carouselWake.ts when a carousel nears the view (decision 0057).
import { AUTOPLAY_DELAY_MS, autoplayNext, carouselStops, nearestStop } from '#/domain/portal/carousel.ts';
import { CAROUSEL_SPEED_MS, atScreenEdge, isSideways, resisted, swipeTarget } from '#/domain/portal/carouselSwipe.ts';

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

  // A move jumps the scroll position to its stop at once (the script's state, root.dataset.stop, is
  // where the row is going) and the slides glide there from where they were shown in the spec's
  // 300 ms: a browser's smooth scroll takes a time of its own choosing. Snapping is off meanwhile.
  const shift = (el: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41;
  const offset = (px: number) => slides.forEach((s) => (s.style.transform = px ? `translateX(${px}px)` : ''));
  let gliding: Animation[] = [];
  const slideTo = (stop: number) => {
    const shown = track.scrollLeft - (slides[0] ? shift(slides[0]) : 0);
    for (const a of gliding) a.cancel();
    offset(0);
    track.style.scrollSnapType = 'none';
    track.scrollLeft = stops[stop]!;
    aim = stop;
    root.dataset.stop = String(stop);
    const delta = track.scrollLeft - shown;
    const glide = motion() === 'smooth' && Math.abs(delta) >= 1;
    gliding = glide ? slides.map((s) => s.animate([{ transform: `translateX(${delta}px)` }, { transform: 'none' }], { duration: CAROUSEL_SPEED_MS, easing: 'ease-out' })) : [];
    const settle = () => {
      if (gliding.some((a) => a.playState === 'running')) return;
      track.style.scrollSnapType = '';
    };
    if (glide) gliding.forEach((a) => a.addEventListener('finish', settle));
    else settle();
  };
  const go = (to: number | null, by: number): number => {
    const stop = Math.min(Math.max((to ?? aim ?? at()) + by, 0), stops.length - 1);
    slideTo(stop);
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
    if (aim === null) root.dataset.stop = String(now);
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
  // A finger's sideways drag is the script's once it runs (a started track lets the browser pan it
  // only vertically, global.css): the row follows the finger, resisting past its ends, and on lift
  // goes where the swipe rules say. A touch at a screen edge stays the system's (swipe-back).
  let drag: { id: number; x: number; y: number; t: number; left: number; from: number; on: boolean | null } | null = null;
  track.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch' || !e.isPrimary || stops.length < 2 || atScreenEdge(e.clientX, innerWidth)) return;
    for (const a of gliding) a.finish();
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, t: e.timeStamp, left: track.scrollLeft, from: at(), on: null };
  });
  track.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const dx = e.clientX - drag.x;
    if (drag.on === null) {
      if (Math.hypot(dx, e.clientY - drag.y) < 4) return;
      drag.on = isSideways(dx, e.clientY - drag.y);
      if (!drag.on) return;
      track.setPointerCapture(e.pointerId);
      track.style.scrollSnapType = 'none';
    }
    if (!drag.on) return;
    const max = stops[stops.length - 1]!;
    const want = drag.left - dx;
    track.scrollLeft = Math.min(Math.max(want, 0), max);
    offset(want < 0 ? resisted(-want) : want > max ? -resisted(want - max) : 0);
  });
  const lift = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    const { on, from, x, t } = drag;
    drag = null;
    if (!on) return;
    const dx = e.type === 'pointercancel' ? 0 : e.clientX - x;
    const toward = stops[Math.min(Math.max(from + (dx < 0 ? 1 : -1), 0), stops.length - 1)]!;
    slideTo(swipeTarget({ from, count: stops.length, dx, ms: e.timeStamp - t, span: Math.abs(toward - stops[from]!) }));
  };
  track.addEventListener('pointerup', lift);
  track.addEventListener('pointercancel', lift);
  track.addEventListener('scroll', show, { passive: true });
  track.addEventListener('scrollend', () => (aim = null));
  document.addEventListener('visibilitychange', schedule);
  new ResizeObserver(measure).observe(track);
  schedule();
}
