// Read history in the browser (decision 0061): a portal page marks the cards of articles already
// read (data-read, global.css), also when it comes back from the back/forward cache. An article
// page adds itself (./articleRead.ts). Storage errors are swallowed (content-spec §8).
import { READ_HISTORY_KEY, articleUrlPath, parseReadHistory } from '#/domain/portal/readHistory.ts';

/** Marks the page's article cards the reader has read. */
export function markReadCards(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(READ_HISTORY_KEY);
  } catch {
    return;
  }
  const read = new Set(parseReadHistory(stored).map((e) => e.urlPath));
  if (!read.size) return;
  for (const card of document.querySelectorAll<HTMLAnchorElement>('a.card[href]')) {
    const urlPath = articleUrlPath(card.pathname);
    if (urlPath && read.has(urlPath)) card.dataset.read = '';
  }
}
