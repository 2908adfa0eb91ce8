// Mounts the article's islands on the reader's first interaction: a tap on a photo opens the
// gallery, a tap on play mounts the player. Until then the page runs only this file (well under
// 1 KB gz); each island and its libraries load on demand. Props travel as JSON in data-props.

function propsOf<T>(el: Element): T | null {
  try {
    return JSON.parse(el.getAttribute('data-props') ?? 'null') as T;
  } catch {
    return null;
  }
}

/**
 * One click handler, in order: a tap on a masked (18+) image reveals it; otherwise a tap on an
 * element with data-gallery-index opens the gallery whose props its [data-gallery] ancestor holds.
 */
function clicks(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const mask = target?.closest<HTMLElement>('[data-restricted="true"]');
    if (mask) {
      event.preventDefault();
      mask.dataset.restricted = 'revealed';
      return;
    }
    const trigger = target?.closest<HTMLElement>('[data-gallery-index]');
    const holder = trigger?.closest('[data-gallery]');
    if (!trigger || !holder) return;
    event.preventDefault();
    const props = propsOf<import('./Gallery.island.tsx').GalleryProps>(holder);
    if (!props) return;
    void import('./Gallery.island.tsx').then(({ openGallery }) =>
      openGallery({ ...props, initialSlide: Number(trigger.dataset.galleryIndex) || 0 }, trigger),
    );
  });
}

/** Players: a [data-video] container's play button replaces it with the player. */
function videos(): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-video]')) {
    const props = propsOf<import('./VideoPlayer.island.tsx').VideoPlayerProps>(container);
    if (!props) continue;
    const mount = () => void import('./VideoPlayer.island.tsx').then(({ mountVideoPlayer }) => mountVideoPlayer(container, props));
    if (props.playMode === 'AUTOPLAY') mount();
    else container.querySelector('[data-video-play]')?.addEventListener('click', mount, { once: true });
  }
}

/** Article images that fail to load show the fallback image (no inline handlers in article HTML). */
function useFallback(img: EventTarget | null): void {
  if (!(img instanceof HTMLImageElement) || !img.dataset.fallback || img.src.endsWith(img.dataset.fallback)) return;
  img.removeAttribute('srcset');
  img.src = img.dataset.fallback;
}

function imageFallbacks(): void {
  document.addEventListener('error', (event) => useFallback(event.target), true);
  // Images that failed before this script ran.
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) useFallback(img);
  }
}

imageFallbacks();
clicks();
videos();
