// The weather page finding the reader's place on a phone (issue #28 item 1): geolocation granted (the
// nearest place opens), then a place chosen on the search page (the saved city outranks the device);
// geolocation denied (the default location stays, with the spec's text, nothing moving); axe on
// the weather and search pages; a signed-in
// reader's weather area (it outranks the device, and choosing a place on the search page saves it
// on the server). The rules behind each: tests/unit/domain/weather, tests/webapi/weather.test.ts,
// tests/worker/weatherPages.test.ts.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { acceptAgreement } from './seedData.ts';
import { signedIn } from './signedIn.ts';
import { seriousViolations } from './axe.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';

const KAOHSIUNG = { latitude: 22.6273, longitude: 120.3014 };
const BANGKOK = { latitude: 13.7563, longitude: 100.5018 };

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

test('geolocation granted opens the nearest place; a place chosen on the search page is kept and outranks it', ANY_SCREEN, async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(KAOHSIUNG);
  await page.goto('/tw/v2/weather');
  await expect(page).toHaveURL(/\/tw\/v2\/weather\?locationId=kaohsiung$/);
  await expect(page.locator('h1')).toHaveText('高雄市天氣');
  const geoMap = JSON.parse((await page.evaluate(() => localStorage.getItem('portal.locationGeoMap')))!);
  expect(geoMap).toMatchObject({ lat: KAOHSIUNG.latitude, lon: KAOHSIUNG.longitude, locationId: 'kaohsiung' });
  // axe on what the weather pages add (the frame around them is checked with every other page).
  expect(await seriousViolations(page, '[data-weather]')).toEqual([]);

  // The search form is a plain GET form (its results: tests/worker/weatherPages.test.ts).
  await page.goto('/tw/v2/weather/search?q=Taichung');
  expect(await seriousViolations(page, '[data-weather-search]')).toEqual([]);
  await page.locator('[data-weather-place="taichung"]').click();
  await expect(page.locator('h1')).toHaveText('臺中市天氣');
  expect(await page.evaluate(() => localStorage.getItem('portal.savedCity'))).toBe('taichung');

  // Back to the weather without a place in the URL: the saved city, not the device's position.
  await page.goto('/tw/v2/weather');
  await expect(page).toHaveURL(/\?locationId=taichung$/);
  await expect(page.locator('h1')).toHaveText('臺中市天氣');
});

test("geolocation denied keeps the country's default location and says why, moving nothing", ANY_SCREEN, async ({ page, context }) => {
  await context.clearPermissions();
  await recordLayoutShifts(page);
  await page.goto('/hk/v2/weather');
  const status = page.locator('[data-geo-status]');
  await expect(status).toHaveText('Geolocation is not granted · 現正顯示油尖旺的天氣。');
  await expect(page).toHaveURL(/\/hk\/v2\/weather$/);
  await expect(page.locator('h1')).toHaveText('油尖旺天氣');
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
});

test("a signed-in reader's weather area outranks the device; choosing a place on the search page saves it", ANY_SCREEN, async ({ page, context }, info) => {
  const token = await signedIn(context, `weather-${info.project.name}-${Date.now()}`, 'ผู้อ่านพยากรณ์');
  const headers = { 'X-Liff-Access-Token': token };
  const phuket = (await (await page.request.get('/webapi/weather/locations?country=th')).json()).locations.find((l: { id: string }) => l.id === 'phuket');
  const saved = await page.request.post('/webapi/user/info?country=th', { headers, data: { weatherArea: JSON.stringify(phuket) } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(BANGKOK);

  await page.goto('/th/v2/weather');
  await expect(page).toHaveURL(/\/th\/v2\/weather\?locationId=phuket$/);
  await expect(page.locator('h1')).toHaveText('สภาพอากาศภูเก็ต');

  await page.goto(`/th/v2/weather/search?q=${encodeURIComponent('เชียงใหม่')}`);
  await page.locator('[data-weather-place="chiang-mai"]').click();
  await expect(page.locator('h1')).toHaveText('สภาพอากาศเชียงใหม่');
  await expect
    .poll(async () => JSON.parse((await (await page.request.get('/webapi/user/info?country=th', { headers })).json()).result.user.weatherArea).id)
    .toBe('chiang-mai');
});
