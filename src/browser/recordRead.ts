// Adds the article this page shows to the read history (decision 0061, as amended by 0087), once
// the reader has engaged with it (./articleRead.ts). Storage errors are swallowed (content-spec §8).
import { READ_HISTORY_KEY, addRead, articleUrlPath, parseReadHistory } from '#/domain/portal/readHistory.ts';

const urlPath = articleUrlPath(location.pathname);
if (urlPath) {
  try {
    localStorage.setItem(READ_HISTORY_KEY, JSON.stringify(addRead(parseReadHistory(localStorage.getItem(READ_HISTORY_KEY)), urlPath, Date.now())));
  } catch {
    // storage unavailable or full: this read is not kept
  }
}
