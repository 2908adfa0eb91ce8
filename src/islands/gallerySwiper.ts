// Island-internal module of Gallery: swiper with the three modules the viewer uses (Zoom for pinch
// and double-tap zoom, Keyboard for the arrow keys, A11y for the slides' roles and labels). The
// viewer imports it dynamically when a reader opens the gallery, so no page pays for swiper before
// (docs/decisions/0047). Its styles are the scoped part of Gallery.css.
import Swiper from 'swiper';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { GALLERY } from '#/domain/article/gallery.ts';

/** A drag past this share of the width changes slide (swiper's default is half). */
const SWIPE_SHARE = 0.2;

export type { Swiper };

export function createGallerySwiper(el: HTMLElement, options: { initialSlide: number; reducedMotion: boolean; on: SwiperOptions['on'] }): Swiper {
  return new Swiper(el, {
    modules: [Zoom, Keyboard, A11y],
    initialSlide: options.initialSlide,
    // Opening at a slide is not a slide change (no tracking event for it).
    runCallbacksOnInit: false,
    // Without motion the slide changes at once (CSS transitions are off then, so none would end).
    speed: options.reducedMotion ? 0 : 300,
    spaceBetween: GALLERY.gutter,
    longSwipesRatio: SWIPE_SHARE,
    zoom: { minRatio: GALLERY.minZoom, maxRatio: GALLERY.maxZoom },
    keyboard: { enabled: true },
    // The viewer's counter is its live region: the track is not a second one.
    a11y: { wrapperLiveRegion: false },
    on: options.on,
  });
}
