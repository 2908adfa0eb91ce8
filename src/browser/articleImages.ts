// The article's images without React (loaded by ArticleView.astro): a tap on a masked (18+) image
// reveals it, and an image that fails to load is tried again, then shows the fallback image
// (src/domain/article/imageRetry.ts; no inline handlers in article HTML).
// The reveal listens in the capture phase and keeps the tap to itself, so the same tap does not
// also open the gallery (whose client:interaction trigger is the photo).
import { IMAGE_RETRY_DELAYS_MS, imageRetryAddress } from '#/domain/article/imageRetry.ts';

function reveal(event: Event): void {
  const mask = (event.target as Element | null)?.closest?.<HTMLElement>('[data-restricted="true"]');
  if (!mask) return;
  event.preventDefault();
  event.stopPropagation();
  mask.dataset.restricted = 'revealed';
}

/** Retries made per image so far. */
const retries = new WeakMap<HTMLImageElement, number>();

/** A picture that failed: tried again after a wait, up to the attempt count, then the error image. */
function retryOrFallback(img: EventTarget | null): void {
  if (!(img instanceof HTMLImageElement) || !img.dataset.fallback || img.src.endsWith(img.dataset.fallback)) return;
  const attempt = (retries.get(img) ?? 0) + 1;
  const failed = img.currentSrc || img.src;
  // The srcset would pick the failed address again: the retry (or the error image) is the src alone.
  img.removeAttribute('srcset');
  if (attempt > IMAGE_RETRY_DELAYS_MS.length || !failed) {
    img.src = img.dataset.fallback;
    return;
  }
  retries.set(img, attempt);
  setTimeout(() => (img.src = imageRetryAddress(failed, attempt)), IMAGE_RETRY_DELAYS_MS[attempt - 1]);
}

document.addEventListener('click', reveal, true);
document.addEventListener('error', (event) => retryOrFallback(event.target), true);
// Images that failed before this script ran.
for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) retryOrFallback(img);
}
