// Check my number on a phone: a winning and a losing ticket in tw (Super Lotto) and in th (the Thai
// government lottery, its date in the Buddhist era), typed into the plain form as a reader would and
// submitted with the keyboard and the button. axe and layout shift on every lottery page (latest
// results, check, full result, history). What renders without a browser:
// tests/worker/lotteryPages.test.ts; the rules: tests/unit/domain/lottery/prizes.test.ts,
// tests/webapi/lottery.test.ts.
import { ANY_SCREEN, expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement } from './seedData.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';

interface Draw {
  id: string;
  drawDate: string;
  numbers: number[];
  bonus: number | null;
  prizes: { prize: string; numbers: string[] }[];
}

const latest = async (page: Page, country: string): Promise<Draw> => (await (await page.request.get(`/webapi/lottery?country=${country}`)).json()).games[0].latest;

async function expectSteady(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptAgreement(context, baseURL);
  await recordLayoutShifts(page);
});

test('tw: a winning and a losing Super Lotto ticket', ANY_SCREEN, async ({ page }) => {
  const draw = await latest(page, 'tw');
  await page.goto('/tw/v2/lottery');
  await expectSteady(page);
  const section = page.locator('[data-game="super-lotto"]');
  // The first zone in any order, then the second-zone number, as the hint asks.
  await section.getByLabel('您的號碼').fill([...draw.numbers].reverse().join(' ') + ` ${draw.bonus}`);
  await section.getByLabel('您的號碼').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tw/v2/lottery/search/${draw.id}/[0-9-]+$`));
  await expect(page.locator('.lottery-verdict')).toHaveAttribute('data-won', 'true');
  await expect(page.locator('.lottery-verdict__prizes li')).toHaveText(['頭獎 依銷售額分配']);
  await expect(page.locator('[data-order="sorted"] .lottery-ball[data-hit]')).toHaveCount(6);
  await expectSteady(page);

  const misses = Array.from({ length: 38 }, (_, i) => i + 1).filter((n) => !draw.numbers.includes(n)).slice(0, 6);
  await page.getByRole('textbox', { name: '您的號碼' }).fill(`${misses.join(',')} ${draw.bonus === 8 ? 1 : draw.bonus! + 1}`);
  await page.getByRole('button', { name: '對獎' }).click();
  await expect(page.locator('.lottery-verdict')).toHaveAttribute('data-won', 'false');
  await expect(page.locator('.lottery-verdict__text')).toHaveText('很可惜，這組號碼沒有中獎。');
  await expect(page.locator('.lottery-verdict__matched')).toHaveText('對中0個號碼');

  // On to the draw's full result.
  await page.getByRole('link', { name: '完整開獎結果' }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/lottery/r/${draw.id}$`));
  await expect(page.locator('.lottery-tiers tbody tr')).toHaveCount(10);
  await expectSteady(page);
});

test('th: a winning and a losing ticket of the government lottery, dated in the Buddhist era', ANY_SCREEN, async ({ page }) => {
  const draw = await latest(page, 'th');
  const beYear = Number(draw.drawDate.slice(0, 4)) + 543;
  await page.goto('/th/v2/lottery');
  await expect(page.locator('[data-game="thai-government"] .lottery-draw__date')).toContainText(`พ.ศ. ${beYear}`);
  await expectSteady(page);
  const lists = Object.fromEntries(draw.prizes.map((p) => [p.prize, p.numbers]));
  const first = lists.first![0]!;
  await page.getByRole('textbox', { name: 'เลขของคุณ' }).fill(first);
  await page.getByRole('button', { name: 'ตรวจรางวัล' }).click();
  await expect(page).toHaveURL(new RegExp(`/th/v2/lottery/search/${draw.id}/${first}$`));
  await expect(page.locator('[data-draw-date]')).toContainText(`พ.ศ. ${beYear}`);
  await expect(page.locator('.lottery-verdict')).toHaveAttribute('data-won', 'true');
  await expect(page.locator('.lottery-verdict__prizes li').first()).toHaveText('รางวัลที่ 1 ฿6,000,000');
  await expectSteady(page);

  // A number on no list whose front three, back three and last two win nothing either.
  const six = new Set(draw.prizes.filter((p) => p.numbers[0]!.length === 6).flatMap((p) => p.numbers));
  let losing = '';
  for (let n = 1; !losing; n++) {
    const d = String((n * 7919) % 1_000_000).padStart(6, '0');
    if (!six.has(d) && !lists.front3!.includes(d.slice(0, 3)) && !lists.back3!.includes(d.slice(3)) && !lists.last2!.includes(d.slice(4))) losing = d;
  }
  await page.getByRole('textbox', { name: 'เลขของคุณ' }).fill(losing);
  await page.getByRole('textbox', { name: 'เลขของคุณ' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/th/v2/lottery/search/${draw.id}/${losing}$`));
  await expect(page.locator('.lottery-verdict__text')).toHaveText('เสียใจด้วย เลขนี้ไม่ถูกรางวัล');

  // The past results, each draw named by its Buddhist-era date.
  await page.goto('/th/v2/lottery/history');
  await expect(page.locator('.lottery-history > li').first().locator('h2')).toContainText(`พ.ศ. ${beYear}`);
  await expectSteady(page);
});
