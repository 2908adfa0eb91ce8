// The portal's ad modules in the browser (issue #31), against the built worker and its own ad server:
// first-party ads filling their reserved slots with no layout shift; a slot drawn for GPT (a double
// served by route interception, tests/e2e/adDoubles.ts) falling back as the spec says; an empty
// answer hiding its module; a mature reader's page asking for no ad at all; an opted-out reader's
// targeting without the profile; impressions counted exactly (50 % in view for 1 s, once) on
// the page's own clock; and the pop-up ad of hk's food tab (the demo's), once a day. Placements written through the admin API live in editions no other browser
// test reads (gcp, ecth, ectw, ecjp; a GPT module is put back to a first-party one when its test
// ends); the rules themselves are unit-tested in tests/unit/domain/ads.
import { ANY_SCREEN, expect, test, type BrowserContext, type Page, type Request } from './fixtures.ts';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { acceptAgreement, seedEdition } from './seedData.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';
import { gptKeyValues, serveGptDouble } from './adDoubles.ts';
import { signedIn } from './signedIn.ts';
import type { CountryCode } from '#/markets.ts';

const ADMIN = { Authorization: `Bearer ${ADMIN_TOKEN}` };
/** The reserved height of an L module (250) and its label (16 + 4). */
const L_MODULE_HEIGHT = 270;
const PROFILE_KEYS = ['gender', 'age', 'regionArea', 'interest'];

/** A story of the edition with at least `paragraphs` paragraphs (the demo's body module follows the third). */
function longStory(code: CountryCode, paragraphs = 4): string {
  const edition = seedEdition(code);
  const story = edition.articles.find((a) => a.contentType === 'GENERAL' && !a.ageLimit && (a.body.match(/<\/p>/g)?.length ?? 0) >= paragraphs);
  if (!story) throw new Error(`${code} has no GENERAL story of ${paragraphs} paragraphs`);
  return `/${code}/v2/article/${edition.hashOf(story.slug)}`;
}

/** Writes (or rewrites) an ad module through the editors' API; the page cache's ads tag is purged. */
async function putPlacement(page: Page, id: string, body: Record<string, unknown>): Promise<void> {
  const res = await page.request.put(`/webapi/admin/ads/placements/${encodeURIComponent(id)}`, {
    // A fresh connection each time: a kept-alive one the server has just closed would reset the write.
    headers: { ...ADMIN, Connection: 'close' },
    data: { sizeClass: 'L', sizes: ['300x250'], metaData: {}, renderOnCondition: false, conditions: [], enableLadV2: false, ...body },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Runs `fn` while the edition's article end carries a GPT-only module (with a passback unit), then
 * puts a first-party one in its place: the suite's other tests, whose pages get no GPT double,
 * never ask the real library for an ad.
 */
async function withGptModule(page: Page, country: CountryCode, fn: (id: string) => Promise<void>): Promise<void> {
  const id = `${country}:e2e:gpt`;
  await putPlacement(page, id, { country, placement: 'articleEnd', position: 0, adRatio: { gpt: 1 }, gptInventoryKey: `/21800000/${country}_e2e`, passbackUnitPath: `/21800000/${country}_e2e_passback` });
  try {
    await fn(id);
  } finally {
    await putPlacement(page, id, { country, placement: 'articleEnd', position: 0, adRatio: { house: 1 }, houseInventoryKey: `${country}/article/e2e-gpt` });
  }
}

/** Every request of `context` to an ad service: our ad server's ad calls and GPT. */
function adRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (r) => {
    if (/\/webapi\/ads\/(house|vast|events)|doubleclick\.net/.test(r.url())) seen.push(r);
  });
  return seen;
}

const module = (page: Page, id: string) => page.locator(`#ad-module-${id.replace(/:/g, '-')}`);

test.describe('ads', ANY_SCREEN, () => {
  test('a portal and an article show first-party ads in their reserved slots, and nothing moves', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/tw/v2/tab');
    const between = module(page, 'tw:portal:between-2');
    await between.scrollIntoViewIfNeeded();
    await expect(between).toHaveAttribute('data-ad-state', 'filled');
    await expect(between).toHaveAttribute('aria-label', '廣告');
    // The house ad: an image or a native card through the click address, or a sandboxed frame.
    const creative = between.locator('a[href^="/webapi/ads/click?token="], iframe[sandbox="allow-scripts allow-popups"][src^="/webapi/ads/creative/"]');
    await expect(creative).toHaveCount(1);
    expect((await between.boundingBox())!.height).toBeCloseTo(L_MODULE_HEIGHT, 0);
    // A listing's module every 8 cards, in a card list: the first follows its list's 8th card.
    const listingAd = page.locator('li.cards__ad').first();
    await expect(listingAd.locator('> .ad-module')).toHaveId(/^ad-module-tw-listing-every-8-8$/);
    expect(await listingAd.evaluate((li) => [...li.parentElement!.children].indexOf(li))).toBe(8);
    const portalShifts = await layoutShifts(page);
    expect(totalShift(portalShifts), describeShifts(portalShifts)).toBeLessThanOrEqual(0.01);

    await page.goto(longStory('tw'));
    const body = module(page, 'tw:article:after-3');
    // After the body's third paragraph, and at the end of the article.
    await expect(page.locator('.article__body > p').nth(2).locator('xpath=following-sibling::*[1]')).toHaveId('ad-module-tw-article-after-3');
    for (const ad of [body, module(page, 'tw:article:end')]) {
      await ad.scrollIntoViewIfNeeded();
      await expect(ad).toHaveAttribute('data-ad-state', 'filled');
      expect((await ad.boundingBox())!.height).toBeCloseTo(L_MODULE_HEIGHT, 0);
    }
    const articleShifts = await layoutShifts(page);
    expect(totalShift(articleShifts), describeShifts(articleShifts)).toBeLessThanOrEqual(0.01);
    // No ad module on the AMP twin (amp-ad is configured separately).
    const amp = await page.request.get(page.url().replace('/v2/article/', '/v2/amp/article/'));
    expect(await amp.text()).not.toContain('class="ad-module');

    // The gallery viewer's optional ad module, filled once the viewer opens.
    const tw = seedEdition('tw');
    const album = tw.articles.find((a) => a.contentType === 'ALBUM')!;
    await page.goto(`/tw/v2/article/${tw.hashOf(album.slug)}`);
    await page.locator('[data-gallery="album"] [data-gallery-index="0"]').click();
    const galleryAd = page.getByRole('dialog', { name: album.title }).locator('#ad-module-tw-gallery-slide-gallery');
    await expect(galleryAd).toHaveAttribute('data-ad-state', 'filled');
  });

  test('a slot drawn for GPT falls back as the spec says, and an empty answer hides its module', async ({ page, browser, baseURL }) => {
    // gcp's article end: GPT only, with a passback unit; ecjp has no campaign: its house slot is empty.
    await putPlacement(page, 'ecjp:e2e:empty', { country: 'ecjp', placement: 'articleEnd', position: 0, adRatio: { house: 1 }, houseInventoryKey: 'ecjp/article/e2e-empty' });

    await withGptModule(page, 'gcp', async () => {
      // This server has no AMP_AD_TYPE: the story's AMP version carries no amp-ad for the GPT module.
      const amp = await page.request.get(longStory('gcp').replace('/v2/article/', '/v2/amp/article/'));
      expect(amp.status()).toBe(200);
      expect(await amp.text()).not.toContain('amp-ad');
      // In a browser: GPT answers empty; no LAD and no passback outside the messenger → 108, hidden.
      await recordLayoutShifts(page);
      const gptAsked = await serveGptDouble(page.context(), { emptyUnits: ['/21800000/gcp_e2e'] });
      await page.goto(longStory('gcp'));
      const gpt = module(page, 'gcp:e2e:gpt');
      await gpt.scrollIntoViewIfNeeded();
      await expect(gpt).toHaveAttribute('data-ad-error', '108');
      await expect(gpt).toHaveAttribute('aria-hidden', 'true');
      expect(gptAsked.map((r) => new URL(r.url()).searchParams.get('iu'))).toEqual(['/21800000/gcp_e2e']);
      // A local build (RELEASE_CHANNEL=local): no single-request mode and no production label.
      expect(new URL(gptAsked[0]!.url()).searchParams.get('sra')).toBeNull();
      expect(gptKeyValues(gptAsked[0]!)).not.toHaveProperty('env');
      // Hidden in place: the module was in view, so it keeps its space unseen.
      await expect(gpt).toHaveAttribute('data-ad-state', 'hidden');
      expect((await gpt.boundingBox())!.height).toBeCloseTo(L_MODULE_HEIGHT, 0);
      const hiddenShifts = await layoutShifts(page);
      expect(totalShift(hiddenShifts), describeShifts(hiddenShifts)).toBeLessThanOrEqual(0.01);

      // Inside the messenger the empty GPT slot asks for its passback unit, which fills it.
      const messenger = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36 Line/14.5.0' });
      const inApp = await serveGptDouble(messenger, { emptyUnits: ['/21800000/gcp_e2e'] });
      const appPage = await messenger.newPage();
      await appPage.goto(longStory('gcp'));
      const appSlot = module(appPage, 'gcp:e2e:gpt');
      await appSlot.scrollIntoViewIfNeeded();
      await expect(appSlot).toHaveAttribute('data-ad-state', 'filled');
      await expect(appSlot.locator('[data-gpt-double="/21800000/gcp_e2e_passback"]')).toBeVisible();
      // The passback's slot is defined on an element of its own, its id from the ad id pool; the empty slot's is gone.
      await expect(appSlot.locator('[data-ad-slot] > div')).toHaveId(/^ad-module-gcp-e2e-gpt-slot-[0-9a-z]{8}$/);
      expect(inApp.map((r) => new URL(r.url()).searchParams.get('iu'))).toEqual(['/21800000/gcp_e2e', '/21800000/gcp_e2e_passback']);
      await messenger.close();
    });

    // No campaign: the server answers { ad: null }; the module, near the view but still below it
    // (the reader scrolled to 100 px above it), collapses.
    await page.goto(longStory('ecjp', 1));
    const empty = module(page, 'ecjp:e2e:empty');
    await empty.evaluate((el) => scrollBy(0, el.getBoundingClientRect().top - innerHeight - 100));
    await expect(empty).toHaveAttribute('data-ad-error', 'ad response is empty');
    await expect(empty).toBeHidden();
    // Collapsed below the view: nothing the reader sees moved.
    const collapsedShifts = await layoutShifts(page);
    expect(totalShift(collapsedShifts), describeShifts(collapsedShifts)).toBeLessThanOrEqual(0.01);
  });

  test('a mature reader asks for no ad at all; an opted-out reader sends no gender, age, region or interest', async ({ browser, baseURL }) => {
    await test.step('mature', async () => {
      const context = await browser.newContext({ baseURL });
      const login = await context.request.post('/webapi/dev/login', { data: { userId: 'ads-mature', displayName: 'Mature', mature: true } });
      expect(login.ok(), await login.text()).toBe(true);
      await signedIn(context, 'ads-mature', 'Mature');
      const asked = adRequests(context);
      const page = await context.newPage();
      const info = page.waitForResponse((r) => r.url().includes('/webapi/user/info'));
      await page.goto(longStory('tw'));
      expect((await (await info).json()).result.user.mature).toBe(true);
      // Each module as the reader reaches it (a module wakes when it nears the view).
      for (const id of ['tw:article:after-3', 'tw:article:end']) {
        const slot = module(page, id);
        await slot.scrollIntoViewIfNeeded();
        await expect(slot).toHaveAttribute('aria-hidden', 'true');
      }
      expect(asked.map((r) => r.url())).toEqual([]);
      await context.close();
    });

    await test.step('opted out', async () => {
      const setup = await browser.newContext({ baseURL });
      // ecth's article end (a Thai edition: the agreement accepted first).
      await withGptModule(await setup.newPage(), 'ecth', async (id) => {
        const keyValuesOf = async (userId: string, midOptOut: boolean) => {
          const context = await browser.newContext({ baseURL });
          await acceptAgreement(context, baseURL);
          const profile = { userId, displayName: userId, gender: 'female', age: 34, region: 'TH-10', interest: 'travel', midOptOut };
          expect((await context.request.post('/webapi/dev/login', { data: profile })).ok()).toBe(true);
          const token = await signedIn(context, userId, userId);
          // Both agree to the marketing terms: only the opt-out differs.
          const agreed = await context.request.put('/webapi/user/setting/agreement/marketingTerms?country=ecth', { headers: { 'X-Liff-Access-Token': token }, data: { agreed: true } });
          expect(agreed.ok(), await agreed.text()).toBe(true);
          const asked = await serveGptDouble(context);
          const page = await context.newPage();
          await page.goto(longStory('ecth'));
          const slot = module(page, id);
          await slot.scrollIntoViewIfNeeded();
          await expect(slot).toHaveAttribute('data-ad-state', 'filled');
          await context.close();
          expect(asked).toHaveLength(1);
          return gptKeyValues(asked[0]!);
        };
        const open = await keyValuesOf('ads-profile-open', false);
        expect(open).toMatchObject({ gender: 'female', age: '34', regionArea: 'TH-10', interest: 'travel', isMidOptOutOn: 'false', adKind: 'article' });
        const optedOut = await keyValuesOf('ads-profile-out', true);
        expect(optedOut).toMatchObject({ isMidOptOutOn: 'true', adKind: 'article' });
        for (const key of PROFILE_KEYS) expect(optedOut, key).not.toHaveProperty(key);
      });
      await setup.close();
    });
  });

  test('an impression counts once the creative is half in view for a second, exactly once', async ({ page }) => {
    const slot = 'ectw:e2e:impressions';
    await putPlacement(page, slot, { country: 'ectw', placement: 'articleEnd', position: 0, adRatio: { house: 1 }, houseInventoryKey: 'ectw/article/e2e-impressions' });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const counted = async () => {
      const res = await page.request.get(`/webapi/admin/ads/report?country=ectw&from=${day(-1)}&to=${day(1)}`, { headers: ADMIN });
      expect(res.ok(), await res.text()).toBe(true);
      const report = (await res.json()) as { slots: { slot: string; impressions: number }[] };
      return report.slots.filter((s) => s.slot === slot).reduce((sum, s) => sum + s.impressions, 0);
    };
    const before = await counted();
    const eventsSent: { token: string; type: string }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/webapi/ads/events') && r.method() === 'POST') eventsSent.push(...(r.postDataJSON() as { events: { token: string; type: string }[] }).events);
    });

    // The page's timers move only when the test moves the clock.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(longStory('ectw'));
    const ad = module(page, slot);
    // Each scroll waits until the layer has seen the slot come in (or go out) before the clock moves.
    const seen = ad.locator('[data-ad-slot]');
    const scroll = (into: boolean) =>
      ad.evaluate((el, into) => (into ? el.scrollIntoView({ block: 'center', behavior: 'instant' }) : scrollTo({ top: 0, behavior: 'instant' })), into);
    await scroll(true);
    await expect(ad).toHaveAttribute('data-ad-state', 'filled');
    await expect(seen).toHaveAttribute('data-ad-visible', 'true');
    await page.clock.runFor(900); // in view, but not for a second yet
    await scroll(false);
    await expect(seen).toHaveAttribute('data-ad-visible', 'false');
    await page.clock.runFor(2000);
    await scroll(true);
    await expect(seen).toHaveAttribute('data-ad-visible', 'true');
    const sent = page.waitForRequest((r) => r.url().endsWith('/webapi/ads/events') && r.method() === 'POST');
    await page.clock.runFor(1100); // a full second in view: the impression…
    await expect(seen).toHaveAttribute('data-ad-visible', 'counted');
    await page.clock.runFor(1000); // …goes with the next batch
    await sent;
    // Out of view and back, for longer: the creative's impression has counted already.
    await scroll(false);
    await page.clock.runFor(1000);
    await scroll(true);
    await page.clock.runFor(3000);
    await expect.poll(counted).toBe(before + 1);
    // The page sent this creative's impression once (the article's other modules send their own).
    const token = await seen.getAttribute('data-ad-token');
    expect(eventsSent.filter((e) => e.token === token).map((e) => e.type)).toEqual(['impression']);
  });
  test('a pop-up ad tab opens its filled ad once the page is idle, closes with Escape, and not again that day', async ({ page }) => {
    await recordLayoutShifts(page);
    // Noon of today on the page's clock: the reload below is the same day.
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    await page.clock.install({ time: noon });
    await page.clock.pauseAt(noon.getTime() + 1000);
    await page.goto('/hk/v2/tab/food');
    const popup = page.locator('dialog[data-ad-popup="hk:popup:food"]');
    const dialog = page.getByRole('dialog', { name: '廣告' });
    await expect(popup).not.toHaveAttribute('data-ad-popup-state');
    await page.clock.runFor(3000); // the page goes idle: the pop-up's ad is asked for
    await expect(dialog).toBeVisible();
    await expect(popup).toHaveAttribute('data-ad-popup-state', 'open');
    // Drawn like any other module, and filled before the dialog opened.
    await expect(dialog.locator('.ad-module')).toHaveAttribute('data-ad-state', 'filled');
    await expect(dialog.locator('a[href^="/webapi/ads/click?token="], iframe[sandbox="allow-scripts allow-popups"][src^="/webapi/ads/creative/"]')).toHaveCount(1);
    // Focus moves in, to the close button; the page behind does not scroll.
    await expect(dialog.getByRole('button', { name: '關閉廣告' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(popup).toHaveAttribute('data-ad-popup-state', 'closed');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    const shifts = await layoutShifts(page);
    expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);

    // The same reader, the same day: no pop-up.
    await page.reload();
    await page.clock.runFor(3000);
    await expect(popup).toHaveAttribute('data-ad-popup-state', 'shownToday');
    await expect(dialog).toBeHidden();
  });
});
