// Wire shapes of the fortune and lucky-colour calls (content-spec §2 Fortune and Lucky colour routes).
import { z } from '@hono/zod-openapi';
import { SUBJECT_KINDS } from '#/domain/fortune/subjects.ts';
import { READING_ASPECTS } from '#/domain/fortune/dailyReading.ts';
import { LUCKY_ASPECTS } from '#/domain/luckycolor/luckyColors.ts';

const day = z.string().describe("yyyy-mm-dd in the market's time zone");

export const FortuneSubject = z
  .object({
    urlPath: z.string().describe('/v2/fortune/{subjectUrl}'),
    kind: z.enum(SUBJECT_KINDS).describe('which signs it has: western zodiac, Chinese zodiac, birth weekday'),
    name: z.string(),
    intro: z.string(),
  })
  .openapi('FortuneSubject');

export const FortuneSubjectsResponse = z.object({ subjects: z.array(FortuneSubject) }).openapi('FortuneSubjects');
export type FortuneSubjectsResponse = z.infer<typeof FortuneSubjectsResponse>;

const TellerBrief = z.object({
  urlPath: z.string().describe('/v2/fortune/{subjectUrl}/{tellerUrl}'),
  name: z.string(),
  title: z.string(),
  deckName: z.string().describe('what a reader draws from: tarot, fortune sticks …'),
});

export const FortuneSubjectResponse = FortuneSubject.extend({
  date: day.describe("the readings' day: today in the market's time zone"),
  signs: z.array(
    z.object({
      key: z.string().describe('aries …, rat …, sunday …'),
      name: z.string(),
      period: z.string().describe('who belongs to the sign, in the market’s words'),
      reading: z.object({
        aspects: z.array(z.object({ aspect: z.enum(READING_ASPECTS), text: z.string() })),
        score: z.number().int().min(1).max(5).describe('stars'),
        luckyNumber: z.number().int().min(1).max(49),
      }),
    }),
  ),
  tellers: z.array(TellerBrief),
}).openapi('FortuneSubjectPage');
export type FortuneSubjectResponse = z.infer<typeof FortuneSubjectResponse>;

export const FortuneTellerResponse = TellerBrief.extend({
  subject: FortuneSubject,
  bio: z.string(),
  spread: z.number().int().describe('face-down cards offered: /draw/1 … /draw/{spread}'),
  cards: z.array(z.object({ number: z.number().int(), name: z.string(), reading: z.string() })).describe("the deck; a reader's card is derived in the page (one a day)"),
}).openapi('FortuneTeller');
export type FortuneTellerResponse = z.infer<typeof FortuneTellerResponse>;

const AspectColor = z.object({ aspect: z.enum(LUCKY_ASPECTS), colorKey: z.string(), name: z.string(), hex: z.string().describe('#rrggbb') });

export const LuckyColorsResponse = z
  .object({
    subject: FortuneSubject,
    date: day,
    source: z.enum(['table', 'daily']).describe('table: a fixed table (the Thai weekday colours); daily: derived for the day from the palette'),
    todayKey: z.string().nullable().describe("the sign whose day it is (the weekday for a weekday subject); null: none"),
    signs: z.array(z.object({ key: z.string(), name: z.string(), period: z.string(), colors: z.array(AspectColor) })),
  })
  .openapi('LuckyColors');
export type LuckyColorsResponse = z.infer<typeof LuckyColorsResponse>;
