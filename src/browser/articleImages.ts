// The article's pictures without React (ArticleIslands.astro): one that fails to load (an error
// event, or already failed before this ran) is handed to ./articleImageRetry.ts, fetched then, so
// a page whose pictures load carries none of it. No inline handlers in article HTML. The 18+
// mask's reveal: ./articleReveal.ts.
let retry: Promise<typeof import('./articleImageRetry.ts')> | undefined;

function failed(img: EventTarget | null): void {
  if (!(img instanceof HTMLImageElement) || !img.dataset.fallback) return;
  void (retry ??= import('./articleImageRetry.ts')).then((m) => m.retryOrFallback(img));
}

document.addEventListener('error', (event) => failed(event.target), true);
for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) failed(img);
}
