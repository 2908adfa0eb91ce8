// Polls in Chromium: a signed-in reader votes on the poll page, sees the results and withdraws; a
// signed-out reader's vote goes through the sign-in form and is applied afterwards (pollAnswers);
// voting in the embed; axe on the poll page before and after a vote, then consent after the vote
// (one test: the same page, a signed-in reader). The other readers are signed in through the API
// (tests/e2e/signedIn.ts). What the server renders (a closed poll, the option share page, 'no page',
// the page without JavaScript): tests/worker/pollPages.test.ts.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement } from './seedData.ts';
import { signedIn } from './signedIn.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

const reader = (name: string) => `${name}-${test.info().project.name}-${Date.now()}`;

test('a signed-in reader votes for several options, sees the results, and withdraws', async ({ page, context }) => {
  const token = await signedIn(context, reader('voter'), 'Pemilih');
  await page.goto('/id/v2/poll/favourite-street-food-poll');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jajanan kaki lima mana saja yang paling Anda sukai? (pilih maksimal tiga)');
  await expect(page.getByText('Pilih hingga 3 jawaban')).toBeVisible();
  for (const option of ['Martabak manis', 'Bakso', 'Gorengan']) await page.getByLabel(option).check();
  await expect(page.getByLabel('Sate ayam')).toBeDisabled();
  await page.getByRole('button', { name: 'Pilih', exact: true }).click();

  const results = page.getByRole('list', { name: 'Hasil' });
  await expect(results).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Terima kasih sudah memilih!' })).toBeVisible();
  await expect(results.locator('.is-mine .poll-results__text')).toHaveText([/Martabak manis/, /Bakso/, /Gorengan/]);
  await expect(results.locator('.is-mine').first()).toContainText('Pilihan Anda');
  await expect(results.locator('.poll-results__percent').first()).toHaveText(/^\d{1,3}%$/);
  await expect(page.locator('[data-poll-voters]')).toHaveText(/^Pemilih: \d+$/);

  // The vote is the reader's on the server: a reload shows the results again.
  await page.reload();
  await expect(results.locator('.is-mine')).toHaveCount(3);

  await page.getByRole('button', { name: 'Tarik pilihan saya' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pilihan Anda telah ditarik.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pilih', exact: true })).toBeVisible();
  const pollId = await page.locator('[data-poll-page]').getAttribute('data-poll-page');
  const mine = await page.request.get(`/webapi/poll/${pollId}/my/votes?country=id`, { headers: { 'X-Liff-Access-Token': token } });
  expect(((await mine.json()) as { answers: string[] }).answers).toEqual([]);
});

test('a signed-out reader votes, signs in, and the vote is applied once afterwards', async ({ page, context }) => {
  const userId = reader('late');
  await page.goto('/tw/v2/poll/typhoon-day-off-poll');
  await page.getByLabel('沒意見').check();
  await page.getByRole('button', { name: '投票', exact: true }).click();

  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.locator('[data-login-sheet-signin]').click();
  await expect(page).toHaveURL(/\/tw\/v2\/dev\/login\?callback=.*pollAnswers/);
  await page.getByLabel('使用者 ID').fill(userId);
  await page.getByLabel('顯示名稱').fill('晚來的讀者');
  await page.getByRole('button', { name: '登入' }).click();

  await expect(page).toHaveURL(/\/tw\/v2\/poll\/typhoon-day-off-poll#poll-1000$/);
  const results = page.getByRole('list', { name: '結果' });
  await expect(results.locator('.is-mine')).toHaveText(/沒意見.*你的選擇/);
  expect((await context.cookies()).find((c) => c.name === 'pollAnswers')).toBeUndefined();

  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session')!) as { token: { token: string } });
  const mine = await page.request.get('/webapi/poll/1000/my/votes?country=tw', { headers: { 'X-Liff-Access-Token': session.token.token } });
  expect(((await mine.json()) as { answers: string[] }).answers).toEqual(['POLL_1000_3']);

  // Changing the vote afterwards works as for any signed-in reader.
  await page.getByRole('button', { name: '更改投票' }).click();
  await page.getByLabel('中央統一宣布').check();
  await page.getByRole('button', { name: '投票', exact: true }).click();
  await expect(results.locator('.is-mine')).toHaveText(/中央統一宣布/);
});

test('the embedded poll has no title bar and can be voted in', async ({ page, context }) => {
  await signedIn(context, reader('embed'), 'ผู้อ่าน');
  await page.goto('/th/v2/embed/poll/new-year-trip-poll');
  await expect(page.locator('.title-bar')).toHaveCount(0);
  await expect(page.locator('.poll__question')).toHaveText('ช่วงปีใหม่นี้ คุณวางแผนเที่ยวที่ไหนมากที่สุด?');
  await page.getByLabel('เชียงใหม่').check();
  await page.getByRole('button', { name: 'โหวต', exact: true }).click();
  await expect(page.getByRole('list', { name: 'ผลโหวต' }).locator('.is-mine')).toHaveText(/เชียงใหม่/);
});

test('axe finds no serious or critical violations on the poll page, before and after voting; a poll that asks for consent offers it after the vote; the reader shares some, or skips', async ({ page, context }) => {
  const token = await signedIn(context, reader('consent'), '讀者');
  await page.goto('/tw/v2/poll/weekend-activities-poll');
  const check = async () => {
    expect(await seriousViolations(page)).toEqual([]);
  };
  await expect(page.getByLabel('逛夜市')).toBeEnabled();
  await check();
  await page.getByLabel('逛夜市').check();
  await page.getByRole('button', { name: '投票', exact: true }).click();
  await expect(page.getByRole('list', { name: '結果' })).toBeVisible();
  await check();

  // The same reader on a poll that asks for consent.
  await page.goto('/tw/v2/poll/year-end-word-poll');
  await page.getByLabel('韌').check();
  await page.getByRole('button', { name: '投票', exact: true }).click();
  const step = page.getByRole('form', { name: '還有一件事' });
  await expect(step).toBeVisible();
  // Nothing is ticked for the reader; the poll asks for two of the three consents.
  await expect(step.getByRole('checkbox')).toHaveCount(2);
  await expect(step.getByRole('button', { name: '分享我的選擇' })).toBeDisabled();
  await step.getByLabel('我的年齡層、性別與居住地區').check();
  await step.getByRole('button', { name: '分享我的選擇' }).click();
  await expect(page.getByRole('status').filter({ hasText: '謝謝，已儲存你的選擇。' })).toBeVisible();
  await expect(step).toHaveCount(0);
  const pollId = await page.locator('[data-poll-page]').getAttribute('data-poll-page');
  const mine = await page.request.get(`/webapi/poll/${pollId}/my/votes?country=tw`, { headers: { 'X-Liff-Access-Token': token } });
  expect(((await mine.json()) as { consentOptions: string[] }).consentOptions).toEqual(['DEMOGRAPHICS']);
  // Asked once: a later visit shows the results only.
  await page.reload();
  await expect(page.getByRole('list', { name: '結果' })).toBeVisible();
  await expect(page.getByRole('form', { name: '還有一件事' })).toHaveCount(0);

  // Another reader skips: nothing is stored.
  const other = await signedIn(context, reader('skip'), '路人');
  await page.goto('/tw/v2/poll/year-end-word-poll');
  await page.getByLabel('暖').check();
  await page.getByRole('button', { name: '投票', exact: true }).click();
  await page.getByRole('form', { name: '還有一件事' }).getByRole('button', { name: '暫時不要' }).click();
  await expect(page.getByRole('form', { name: '還有一件事' })).toHaveCount(0);
  const skipped = await page.request.get(`/webapi/poll/${pollId}/my/votes?country=tw`, { headers: { 'X-Liff-Access-Token': other } });
  expect(((await skipped.json()) as { consentOptions: string[] }).consentOptions).toEqual([]);
});
