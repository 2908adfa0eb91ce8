// A picture of the article that failed to load: tried again after a wait, up to the attempt count,
// then the fallback image (content-spec §8 "failed image load"; src/domain/article/imageRetry.ts).
// Loaded by ./articleImages.ts at the first failure: pages whose pictures load never fetch it.
import { IMAGE_RETRY_DELAYS_MS, imageRetryAddress } from '#/domain/article/imageRetry.ts';

/** Retries made per image so far. */
const retries = new WeakMap<HTMLImageElement, number>();

export function retryOrFallback(img: HTMLImageElement): void {
  if (!img.dataset.fallback || img.src.endsWith(img.dataset.fallback)) return;
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
