// The article's images without React (loaded by ArticleView.astro): a tap on a masked (18+) image
// reveals it, and images that fail to load show the fallback image (no inline handlers in article
// HTML). The reveal listens in the capture phase and keeps the tap to itself, so the same tap does
// not also open the gallery (whose client:interaction trigger is the photo).

function reveal(event: Event): void {
  const mask = (event.target as Element | null)?.closest?.<HTMLElement>('[data-restricted="true"]');
  if (!mask) return;
  event.preventDefault();
  event.stopPropagation();
  mask.dataset.restricted = 'revealed';
}

function useFallback(img: EventTarget | null): void {
  if (!(img instanceof HTMLImageElement) || !img.dataset.fallback || img.src.endsWith(img.dataset.fallback)) return;
  img.removeAttribute('srcset');
  img.src = img.dataset.fallback;
}

document.addEventListener('click', reveal, true);
document.addEventListener('error', (event) => useFallback(event.target), true);
// Images that failed before this script ran.
for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) useFallback(img);
}
