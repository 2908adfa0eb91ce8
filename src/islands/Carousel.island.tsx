// The carousel module (content-spec §3) on Swiper, with the carousel defaults of content-spec §9.
// client:visible — it only needs to move once the reader scrolls it into view.
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { ArticleCard } from '#functions/webapi/schemas/content.ts';
import { ArticleCardView, type CardContext } from '#/components/react/ArticleCardView.tsx';

export const CAROUSEL_SETTINGS = {
  speed: 300,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  touchAngle: 45,
  edgeSwipeThreshold: 20,
  resistanceRatio: 0.85,
  autoplayDelay: 3000,
} as const;

interface Props {
  cards: ArticleCard[];
  ctx: CardContext;
  labels: { previous: string; next: string; slide: string };
}

export default function Carousel({ cards, ctx, labels }: Props) {
  return (
    <Swiper
      modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
      className="carousel"
      slidesPerView={1.15}
      spaceBetween={12}
      breakpoints={{ 768: { slidesPerView: 2.2, spaceBetween: 16 }, 1024: { slidesPerView: 3, spaceBetween: 16 } }}
      speed={CAROUSEL_SETTINGS.speed}
      longSwipesMs={CAROUSEL_SETTINGS.longSwipesMs}
      longSwipesRatio={CAROUSEL_SETTINGS.longSwipesRatio}
      touchAngle={CAROUSEL_SETTINGS.touchAngle}
      edgeSwipeThreshold={CAROUSEL_SETTINGS.edgeSwipeThreshold}
      resistanceRatio={CAROUSEL_SETTINGS.resistanceRatio}
      autoplay={{ delay: CAROUSEL_SETTINGS.autoplayDelay, disableOnInteraction: true, pauseOnMouseEnter: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      navigation
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        slideLabelMessage: labels.slide.replace('{{index}}', '{{index}}').replace('{{count}}', '{{slidesLength}}'),
      }}
    >
      {cards.map((card) => (
        <SwiperSlide key={card.id}>
          <ArticleCardView card={card} ctx={ctx} variant="grid" />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
