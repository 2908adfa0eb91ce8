// Starts the live count of each [data-election-live] block (src/browser/electionLive.ts) when it nears
// the view: the portal's election module sits far down the front page, and most readers never scroll
// that far, so they never load it. A finished or upcoming election's block is left as rendered.
import { NEAR_VIEW } from '#/domain/shell/nearView.ts';

const counting = [...document.querySelectorAll<HTMLElement>('[data-election-live][data-status="COUNTING"]')];
if (counting.length) {
  const observer = new IntersectionObserver((entries) => {
    const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
    if (!near.length) return;
    for (const el of near) observer.unobserve(el);
    void import('./electionLive.ts').then((m) => near.forEach(m.watchElectionCount));
  }, NEAR_VIEW);
  counting.forEach((el) => observer.observe(el));
}

export {}; // a module: its names stay its own
