// The carousel module (content-spec §3) on Swiper, with the carousel defaults of content-spec §9.
// The slides are the server's ArticleCard.astro markup passed in as children (.swiper >
// .swiper-wrapper > .swiper-slide); the island only makes them move.
// client:visible — it only needs to move once the reader scrolls it into view.
import { useEffect, useRef, type ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

const CAROUSEL_SETTINGS = {
  speed: 300,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  touchAngle: 45,
  edgeSwipeThreshold: 20,
  resistanceRatio: 0.85,
  autoplayDelay: 3000,
} as const;

interface Props {
  labels: { previous: string; next: string; slide: string };
  /** The slides, rendered on the server. */
  children?: ReactNode;
}

export default function Carousel({ labels, children }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current?.querySelector<HTMLElement>('.swiper');
    if (!el) return;
    // The controls exist only once the carousel moves: without JavaScript they would do nothing.
    const control = (className: string): HTMLElement => {
      const div = document.createElement('div');
      div.className = className;
      el.appendChild(div);
      return div;
    };
    const prevEl = control('swiper-button-prev');
    const nextEl = control('swiper-button-next');
    const paginationEl = control('swiper-pagination');
    const swiper = new Swiper(el, {
      modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
      slidesPerView: 1.15,
      spaceBetween: 12,
      breakpoints: { 768: { slidesPerView: 2.2, spaceBetween: 16 }, 1024: { slidesPerView: 3, spaceBetween: 16 } },
      speed: CAROUSEL_SETTINGS.speed,
      longSwipesMs: CAROUSEL_SETTINGS.longSwipesMs,
      longSwipesRatio: CAROUSEL_SETTINGS.longSwipesRatio,
      touchAngle: CAROUSEL_SETTINGS.touchAngle,
      edgeSwipeThreshold: CAROUSEL_SETTINGS.edgeSwipeThreshold,
      resistanceRatio: CAROUSEL_SETTINGS.resistanceRatio,
      autoplay: { delay: CAROUSEL_SETTINGS.autoplayDelay, disableOnInteraction: true, pauseOnMouseEnter: true },
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: { prevEl, nextEl },
      pagination: { el: paginationEl, clickable: true },
      a11y: {
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        slideLabelMessage: labels.slide.replace('{{count}}', '{{slidesLength}}'),
      },
    });
    return () => {
      swiper.destroy(true, true);
      for (const c of [prevEl, nextEl, paginationEl]) c.remove();
    };
  }, []);
  return (
    <div ref={host} className="carousel-host">
      {children}
    </div>
  );
}
