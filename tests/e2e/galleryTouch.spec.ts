// The gallery on a touch screen (run by the phone project only): swipe and pinch with real touch input.
import { expect, test } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { recordTracking } from './tracking.ts';
import { animationsSettled, nextFrame } from './frames.ts';

const tw = seedMarket('tw');
const album = tw.articles.find((a) => a.contentType === 'ALBUM')!;

test('on a touch screen a finger swipes to the next photo and two fingers pinch to zoom', async ({ page }) => {
  const tracked = await recordTracking(page);
  await page.goto(`/tw/v2/article/${tw.hashOf(album.slug)}`);
  await page.locator('[data-gallery="album"] [data-gallery-index="0"]').click();
  const viewer = page.getByRole('dialog', { name: album.title });
  await expect(viewer.getByTestId('gallery-index')).toHaveText('1');
  // The viewer takes gestures once it can slide (its slide buttons come alive then).
  await expect(viewer.getByRole('button', { name: '下一張' })).toBeEnabled();
  const box = (await viewer.locator('.gallery-viewer__stage').boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    await nextFrame(page);
  };

  // One finger, right to left.
  await touch('touchStart', [{ x: box.x + box.width * 0.8, y }]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: box.x + box.width * (0.8 - (0.6 * i) / 8), y }]);
  await touch('touchEnd', []);
  await expect(viewer.getByTestId('gallery-index')).toHaveText('2');
  await animationsSettled(page, '.gallery-viewer');

  // Two fingers moving apart zoom in (up to 3) and the viewer enters focus mode. Each finger travels
  // well past the share of the width that changes slide when one finger drags.
  const cx = box.x + box.width / 2;
  await touch('touchStart', [{ x: cx - 20, y }, { x: cx + 20, y }]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: cx - 20 - i * 15, y }, { x: cx + 20 + i * 15, y }]);
  await touch('touchEnd', []);
  await expect(viewer).toHaveClass(/is-focus/);
  // Still the second photo: the pinch did not slide the track.
  await expect(viewer.getByTestId('gallery-index')).toHaveText('2');
  const image = viewer.locator('.swiper-slide-active .swiper-zoom-container img');
  await animationsSettled(page, '.gallery-viewer');
  const scale = await image.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
  expect(scale).toBeGreaterThan(2);
  expect(scale).toBeLessThanOrEqual(3);
  // The settled zoom is tracked once, at the scale shown.
  const zooms = (await tracked()).filter((t) => t.type === 'galleryZoom') as unknown as { scale: number }[];
  expect(zooms).toHaveLength(1);
  expect(zooms[0]!.scale).toBeCloseTo(scale, 4);
});
