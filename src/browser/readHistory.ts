// Read history in the browser (decision 0061): an article page adds itself; a portal page marks
// the cards of articles already read (data-read, global.css), also when it comes back from the
// back/forward cache. Storage errors are swallowed (content-spec §8).
import { READ_HISTORY_KEY, addRead, articleUrlPath, parseReadHistory } from '#/domain/portal/readHistory.ts';

function stored() {
  try {
    return parseReadHistory(localStorage.getItem(READ_HISTORY_KEY));
  } catch {
    return [];
  }
}

/** Adds the article this page shows. */
export function recordRead(): void {
  const urlPath = articleUrlPath(location.pathname);
  if (!urlPath) return;
  try {
    localStorage.setItem(READ_HISTORY_KEY, JSON.stringify(addRead(stored(), urlPath, Date.now())));
  } catch {
    // storage unavailable or full: this read is not kept
  }
}

/** Marks the page's article cards the reader has read. */
export function markReadCards(): void {
  const read = new Set(stored().map((e) => e.urlPath));
  if (!read.size) return;
  for (const card of document.querySelectorAll<HTMLAnchorElement>('a.card[href]')) {
    const urlPath = articleUrlPath(card.pathname);
    if (urlPath && read.has(urlPath)) card.dataset.read = '';
  }
}
