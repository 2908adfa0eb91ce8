// Videos of an article start by themselves, muted, when they come into view if the reader turned
// autoplay on (reading-settings sheet; content-spec §3 User store autoplay). Loaded with article
// videos only. The player island is woken with a mark saying why (src/islands/VideoPlayer.island.tsx).
import { AUTOPLAY_KEY } from '#/domain/shell/readerPreferences.ts';

let on = false;
try {
  on = localStorage.getItem(AUTOPLAY_KEY) === '1';
} catch (error) {
  // shell-spec §8: a failed read of the autoplay setting is logged and reads as off.
  console.error('reading the autoplay setting failed', error);
}
if (on) {
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        (entry.target as HTMLElement).dataset.autoplay = 'reader';
        entry.target.querySelector('astro-island')?.dispatchEvent(new Event('island:wake', { bubbles: true }));
      }
    },
    { threshold: 0.5 },
  );
  for (const video of document.querySelectorAll('[data-video]')) if (video.querySelector('astro-island[client="interaction"]')) seen.observe(video);
}
