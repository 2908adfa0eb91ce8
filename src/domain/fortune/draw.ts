// The draw (content-spec §2 /v2/fortune/{subjectUrl}/{tellerUrl}/draw/{drawIndex}): a reader's card
// of the day is derived from the reader, the market's local date and the teller, never stored. The
// page for a draw index is the same for everyone (cacheable); the browser reveals the reader's card
// (src/browser/fortuneDraw.ts) with this same function, so a reload shows the same card all day.
// Which face-down card was picked does not change the card: one card a day per teller (decision 0072).
import { seededIndex } from './seededChoice.ts';

export interface DrawKey {
  /** The signed-in reader's user id, else the anonymous id kept in local storage. */
  readerId: string;
  /** yyyy-mm-dd in the market's time zone. */
  date: string;
  country: string;
  subject: string;
  teller: string;
}

/** The drawn card's number, 1 … deckSize. */
export function drawnCard(key: DrawKey, deckSize: number): number {
  return 1 + seededIndex(`${key.readerId}|${key.date}|${key.country}/${key.subject}/${key.teller}`, deckSize);
}

/** Where the anonymous reader id is kept (local storage). */
export const FORTUNE_READER_KEY = 'portal.fortuneReader';

/** Whether a stored anonymous id is one we made (random hex); anything else is replaced. */
export function isReaderId(value: string | null): value is string {
  return value !== null && /^[0-9a-f]{16,64}$/.test(value);
}
