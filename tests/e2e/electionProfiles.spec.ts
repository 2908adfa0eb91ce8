// Election candidates in Chromium on a phone (decision 0083; @any-screen: the phone project alone): a reader searches a candidate by part
// of the name, opens their page, reads their policies (with a policy's campaign post) and the
// comments readers left; and outside the messaging app the add-as-friend tap is refused with the
// spec's error. The calls themselves: tests/webapi/electionProfiles.test.ts; axe and layout shift
// on these pages: accessibilityPages.spec.ts, layoutShift.spec.ts.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { ROOT } from '../../scripts/projectRoot.ts';
import { candidateHash, loadSeedElections } from '../../scripts/seedElections.ts';
import { acceptAgreement } from './seedData.ts';

const tonight = loadSeedElections(ROOT, 'tw')!.elections.find((e) => e.tonight)!;
const wu = tonight.candidates.find((c) => c.slug === 'wu-pei-shan')!;
const hash = candidateHash('tw', wu.slug);

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

test('a reader searches a candidate by part of the name, opens their page, reads their policies and the comments on them', ANY_SCREEN, async ({ page, request }, info) => {
  // A comment another reader left on the candidate (through the API, as the comment sheet sends it).
  const login = await request.post('/webapi/dev/login', { data: { userId: `voter-${info.project.name}-${Date.now()}`, displayName: '選民' } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const said = `政見很清楚（${info.project.name} ${Date.now()}）`;
  const posted = await request.post('/webapi/comment/add', { headers: { 'X-Liff-Access-Token': accessToken }, data: { country: 'tw', targetType: 'profile', targetId: hash, body: said } });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto('/tw/v2/election/profile/search');
  // A search page (page type SEARCH) with the search identifier 'election profile'.
  await expect(page.locator('[data-search-id]')).toHaveAttribute('data-search-id', 'election profile');
  await expect(page.locator('[data-search-id]')).toHaveAttribute('data-page-type', 'SEARCH');
  await page.getByLabel('姓名').fill(wu.name.slice(1));
  await page.getByLabel('職位').selectOption({ label: '臺北市長' });
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/election\/profile\/search\?query=/);
  await expect(page.locator('[data-candidate-total]')).toHaveText('共 1 位候選人');
  await page.locator('[data-candidate-results]').getByRole('link', { name: new RegExp(wu.name) }).click();

  await expect(page).toHaveURL(new RegExp(`/tw/v2/election/profile/${hash}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${wu.number}${wu.name}`);
  await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'ELECTION_PROFILE');
  await expect(page.locator('[data-occupation]')).toHaveText(wu.occupation!);
  await expect(page.locator('.candidate__head [data-party]')).toHaveText('新進黨');

  await page.getByRole('navigation', { name: '候選人資訊' }).getByRole('link', { name: '政見' }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/election/profile/${hash}/policies$`));
  const policies = page.locator('[data-candidate-policies] h3');
  await expect(policies).toHaveCount(wu.policies.length);
  for (const [i, p] of wu.policies.entries()) await expect(policies.nth(i)).toContainText(p.title);
  const withPost = wu.policies.find((p) => p.posts.length > 0)!;
  const policy = page.locator('[data-candidate-policies] article').filter({ hasText: withPost.title });
  await policy.getByText(`${withPost.posts.length} 則相關動態`).click();
  await expect(policy.getByText(withPost.posts[0]!.title)).toBeVisible();

  await page.getByRole('navigation', { name: '候選人資訊' }).getByRole('link', { name: '留言' }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/election/profile/${hash}/comments$`));
  await expect(page.locator('[data-reactions]')).toBeVisible();
  await page.getByRole('link', { name: /^留言（\d+）$/ }).click();
  const sheet = page.getByRole('dialog', { name: '留言' });
  await expect(sheet.getByText(said)).toBeVisible();
});

test('outside the messaging app, adding a candidate as a friend is refused with the spec’s error; the person’s page links to the election page; electionId picks the candidacy; an unknown tab is no page', ANY_SCREEN, async ({ page }) => {
  await page.goto(`/tw/v2/election/profile/${hash}`);
  const button = page.getByRole('button', { name: `將${wu.name}加入好友` });
  await button.click();
  await expect(page.locator('.toast__message')).toHaveText('無法加入好友。 friendship is available only inside the messaging app (not a valid environment)');
  // Refused before any sign-in step, and nothing was added.
  await expect(page.locator('[data-modal-sheet="login"]')).toHaveCount(0);
  await expect(button).toHaveAttribute('data-friend-state', 'not-friend');

  // The person's own page links to their election page.
  await page.goto(`/tw/v2/profile/${hash}`);
  await expect(page.locator('[data-election-page]')).toHaveAttribute('href', `/tw/v2/election/profile/${hash}`);

  // `electionId` picks another candidacy; an unknown tab, or a market without elections, is 'no page'.
  const lin = candidateHash('tw', 'lin-cheng-hung');
  await page.goto(`/tw/v2/election/profile/${lin}?electionId=tw-2022-taipei`);
  await expect(page.locator('[data-election]')).toHaveAttribute('data-election', 'tw-2022-taipei');
  await expect(page.locator('[data-election-status]')).toHaveText('開票完成');
  for (const path of [`/tw/v2/election/profile/${hash}/votes`, '/hk/v2/election/profile/search']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.locator('[data-error-screen]')).toHaveAttribute('data-error-screen', 'no page');
  }
});
