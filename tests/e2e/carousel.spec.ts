// The portal carousel (docs/decisions/0021) on phone and desktop: a native scroll-snap track the
// island gives autoplay, dots, arrows and the arrow keys. What the reader sees: which story starts
// the row, which dot is current, that a swipe moves the row and not the tab, and that nothing in it
// changes size when it comes alive or slides. Each test proves several things on one portal (a fresh
// context and portal cost more than the checks): every part starts from a reload, the page's clock
// still stopped where the last part left it.
import { ANY_SCREEN, expect, test, type Page } from './fixtures.ts';
import { acceptAgreement } from './seedData.ts';

const PORTAL = '/tw/v2/tab';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

const carousel = (page: Page) => page.locator('[data-module-type="carousel"]');
const dots = (page: Page) => carousel(page).locator('.carousel__dots button');

/**
 * The page's timers (autoplay among them) move only when the test moves the clock: a slow machine
 * cannot let autoplay slide the row between two steps of a test.
 */
async function openWithStoppedClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(PORTAL);
  await carouselAlive(page);
}

/** The carousel in view and hydrated: the island has measured the track and drawn its dots. */
async function carouselAlive(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(dots(page).first()).toBeVisible();
}

/** A fresh load of the portal for the next part of a test; the clock stays stopped (Playwright replays it). */
async function reopen(page: Page) {
  await page.reload();
  await carouselAlive(page);
}

/** Where the row is: the story whose left edge starts it (1-based, 0 for none), and whether it is scrolled to its end. */
function view(page: Page): Promise<{ start: number; end: boolean }> {
  return carousel(page).locator('.carousel__track').evaluate((track) => {
    const left = track.getBoundingClientRect().left;
    const start = [...track.children].findIndex((s) => Math.abs(s.getBoundingClientRect().left - left) < 1) + 1;
    return { start, end: track.scrollWidth - track.clientWidth - track.scrollLeft < 1 };
  });
}

/**
 * The row rests at stop `dot` (1-based) and that dot alone is current: story `dot` starts the row,
 * or, at the last stop, the row is scrolled to its end (the last story in full view).
 */
async function expectAt(page: Page, dot: number) {
  const last = await dots(page).count();
  if (dot === last) await expect.poll(async () => (await view(page)).end).toBe(true);
  else await expect.poll(() => view(page)).toEqual({ start: dot, end: false });
  await expect(dots(page).nth(dot - 1)).toHaveAttribute('aria-current', 'true');
  await expect(carousel(page).locator('.carousel__dots button[aria-current="true"]')).toHaveCount(1);
}

test('the carousel autoplays every 3 s, pauses under the mouse, and stops once the reader takes over; readers who ask for less motion get no autoplay, and the controls jump without animating', ANY_SCREEN, async ({ page }) => {
  await openWithStoppedClock(page);
  await expectAt(page, 1);
  // The delay is 3000 ms to the millisecond: the script's own state (the stop it sends the row to)
  // has not moved at 2999 ms and has at 3000, whatever the animation shows meanwhile.
  await page.clock.runFor(2999);
  await expect(carousel(page).locator('[data-carousel]')).toHaveAttribute('data-stop', '0');
  await page.clock.runFor(1);
  await expect(carousel(page).locator('[data-carousel]')).toHaveAttribute('data-stop', '1');
  await expectAt(page, 2);
  // A mouse resting on the carousel holds it.
  await carousel(page).locator('.carousel__track').hover();
  await page.clock.runFor(6000);
  await expectAt(page, 2);
  await page.mouse.move(1, 1);
  await page.clock.runFor(3000);
  await expectAt(page, 3);
  // The reader picks a story: autoplay stops for good.
  await dots(page).first().click();
  await expectAt(page, 1);
  await page.mouse.move(1, 1);
  await page.clock.runFor(9000);
  await expectAt(page, 1);

  // Less motion, asked for before the page loads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await reopen(page);
  await page.clock.runFor(9000);
  await expectAt(page, 1);
  await dots(page).nth(1).click();
  await expectAt(page, 2);
});

/**
 * A finger dragged sideways by `dx` pixels (negative: to the left) from (x, y) through the
 * browser's touch input in 160 ms, then held still for `holdMs` before it lifts. The page's clock
 * is stopped, so the gesture's time is the clock the test moves between the events (the script
 * tells a short swipe, under 300 ms, from a long one by it), not the pace at which a busy machine
 * delivers them; the events carry the same times for the browser's own gesture handling.
 */
async function swipe(page: Page, x: number, y: number, dx: number, holdMs = 300) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  let t = Date.now() / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: t });
  for (let i = 1; i <= 10; i++) {
    await page.clock.runFor(16);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 10, y }], timestamp: (t += 0.016) });
  }
  for (let held = 0; held < holdMs; held += 100) {
    await page.clock.runFor(100);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }], timestamp: (t += 0.1) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: (t += 0.016) });
  await cdp.detach();
}

test('a dot brings its story to the start of the row and is announced as the current one; the arrow keys move the row from a focused story; a swipe on the carousel moves it one story, not the page to another tab', ANY_SCREEN, async ({ page }) => {
  // Three parts, each within the 30 s a test gets.
  test.setTimeout(60_000);
  await openWithStoppedClock(page);
  const slides = await carousel(page).locator('.carousel__slide').count();
  await expect(dots(page).nth(1)).toHaveAccessibleName(new RegExp(`\\b2\\b.*\\b${slides}\\b|\\b${slides}\\b.*\\b2\\b`));
  await dots(page).nth(1).click();
  await expectAt(page, 2);
  const last = (await dots(page).count()) - 1;
  await dots(page).nth(last).click();
  await expectAt(page, last + 1);

  // The arrow keys, from a fresh load.
  await reopen(page);
  await carousel(page).locator('.carousel__slide a').first().focus();
  await page.keyboard.press('ArrowRight');
  await expectAt(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectAt(page, 3);
  await page.keyboard.press('ArrowLeft');
  await expectAt(page, 2);
  // Two quick presses move two stories, even while the row is still sliding from the first.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectAt(page, 3);
  await page.keyboard.press('ArrowLeft');
  await expectAt(page, 2);
  // A screen reader hears where the row went.
  await expect(carousel(page).locator('[aria-live="polite"]')).toHaveText(await dots(page).nth(1).getAttribute('aria-label') ?? '');

  // A swipe, from a fresh load.
  await reopen(page);
  const box = (await carousel(page).locator('.carousel__track').boundingBox())!;
  const slide = (await carousel(page).locator('.carousel__slide').first().boundingBox())!;
  // On the stories' titles, clear of the arrows (wider screens) over the pictures.
  const y = box.y + box.height * 0.7;
  // Most of a story's width: the row settles on the next one, and not further (scroll-snap-stop).
  await swipe(page, box.x + box.width * 0.85, y, -slide.width * 0.9);
  await expectAt(page, 2);
  await swipe(page, box.x + box.width * 0.15, y, slide.width * 0.9);
  await expectAt(page, 1);
  // Less than half a story, slowly (a long swipe, 300 ms or more): the row springs back.
  await swipe(page, box.x + box.width * 0.85, y, -slide.width * 0.3);
  await expectAt(page, 1);
  // The same distance in a quick flick (a short swipe, 160 ms): the next story.
  await swipe(page, box.x + box.width * 0.85, y, -slide.width * 0.3, 0);
  await expectAt(page, 2);
  await expect(page).toHaveURL(new RegExp(`${PORTAL}$`));
});

test('the carousel keeps its server-rendered size when it comes alive and while it slides; autoplay goes from the last stop back to the first; arrows move the row on wider screens, phones swipe instead', async ({ browser, page, baseURL, isMobile }) => {
  // Three parts, each within the 30 s a test gets.
  test.setTimeout(60_000);
  const measure = (p: Page) =>
    carousel(p).evaluate((module) => {
      const box = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
      };
      return { module: box(module), track: box(module.querySelector('.carousel__track')), slide: box(module.querySelector('.carousel__slide')) };
    });
  // The server's render, as a browser without JavaScript lays it out.
  const { viewport, deviceScaleFactor, hasTouch, userAgent } = test.info().project.use;
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });
  await acceptAgreement(plain, baseURL);
  const server = await plain.newPage();
  await server.goto(PORTAL);
  // Pictures take their size from their width and height, loaded or not.
  await carousel(server).scrollIntoViewIfNeeded();
  const before = await measure(server);
  await plain.close();

  // Layout shifts inside the carousel, from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { carouselShifts: string[] };
    w.carouselShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[]) {
        for (const s of entry.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          if (el?.closest('[data-module-type="carousel"]')) w.carouselShifts.push(el.className || el.tagName);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openWithStoppedClock(page);
  expect(await measure(page)).toEqual(before);
  await page.clock.runFor(3000);
  await expectAt(page, 2);
  await dots(page).last().click();
  await expectAt(page, await dots(page).count());
  expect(await measure(page)).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { carouselShifts: string[] }).carouselShifts)).toEqual([]);

  // Autoplay through every stop and round, from a fresh load.
  await reopen(page);
  const stops = await dots(page).count();
  expect(stops).toBeGreaterThan(1);
  for (let i = 2; i <= stops; i++) {
    await page.clock.runFor(3000);
    await expectAt(page, i);
  }
  await page.clock.runFor(3000);
  await expectAt(page, 1);

  // The arrows, from a fresh load. Named in the market's language (tw: zh_TW).
  await reopen(page);
  const prevNamed = carousel(page).getByRole('button', { name: '上一則', includeHidden: true });
  const nextNamed = carousel(page).getByRole('button', { name: '下一則', includeHidden: true });
  await expect(prevNamed).toBeAttached();
  await expect(nextNamed).toBeAttached();
  if (isMobile) {
    await expect(prevNamed).toBeHidden();
    await expect(nextNamed).toBeHidden();
  } else {
    await expect(prevNamed).toHaveAttribute('aria-disabled', 'true');
    await nextNamed.click();
    await expectAt(page, 2);
    await expect(prevNamed).toHaveAttribute('aria-disabled', 'false');
    await nextNamed.click();
    await prevNamed.click();
    await expectAt(page, 2);
    for (let i = 2; i < stops; i++) await nextNamed.click();
    await expectAt(page, stops);
    await expect(nextNamed).toHaveAttribute('aria-disabled', 'true');
  }
});
