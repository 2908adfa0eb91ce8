// The gallery viewer: an album opens it, zooms, swipes, closes by dragging down; body images too.
import { expect, test, type Page } from '@playwright/test';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');
const album = tw.articles.find((a) => a.contentType === 'ALBUM')!;

async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { tracked: unknown[] }).tracked = [];
    window.addEventListener('portal:track', (e) => (window as unknown as { tracked: unknown[] }).tracked.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { tracked: { type: string }[] }).tracked);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  // Let the carousel's 300 ms transition settle before the next gesture.
  await page.waitForTimeout(400);
}

test('an album opens the gallery, zooms, swipes and closes by dragging down', async ({ page }) => {
  const tracked = await recordTracking(page);
  await page.goto(`/tw/v2/article/${tw.hashOf(album.slug)}`);
  const opener = page.locator('[data-gallery="album"] [data-gallery-index="0"]');
  await opener.click();
  const viewer = page.getByRole('dialog', { name: album.title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('gallery-index')).toHaveText('1');
  await expect(viewer.locator('.gallery-viewer__counter')).toHaveText(`1 / ${album.images.length}`);
  await expect(viewer.locator('.gallery-viewer__caption')).toHaveText(album.images[0]!.caption);
  await expect(viewer.getByRole('button', { name: '關閉相簿' })).toBeFocused();

  // Zoom in: focus mode hides the chrome; zoom back out shows it again.
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect(viewer).toHaveClass(/is-focus/);
  const image = viewer.locator('.swiper-slide-active .swiper-zoom-container img');
  await expect(image).toHaveAttribute('style', /scale\(2\)/);
  // Zoomed, the buttons are hidden: a double tap zooms back out.
  await image.dblclick();
  await expect(image).toHaveAttribute('style', /scale\(1\)/);
  await page.waitForTimeout(400);
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
});

test('a body image opens the gallery; Escape closes it', async ({ page }) => {
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
