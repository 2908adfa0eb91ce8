// Fortune and lucky-colour records → the wire shapes of schemas/fortune.ts, with the day's derived
// readings and colours.
import { dailyReading, type PhraseCorpus } from '#/domain/fortune/dailyReading.ts';
import { DRAW_SPREAD, weekdayOf } from '#/domain/fortune/subjects.ts';
import { luckyColorsOf, type LuckyAspect, type PaletteColor } from '#/domain/luckycolor/luckyColors.ts';
import type { SubjectDetail, SubjectRecord, TellerRecord } from '../db/fortune.ts';
import type { FortuneSubjectResponse, FortuneTellerResponse, LuckyColorsResponse } from './schemas/fortune.ts';

const subjectOf = ({ urlPath, kind, name, intro }: SubjectRecord) => ({ urlPath, kind, name, intro });

export function toFortuneSubject(country: string, subject: SubjectDetail, corpus: PhraseCorpus, date: string): FortuneSubjectResponse {
  return {
    ...subjectOf(subject),
    date,
    signs: subject.signs.map((s) => ({ ...s, reading: dailyReading(corpus, { country, subject: subject.urlPath, sign: s.key, date }) })),
    tellers: subject.tellers,
  };
}

export function toFortuneTeller(subject: SubjectRecord, teller: TellerRecord): FortuneTellerResponse {
  const { urlPath, name, title, deckName, bio, cards } = teller;
  return { urlPath, name, title, deckName, bio, cards, subject: subjectOf(subject), spread: DRAW_SPREAD };
}

export function toLuckyColors(
  country: string,
  subject: SubjectDetail,
  palette: readonly PaletteColor[],
  table: ReadonlyMap<string, ReadonlyMap<LuckyAspect, readonly string[]>> | null,
  date: string,
): LuckyColorsResponse {
  return {
    subject: subjectOf(subject),
    date,
    source: table ? 'table' : 'daily',
    todayKey: subject.kind === 'weekday' ? weekdayOf(date) : null,
    signs: subject.signs.map((s) => ({
      ...s,
      colors: luckyColorsOf(palette, table ? (table.get(s.key) ?? new Map()) : null, { country, subject: subject.urlPath, sign: s.key, date }),
    })),
  };
}
