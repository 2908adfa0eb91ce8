// The gallery viewer: an album opens it, zooms, swipes, closes by dragging down; body images too.
// The album's behaviours share one test and page (a fresh context costs more than a load): each part
// starts from a fresh load, its tracking recorded afresh.
import { ANY_SCREEN, expect, test, type Locator, type Page } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { recordCollected, recordTracking } from './tracking.ts';
import { animationsSettled, nextFrame } from './frames.ts';

const tw = seedMarket('tw');
const album = tw.articles.find((a) => a.contentType === 'ALBUM')!;

/** How much larger than its fitted size the photo is shown, as the reader sees it (its computed transform). */
function shownScale(image: Locator): Promise<number> {
  return image.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await nextFrame(page);
  }
  await page.mouse.up();
  // The carousel's transition ends before the next gesture.
  await animationsSettled(page, '.gallery-viewer');
}

test('an album opens the gallery, zooms, swipes and closes by dragging down; arrow keys, buttons and thumbnails change slide, a tap toggles focus mode, and Tab stays in the viewer', async ({ page }) => {
  // Two parts, each within the 30 s a test gets.
  test.setTimeout(60_000);
  // The page's timers run on a clock the test can move forward (time also passes by itself).
  await page.clock.install();
  const tracked = await recordTracking(page);
  const collected = recordCollected(page);
  const path = `/tw/v2/article/${tw.hashOf(album.slug)}`;
  await page.goto(path);
  const opener = page.locator('[data-gallery="album"] [data-gallery-index="0"]');
  await opener.click();
  const viewer = page.getByRole('dialog', { name: album.title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('gallery-index')).toHaveText('1');
  await expect(viewer.locator('.gallery-viewer__counter')).toHaveText(`1 / ${album.images.length}`);
  await expect(viewer.locator('.gallery-viewer__caption')).toHaveText(album.images[0]!.caption);
  await expect(viewer.getByRole('button', { name: '關閉相簿' })).toBeFocused();

  // Zoom in: focus mode hides the chrome; zoom back out shows it again. The button zooms about the
  // photo's centre: its middle stays in the middle of the stage.
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect(viewer).toHaveClass(/is-focus/);
  const image = viewer.locator('.swiper-slide-active .swiper-zoom-container img');
  await expect.poll(() => shownScale(image)).toBe(2);
  const stage = (await viewer.locator('.gallery-viewer__stage').boundingBox())!;
  const shown = (await image.boundingBox())!;
  expect(Math.abs(shown.x + shown.width / 2 - (stage.x + stage.width / 2))).toBeLessThan(2);
  expect(Math.abs(shown.y + shown.height / 2 - (stage.y + stage.height / 2))).toBeLessThan(2);
  // Zoomed, the buttons are hidden: a double tap zooms back out.
  await image.dblclick();
  await expect.poll(() => shownScale(image)).toBe(1);
  // Past the double-tap window: no single-tap toggle is still pending.
  await page.clock.runFor(400);
  await expect(viewer).not.toHaveClass(/is-focus/);

  // Swipe left: the next photo.
  const box = (await viewer.locator('.gallery-viewer__stage').boundingBox())!;
  const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await drag(page, { x: box.x + box.width * 0.85, y: mid.y }, { x: box.x + box.width * 0.15, y: mid.y });
  await expect(viewer.getByTestId('gallery-index')).toHaveText('2');
  await expect(viewer.locator('.gallery-viewer__caption')).toHaveText(album.images[1]!.caption);

  // A short drag down snaps back; a drag past half the height closes.
  await drag(page, mid, { x: mid.x, y: mid.y + 60 });
  await expect(viewer).toBeVisible();
  const viewport = page.viewportSize()!;
  await drag(page, { x: mid.x, y: box.y + 10 }, { x: mid.x, y: box.y + 10 + viewport.height * 0.6 });
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  const types = (await tracked()).map((t) => t.type);
  expect(types).toContain('galleryPageView');
  expect(types).toContain('galleryZoom');
  expect(await tracked()).toContainEqual({ type: 'gallerySlideChange', direction: 'next', index: 1 });
  // The tracker sends them to the collector: the gallery's page view and its slide and zoom events
  // (a batch goes within 3 s of its first event; the page's clock moves it on).
  await expect(page.locator('html')).toHaveAttribute('data-tracking', /started|vitals/);
  await page.clock.runFor(3000);
  await expect.poll(() => collected().filter((e) => e.kind === 'pageview' && e.pageType === 'imageSlide')).toEqual([expect.objectContaining({ page: path, title: album.title, position: 0 })]);
  expect(collected().filter((e) => e.kind === 'event').map((e) => [e.name, e.label, e.value])).toEqual(expect.arrayContaining([['gallery.zoom', undefined, 2], ['gallery.slide', 'next', 1]]));

  // From a fresh load: the tracking recorded from its first script on (window.tracked starts empty).
  await page.reload();
  // Where the opened photo's slide is, every frame from the viewer's first paint until swiper has
  // taken over (it loads after the tap): the photo must not move meanwhile.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { openedSlideBoxes: seen });
    const frame = () => {
      const slide = document.querySelectorAll('.gallery-viewer .swiper-slide')[1];
      if (slide) {
        const r = slide.getBoundingClientRect();
        seen.push(`${r.x},${r.y},${r.width},${r.height}`);
      }
      if (!document.querySelector('.gallery-viewer .swiper-initialized') || seen.length < 3) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.locator('[data-gallery="album"] [data-gallery-index="1"]').click();
  const index = viewer.getByTestId('gallery-index');
  await expect(index).toHaveText('2');
  await expect(viewer.locator('.gallery-viewer__caption')).toHaveText(album.images[1]!.caption);
  // The slide buttons come alive once the viewer can slide; so do the arrow keys.
  await expect(viewer.getByRole('button', { name: '下一張' })).toBeEnabled();
  await expect.poll(() => page.evaluate(() => (window as unknown as { openedSlideBoxes: string[] }).openedSlideBoxes.length)).toBeGreaterThanOrEqual(3);
  const boxes = await page.evaluate(() => (window as unknown as { openedSlideBoxes: string[] }).openedSlideBoxes);
  expect(new Set(boxes), `the opened slide moved: ${boxes.join(' → ')}`).toEqual(new Set([boxes[0]]));

  await page.keyboard.press('ArrowRight');
  await expect(index).toHaveText('3');
  await page.keyboard.press('ArrowLeft');
  await expect(index).toHaveText('2');
  await viewer.getByRole('button', { name: '上一張' }).click();
  await expect(index).toHaveText('1');
  await expect(viewer.getByRole('button', { name: '上一張' })).toBeDisabled();
  await viewer.getByRole('button', { name: '下一張' }).click();
  await expect(index).toHaveText('2');
  await viewer.getByRole('button', { name: `4 / ${album.images.length}` }).click();
  await expect(index).toHaveText('4');
  await expect(viewer.locator('.gallery-viewer__caption')).toHaveText(album.images[3]!.caption);
  expect(await tracked()).toEqual(
    expect.arrayContaining([
      { type: 'gallerySlideChange', direction: 'next', index: 2 },
      { type: 'gallerySlideChange', direction: 'prev', index: 1 },
      { type: 'gallerySlideChange', direction: 'prev', index: 0 },
      { type: 'gallerySlideChange', direction: 'next', index: 3 },
    ]),
  );
  const page_ = (await tracked()).find((t) => t.type === 'galleryPageView') as unknown as { position: number };
  expect(page_.position).toBe(1);

  // A single tap toggles focus mode (once no second tap follows); a second tap shows the chrome again.
  await image.click();
  await expect(viewer).toHaveClass(/is-focus/);
  expect(await shownScale(image)).toBe(1);
  // Past the double-tap window, so the next tap is a tap of its own.
  await page.clock.runFor(400);
  await image.click();
  await expect(viewer).not.toHaveClass(/is-focus/);

  // Zoom in and out with the buttons, one step at a time.
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect.poll(() => shownScale(image)).toBe(2);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.locator('[data-gallery="album"] [data-gallery-index="0"]').click();
  await expect(viewer.getByRole('button', { name: '縮小' })).toBeDisabled();
  expect((await tracked()).filter((t) => t.type === 'galleryZoom')).toEqual([{ type: 'galleryZoom', scale: 2 }]);

  // Keyboard focus cycles inside the dialog.
  await expect(viewer.getByRole('button', { name: '關閉相簿' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: '關閉相簿' })).toBeFocused();
});

test('a body image opens the gallery; Escape closes it', ANY_SCREEN, async ({ page }) => {
  const article = tw.articles.find((a) => a.contentType === 'GENERAL' && a.ageLimit === 0 && a.body.includes('img:'))!;
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  const image = page.locator('.article__body img[data-gallery-index="0"]');
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const viewer = page.getByRole('dialog', { name: article.title });
  await expect(viewer.getByTestId('gallery-index')).toHaveText('1');
  await expect(viewer.locator('.gallery-viewer__counter')).toHaveText(`1 / ${(article.body.match(/img:/g) ?? []).length}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
