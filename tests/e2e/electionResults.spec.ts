// Election night in Chromium: the results page of tonight's demo election, counted step by step by the
// simulator's own step function (scripts/electionSimulate.ts) through the admin API, while the test
// moves the page's clock past each poll instead of sleeping. Counts rise without a reload, the
// district table and map follow, no figure ever goes down, and the final step shows "counting
// finished" with the elected marked. The front page's election module, opened before the first
// step, starts its live count only once scrolled near and then follows the same step.
import { electionSteps, postStep } from '../../scripts/electionSimulate.ts';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { POLL_SECONDS } from '#/domain/election/countLabels.ts';
import { acceptAgreement } from './seedData.ts';
import { ANY_SCREEN, expect, test } from './fixtures.ts';

const STEPS = 3;

// One election night per run (the server's count only moves forward): the phone project alone runs it.
test('counts rise without reload over the simulator’s steps, never go down, and end "counting finished"', ANY_SCREEN, async ({ page, context, baseURL }) => {
  const plan = electionSteps(STEPS);
  await acceptAgreement(context, baseURL);
  // The page's timers move only when the test moves the clock.
  await page.clock.install();
  await page.goto(`/tw/v2/election/results?electionId=${plan.electionId}&roleId=mayor`);
  const root = page.locator('[data-election-live]');
  await expect(root).toHaveAttribute('data-status', 'COUNTING');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const figures = () =>
    page.evaluate(() => {
      const n = (el: Element | null) => Number((el?.textContent ?? '').replace(/[^\d.]/g, ''));
      return {
        version: Number(document.querySelector<HTMLElement>('[data-election-live]')!.dataset.version),
        votes: [...document.querySelectorAll('[data-votes]')].map(n),
        percents: [...document.querySelectorAll('[data-percent]')].map(n),
        reported: n(document.querySelector('[data-reporting-percent]')),
        leaders: [...document.querySelectorAll('[data-district-row] [data-cell="leader"]')].map((c) => c.textContent),
        fills: [...document.querySelectorAll('[data-district-map] path[data-district]')].map((p) => p.getAttribute('fill')),
      };
    });

  // The front page's module: nothing live until the reader nears it (its script loads then).
  const portal = await context.newPage();
  const asked: string[] = [];
  portal.on('request', (r) => asked.push(r.url()));
  const liveLoaded = () => asked.some((url) => /\/electionLive\.[^/]*\.js$/.test(url));
  await portal.clock.install();
  await portal.goto('/tw/v2');
  const module = portal.locator('[data-election-live]');
  await expect(module).toHaveAttribute('data-status', 'COUNTING');
  const moduleVersion = Number(await module.getAttribute('data-version'));
  expect(liveLoaded()).toBe(false);
  await module.scrollIntoViewIfNeeded();
  await expect.poll(liveLoaded).toBe(true);

  let before = await figures();
  expect(before.votes.every((v) => v === 0)).toBe(true);
  expect(before.fills).toHaveLength(12);
  for (const [k, step] of plan.steps.entries()) {
    const version = await postStep(baseURL!, ADMIN_TOKEN, plan.electionId, step);
    // Past the poll interval: the script fetches, then the page shows the version just posted.
    await page.clock.runFor(POLL_SECONDS.visible * 1000 + 100);
    await expect(root).toHaveAttribute('data-version', String(version));
    const now = await figures();
    now.votes.forEach((v, i) => expect(v, `candidate ${i} after step ${k + 1}`).toBeGreaterThanOrEqual(before.votes[i]!));
    expect(now.votes.reduce((a, b) => a + b, 0)).toBeGreaterThan(before.votes.reduce((a, b) => a + b, 0));
    expect(now.reported).toBeGreaterThan(before.reported);
    if (k === 0) {
      expect(now.leaders).not.toEqual(before.leaders);
      expect(now.fills).not.toEqual(before.fills);
      // The module asks at once when woken, then every poll interval: it shows the posted version.
      await portal.clock.runFor(POLL_SECONDS.visible * 1000 + 100);
      await expect(module).toHaveAttribute('data-version', String(version));
      expect(version).toBeGreaterThan(moduleVersion);
      const shares = await module.locator('[data-percent]').allTextContents();
      expect(shares.map((p) => Number(p.replace(/[^\d.]/g, ''))).reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
      await portal.close();
    }
    before = now;
  }
  await expect(root).toHaveAttribute('data-status', 'FINISHED');
  await expect(page.locator('[data-finished]')).toBeVisible();
  await expect(page.locator('[data-status-label]')).toHaveText('開票完成');
  await expect(page.locator('[data-candidate][data-standing="ELECTED"]')).toHaveCount(1);
  await expect(page.locator('[data-summary]')).toHaveText(/^開票完成，.+ 以 [\d.]+% 當選。$/);
  expect(before.reported).toBe(100);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
