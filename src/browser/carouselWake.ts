// Starts each carousel (src/components/Carousel.astro) when it nears the view (content-spec §9
// intersection buffer and threshold): only then is src/browser/carousel.ts loaded. Until then the
// server-rendered track already slides natively.
import { NEAR_VIEW } from '#/domain/shell/nearView.ts';

const carousels = document.querySelectorAll<HTMLElement>('[data-carousel]');
if (carousels.length) {
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
      if (!near.length) return;
      for (const el of near) observer.unobserve(el);
      void import('./carousel.ts').then((m) => near.forEach(m.startCarousel));
    },
    NEAR_VIEW,
  );
  carousels.forEach((el) => observer.observe(el));
}

export {}; // a module: its names stay its own
