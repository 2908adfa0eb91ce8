// The draw page's reader part (decision 0072): turns over the reader's card of the day. The page is
// shared by every reader; the card is derived here from the signed-in reader's user id (else an
// anonymous id kept in local storage), the market's local date and the teller, by the same rule the
// unit tests prove (src/domain/fortune/draw.ts). No request, no React.
import { FORTUNE_READER_KEY, drawnCard, isReaderId } from '#/domain/fortune/draw.ts';
import { localDate } from '#/domain/fortune/subjects.ts';
import { LOGGED_IN_FLAG_KEY, SESSION_STORAGE_KEY } from '#/stores/storedSession.ts';

function readerId(): string {
  try {
    if (localStorage.getItem(LOGGED_IN_FLAG_KEY) === 'true') {
      const userId = (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { userId?: string } | null)?.userId;
      if (userId) return `user:${userId}`;
    }
    const stored = localStorage.getItem(FORTUNE_READER_KEY);
    if (isReaderId(stored)) return stored;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(FORTUNE_READER_KEY, made);
    return made;
  } catch {
    // Storage blocked: a card for this visit only.
    return 'no-storage';
  }
}

for (const slot of document.querySelectorAll<HTMLElement>('[data-fortune-draw]')) {
  const { country = '', subject = '', teller = '', timeZone = 'UTC', deckSize = '0' } = slot.dataset;
  const number = drawnCard({ readerId: readerId(), date: localDate(Date.now(), timeZone), country, subject, teller }, Number(deckSize));
  const card = slot.querySelector<HTMLElement>(`[data-card="${number}"]`);
  if (card) {
    slot.querySelector<HTMLElement>('[data-card-back]')!.hidden = true;
    card.hidden = false;
    slot.dataset.drawn = String(number);
  }
}
