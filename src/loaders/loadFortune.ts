// Fortune and lucky-colour pages' data (content-spec §2 Fortune and Lucky colour routes). A market
// without fortune (its `fortune` is null) and an unknown subject, teller or path are 'no page': null.
import type { FortuneSubjectResponse, FortuneSubjectsResponse, FortuneTellerResponse, LuckyColorsResponse } from '#functions/webapi/schemas/fortune.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

export function loadFortuneSubjects(ctx: PageContext): Promise<FortuneSubjectsResponse | null> {
  if (!ctx.market.fortune) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/fortune'));
}

export function loadFortuneSubject(ctx: PageContext, subjectUrl: string): Promise<FortuneSubjectResponse | null> {
  if (!ctx.market.fortune) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/fortune/:subjectUrl', { param: { subjectUrl } }));
}

export function loadFortuneTeller(ctx: PageContext, subjectUrl: string, tellerUrl: string): Promise<FortuneTellerResponse | null> {
  if (!ctx.market.fortune) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/fortune/:subjectUrl/tellers/:tellerUrl', { param: { subjectUrl, tellerUrl } }));
}

export function loadLuckyColors(ctx: PageContext, subject: string): Promise<LuckyColorsResponse | null> {
  if (!ctx.market.fortune) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/luckycolor/:subject', { param: { subject } }));
}

/** The address of a day's lucky-colour image (the API's PNG, immutable per market, subject and day). */
export function luckyColorImageUrl(country: string, subject: string, date: string): string {
  return `/webapi/luckycolor/${encodeURIComponent(subject)}/image?country=${country}&date=${date}`;
}
