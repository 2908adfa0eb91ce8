// Fortune and lucky-colour pages over HTTP, as a crawler or a reader without JavaScript gets them:
// in every main market a subject's signs with today's reading, a teller with the face-down spread,
// the draw page (the same for every reader: the deck face down, cacheable), a sign's lucky colours,
// the colour chart page whose image answers as an immutable PNG (and 304 to a second request), the
// portal's modules linking in; 'no page' for the unknown and for ecjp, where fortune is off. Turning
// the reader's card over is the browser's (tests/e2e/fortune.spec.ts); axe and layout shift are the
// page-frame check's (scripts/publicPages.ts).
import { describe, expect, it } from 'vitest';
import { MARKETS } from '#/markets.ts';
import { localDate } from '#/domain/fortune/subjects.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedFortune } from '../../scripts/seedFortune.ts';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';

const MAIN = ['tw', 'hk', 'id', 'th'] as const;

describe.each(MAIN)('/%s/v2/fortune and /luckycolor', (country) => {
  const seed = loadSeedFortune(ROOT, country, country)!;
  const subject = seed.subjects.find((s) => s.tellers.length > 0)!;
  const teller = subject.tellers[0]!;
  const colorSubject = seed.subjects.find((s) => s.urlPath === MARKETS[country].fortune!.luckyColorSubject)!;
  const base = `/${country}/v2`;

  it("shows a subject's signs with today's reading, its tellers, and the teller's face-down spread leading to the draw", async () => {
    const { status, $ } = await workerPage(`${base}/fortune/${subject.urlPath}`, { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe(subject.name);
    expect($('[data-page-type]').attr('data-date')).toBe(localDate(Date.now(), MARKETS[country].timeZone));
    expect($('.fortune-reading h2').map((_, h) => textOf($(h))).get()).toEqual(subject.signs.map((s) => s.name));
    const first = $('.fortune-reading').first();
    expect(first.find('[data-aspect]')).toHaveLength(5);
    expect(seed.phrases.overall).toContain(textOf(first.find('[data-aspect="overall"] dd')));
    expect($(`a[data-teller="${teller.urlPath}"]`).attr('href')).toBe(`${base}/fortune/${subject.urlPath}/${teller.urlPath}`);

    const page = await workerPage(`${base}/fortune/${subject.urlPath}/${teller.urlPath}`, { headers: AGREED });
    expect(page.status).toBe(200);
    expect(textOf(page.$('h1'))).toBe(teller.name);
    expect(page.$('a[data-draw-index]').map((_, a) => page.$(a).attr('href')).get()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `${base}/fortune/${subject.urlPath}/${teller.urlPath}/draw/${n}`),
    );
    expect(page.$('[data-card-number] dt').map((_, d) => textOf(page.$(d))).get()).toEqual(teller.cards.map((c) => c.name));
  });

  it("serves the draw page the same to everyone: the deck face down for the reader's script, the share button", async () => {
    const path = `${base}/fortune/${subject.urlPath}/${teller.urlPath}/draw/3`;
    const { status, $ } = await workerPage(path, { headers: AGREED });
    expect(status).toBe(200);
    const slot = $('[data-fortune-draw]');
    expect(slot.attr('data-deck-size')).toBe(String(teller.cards.length));
    expect(slot.attr('data-time-zone')).toBe(MARKETS[country].timeZone);
    expect(slot.find('[data-card][hidden]')).toHaveLength(teller.cards.length);
    expect(slot.find('[data-card-back]:not([hidden])')).toHaveLength(1);
    expect($('.share-control')).toHaveLength(1);
    expect($('link[rel=canonical]').attr('href')).toMatch(new RegExp(`${path}$`));
  });

  it("shows a sign's lucky colours, and the day's colour chart whose PNG is immutable and answers 304 the second time", async () => {
    const sign = colorSubject.signs[0]!;
    const text = await workerPage(`${base}/luckycolor/${colorSubject.urlPath}/${sign.key}`, { headers: AGREED });
    expect(text.status).toBe(200);
    expect(textOf(text.$('h1'))).toContain(sign.name);
    expect(text.$('.lucky-colors [data-aspect]').map((_, d) => text.$(d).attr('data-aspect')).get()).toEqual(expect.arrayContaining(['work', 'money', 'love', 'luck', 'avoid']));
    const names = new Set(seed.palette.map((c) => c.name));
    text.$('.lucky-colors .color-swatch > span').each((_, s) => void expect(names.has(textOf(text.$(s)))).toBe(true));

    const { status, $ } = await workerPage(`${base}/luckycolor/${colorSubject.urlPath}/image`, { headers: AGREED });
    expect(status).toBe(200);
    const img = $('img[data-lucky-image]');
    expect(Number(img.attr('width'))).toBeGreaterThan(0);
    expect(img.attr('alt')).toContain(colorSubject.signs[0]!.name);
    expect($('a[download]').attr('href')).toBe(img.attr('src'));
    expect($('.lucky-table tbody tr')).toHaveLength(colorSubject.signs.length);
    if (colorSubject.kind === 'weekday') expect($('.lucky-table tr[data-today]')).toHaveLength(1);

    const image = await http(img.attr('src')!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await http(img.attr('src')!, { headers: { 'If-None-Match': image.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

it('caches the draw page: one copy for every reader', async () => {
  const path = `/tw/v2/fortune/chinese-zodiac/master-lin/draw/2?run=${Date.now()}-${Math.random()}`;
  expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
  expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
});

// The modules' rendering is one component for every market: tw's (a daily palette) and th's (the weekday table).
it.each(['tw', 'th'] as const)('puts the fortune and lucky-colour modules among the daily-life modules of the %s front tab, before the endless river, linking in', async (country) => {
  const seed = loadSeedFortune(ROOT, country, country)!;
  const colorSubject = MARKETS[country].fortune!.luckyColorSubject;
  const base = `/${country}/v2`;
  const { $ } = await workerPage(`${base}/tab`, { headers: AGREED });
  const types = $('[data-module-type]').map((_, m) => $(m).attr('data-module-type')).get();
  // Weather, lottery, fortune, lucky colour, auspicious dates, the election count where the market covers elections, then the river (scripts/seedContent.ts).
  expect(types.slice(MARKETS[country].elections ? -5 : -4)).toEqual(['fortune', 'luckyColor', 'meritDate', ...(MARKETS[country].elections ? ['election'] : []), 'grid']);
  expect(textOf($('[data-module-type="fortune"] .module__title'))).toBe(seed.portal.fortuneTitle);
  expect($('[data-module-type="fortune"] a[data-sign]')).toHaveLength(seed.subjects[0]!.signs.length);
  expect($('[data-module-type="luckyColor"] a[href$="/image"]').attr('href')).toBe(`${base}/luckycolor/${colorSubject}/image`);
  // th's weekday subject shows today's weekday colours in the module.
  expect($('[data-module-type="luckyColor"] .lucky-module__today')).toHaveLength(country === 'th' ? 1 : 0);
});

it("answers 'no page' for an unknown subject, teller, sign or draw index, and for ecjp, where fortune is off", async () => {
  const tw = loadSeedFortune(ROOT, 'tw', 'tw')!;
  const subject = tw.subjects[0]!;
  const teller = subject.tellers[0]!;
  for (const path of [
    '/tw/v2/fortune/tarot',
    '/tw/v2/fortune/Bad_Path',
    `/tw/v2/fortune/${subject.urlPath}/nobody`,
    `/tw/v2/fortune/${subject.urlPath}/${teller.urlPath}/draw/7`,
    `/tw/v2/fortune/${subject.urlPath}/${teller.urlPath}/draw/0`,
    `/tw/v2/luckycolor/${subject.urlPath}/aries`,
    '/tw/v2/luckycolor/rainbow/image',
    `/ecjp/v2/fortune/${subject.urlPath}`,
    '/ecjp/v2/luckycolor/zodiac/image',
  ]) {
    const { status, $ } = await workerPage(path, { headers: AGREED });
    expect(status, path).toBe(404);
    expect($('[data-error-screen]').attr('data-error-screen'), path).toBe('no page');
  }
});
