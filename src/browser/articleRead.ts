// An article counts as read once the reader engages with it: the first scroll, tap or key press
// loads ./recordRead.ts, which adds it to the read history (decision 0087). A story opened and left
// untouched (a mistaken tap) is not marked on the portal, and the page loads nothing for the
// history before the reader acts.
const ENGAGEMENT = ['scroll', 'pointerdown', 'keydown'] as const;

function engaged(): void {
  for (const type of ENGAGEMENT) removeEventListener(type, engaged, true);
  void import('./recordRead.ts');
}

for (const type of ENGAGEMENT) addEventListener(type, engaged, { capture: true, passive: true });
