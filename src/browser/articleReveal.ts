// A tap on a masked (18+) photo of an age-limited article reveals it (ArticleRestrictedReveal.astro).
// It listens in the capture phase and keeps the tap to itself, so the same tap does not also open
// the gallery (whose client:interaction trigger is the photo).
function reveal(event: Event): void {
  const mask = (event.target as Element | null)?.closest?.<HTMLElement>('[data-restricted="true"]');
  if (!mask) return;
  event.preventDefault();
  event.stopPropagation();
  mask.dataset.restricted = 'revealed';
}

document.addEventListener('click', reveal, true);
