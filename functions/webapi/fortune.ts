// Fortune and lucky colour (content-spec §2 /v2/fortune/{subjectUrl}, /{tellerUrl}, /draw/{drawIndex},
// /v2/luckycolor/{subject}/image and /{key}; decision 0072): a market's subjects, a subject's signs
// with the day's reading per sign, a teller with their deck, the day's lucky colours per sign, and
// those colours as a PNG kept in R2 (one object per market, subject and day; cached as immutable).
// The teller call is /fortune/{subjectUrl}/tellers/{tellerUrl}: a third bare segment would be
// ambiguous with /{urlPath}/listings/{id}. A market without fortune (its `fortune` is null in src/markets.ts) answers 404.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findMarket, type CountryCode, type Market } from '#/markets.ts';
import { FORTUNE_URL_PATH, addDays, localDate } from '#/domain/fortune/subjects.ts';
import { LUCKY_ASPECTS } from '#/domain/luckycolor/luckyColors.ts';
import { swatchPng } from '#/domain/luckycolor/swatchPng.ts';
import { findSubject, findTeller, listSubjects, readColorTable, readPalette, readPhraseCorpus, type SubjectDetail } from '../db/fortune.ts';
import { getMediaObject } from '../db/media.ts';
import type { ApiEnv } from './identity.ts';
import { toFortuneSubject, toFortuneTeller, toLuckyColors } from './fortuneMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { FortuneSubjectResponse, FortuneSubjectsResponse, FortuneTellerResponse, LuckyColorsResponse } from './schemas/fortune.ts';
import { ApiError } from './validation.ts';

const segment = (example: string) =>
  z.string().max(60, 'must be at most 60 characters').regex(FORTUNE_URL_PATH, 'must be lowercase letters or digits joined by "-"').openapi({ example });
const subjectParams = z.object({ subjectUrl: segment('chinese-zodiac') });
const tellerParams = subjectParams.extend({ tellerUrl: segment('master-lin') });
const colorParams = z.object({ subject: segment('weekday') });
const imageQuery = countryQuery.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-mm-dd').openapi({ example: '2026-11-28', description: "the day, in the market's time zone: yesterday, today or tomorrow" }),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

const subjects = createRoute({
  method: 'get',
  path: '/fortune',
  summary: "a market's fortune subjects (western zodiac, Chinese zodiac, birth weekday …)",
  request: { query: countryQuery },
  responses: { 200: json(FortuneSubjectsResponse), ...errors(404) },
});
const subject = createRoute({
  method: 'get',
  path: '/fortune/{subjectUrl}',
  summary: "a subject: its signs with today's reading per sign (in the market's time zone) and its tellers",
  request: { params: subjectParams, query: countryQuery },
  responses: { 200: json(FortuneSubjectResponse), ...errors(404) },
});
const teller = createRoute({
  method: 'get',
  path: '/fortune/{subjectUrl}/tellers/{tellerUrl}',
  summary: 'a teller of a subject: profile, the deck a reader draws from, and how many face-down cards the spread offers',
  request: { params: tellerParams, query: countryQuery },
  responses: { 200: json(FortuneTellerResponse), ...errors(404) },
});
const colors = createRoute({
  method: 'get',
  path: '/luckycolor/{subject}',
  summary: "today's lucky colours per sign of a subject: work, money, love, luck, and the colour to avoid",
  request: { params: colorParams, query: countryQuery },
  responses: { 200: json(LuckyColorsResponse), ...errors(404) },
});
const image = createRoute({
  method: 'get',
  path: '/luckycolor/{subject}/image',
  summary: "a day's lucky colours as a PNG: a row per sign, a swatch per aspect (the colour to avoid struck through); immutable per day",
  request: { params: colorParams, query: imageQuery },
  responses: {
    200: { description: 'the image', content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errors(404),
  },
});

/** The market, when it has fortune pages; else 404. */
function fortuneMarket(country: CountryCode): Market {
  const market = findMarket(country);
  if (!market?.fortune) throw new ApiError(404, `no fortune pages in ${country}`);
  return market;
}

async function subjectOr404(c: Context<ApiEnv>, country: CountryCode, subjectUrl: string): Promise<SubjectDetail> {
  const found = await findSubject(c.env.DB, country, subjectUrl);
  if (!found) throw new ApiError(404, `fortune subject not found: ${subjectUrl}`);
  return found;
}

async function luckyColors(c: Context<ApiEnv>, country: CountryCode, subjectUrl: string, date: string) {
  const found = await subjectOr404(c, country, subjectUrl);
  const [palette, table] = await Promise.all([readPalette(c.env.DB, country), readColorTable(c.env.DB, country, subjectUrl)]);
  return toLuckyColors(country, found, palette, table, date);
}

export const fortuneRoutes = newRouter()
  .openapi(subjects, async (c) => {
    const { country } = c.req.valid('query');
    fortuneMarket(country);
    const list = await listSubjects(c.env.DB, country);
    return c.json({ subjects: list.map(({ urlPath, kind, name, intro }) => ({ urlPath, kind, name, intro })) }, 200);
  })
  .openapi(subject, async (c) => {
    const { subjectUrl } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const market = fortuneMarket(country);
    const [found, corpus] = await Promise.all([subjectOr404(c, country, subjectUrl), readPhraseCorpus(c.env.DB, country)]);
    return c.json(toFortuneSubject(country, found, corpus, localDate(Date.now(), market.timeZone)), 200);
  })
  .openapi(teller, async (c) => {
    const { subjectUrl, tellerUrl } = c.req.valid('param');
    const { country } = c.req.valid('query');
    fortuneMarket(country);
    const [found, record] = await Promise.all([subjectOr404(c, country, subjectUrl), findTeller(c.env.DB, country, subjectUrl, tellerUrl)]);
    if (!record) throw new ApiError(404, `teller not found: ${tellerUrl}`);
    return c.json(toFortuneTeller(found, record), 200);
  })
  .openapi(colors, async (c) => {
    const { subject: subjectUrl } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const market = fortuneMarket(country);
    return c.json(await luckyColors(c, country, subjectUrl, localDate(Date.now(), market.timeZone)), 200);
  })
  .openapi(image, async (c) => {
    const { subject: subjectUrl } = c.req.valid('param');
    const { country, date } = c.req.valid('query');
    const market = fortuneMarket(country);
    // Only days around today: every image is kept, so a crawler must not mint one per date.
    const today = localDate(Date.now(), market.timeZone);
    if (date !== today && date !== addDays(today, -1) && date !== addDays(today, 1)) {
      throw new ApiError(400, `query parameter date: must be yesterday, today or tomorrow in ${country} (${today})`);
    }
    const key = `luckycolor/${country}/${subjectUrl}/${date}.png`;
    let object = await getMediaObject(c.env.MEDIA, key);
    if (!object) {
      const day = await luckyColors(c, country, subjectUrl, date);
      const rows = day.signs.map((s) => LUCKY_ASPECTS.map((aspect) => ({ hex: s.colors.find((x) => x.aspect === aspect)?.hex ?? '#ffffff', struck: aspect === 'avoid' })));
      const todayRow = day.todayKey ? day.signs.findIndex((s) => s.key === day.todayKey) : -1;
      await c.env.MEDIA.put(key, await swatchPng(rows, todayRow >= 0 ? todayRow : null), { httpMetadata: { contentType: 'image/png', cacheControl: IMMUTABLE } });
      object = (await getMediaObject(c.env.MEDIA, key))!;
    }
    const headers = { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE, ETag: object.httpEtag };
    if (c.req.header('If-None-Match') === object.httpEtag) {
      await object.body.cancel();
      return c.body(null, 304, headers) as never;
    }
    return c.body(object.body, 200, { ...headers, 'Content-Length': String(object.size) }) as never;
  });
