// A sign's reading of the day: one phrase per aspect from the market's corpus (written in its
// language), a score and a lucky number, all derived from (market, subject, sign, local date). Every
// day has a reading without anyone writing one, and the same day always reads the same.
import { seededIndex } from './seededChoice.ts';

export const READING_ASPECTS = ['overall', 'love', 'work', 'money', 'advice'] as const;
export type ReadingAspect = (typeof READING_ASPECTS)[number];
/** A corpus needs this many phrases per aspect for readings to vary from day to day. */
export const MIN_PHRASES_PER_ASPECT = 5;
/** Scores are stars, 1 to 5. */
export const MAX_SCORE = 5;

export type PhraseCorpus = Readonly<Record<ReadingAspect, readonly string[]>>;

export interface DailyReading {
  /** The phrase of each aspect, in READING_ASPECTS order. */
  aspects: { aspect: ReadingAspect; text: string }[];
  score: number;
  luckyNumber: number;
}

export interface ReadingKey {
  country: string;
  subject: string;
  sign: string;
  /** yyyy-mm-dd in the market's time zone. */
  date: string;
}

export function dailyReading(corpus: PhraseCorpus, key: ReadingKey): DailyReading {
  const seed = `${key.country}/${key.subject}/${key.sign}/${key.date}`;
  return {
    aspects: READING_ASPECTS.map((aspect) => {
      const phrases = corpus[aspect];
      return { aspect, text: phrases[seededIndex(`${seed}/${aspect}`, phrases.length)]! };
    }),
    score: 1 + seededIndex(`${seed}/score`, MAX_SCORE),
    luckyNumber: 1 + seededIndex(`${seed}/number`, 49),
  };
}
