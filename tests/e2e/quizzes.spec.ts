// Quizzes in the browser: finish a PERSONALITY and a SCORE quiz and land on their result pages,
// each quiz page checked with axe first (once hydrated, before it is played); the embed; ranking
// entry for a signed-in reader (signed in through the API, tests/e2e/signedIn.ts), whose score typed
// into the address is refused before they play. The quiz without JavaScript (a plain form) and an
// unknown quiz: tests/worker/quizPages.test.ts.
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { signedIn } from './signedIn.ts';
import { ROOT } from '../../scripts/projectRoot.ts';
import { loadSeedQuizzes, quizHash, quizResultHash } from '../../scripts/seedQuizzes.ts';
import labels from '../../locales/zh_TW/quizzes.json' with { type: 'json' };

const L = labels.quizzes;
const quizzes = loadSeedQuizzes(ROOT, 'tw');
const personality = quizzes.find((q) => q.type === 'PERSONALITY')!;
const score = quizzes.find((q) => q.type === 'SCORE')!;
const correctIndex = (q: number) => score.questions[q]!.options.findIndex((o) => 'correct' in o && o.correct);

/** Picks option `pick(q)` of every question, as a reader does on this layout, and submits. */
async function play(page: Page, quiz: typeof personality | typeof score, pick: (q: number) => number) {
  const form = page.locator('form[data-quiz-form]');
  // Not hydrated until the reader answers: the first tap wakes the quiz and is not lost.
  await expect(form).not.toHaveAttribute('data-hydrated', 'true');
  for (const [q, question] of quiz.questions.entries()) {
    const fieldset = page.getByRole('group', { name: question.text });
    const option = fieldset.getByRole('radio', { name: question.options[pick(q)]!.text, exact: true });
    if (q === 0) {
      await option.click();
      await expect(form).toHaveAttribute('data-hydrated', 'true');
      await expect(option).toBeChecked();
    } else await option.check();
    if (quiz.layout === 'SHOWCASE' && q < quiz.questions.length - 1) {
      // One question at a time: the next one appears only after "next".
      await expect(page.getByRole('group', { name: quiz.questions[q + 1]!.text })).toHaveCount(0);
      await page.getByRole('button', { name: L.next }).click();
    }
  }
  await page.getByRole('button', { name: L.submit }).click();
}

test(`axe finds no serious or critical violations on the ${personality.slug} quiz; a PERSONALITY quiz, one question at a time, leads to its result page`, async ({ page }) => {
  await page.goto(`/tw/v2/quiz/${quizHash('tw', personality.slug)}`);
  // The server's form, as the reader first gets it (the island wakes on the first answer).
  await expect(page.locator('form[data-quiz-form]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personality.title);
  await expect(page.getByText(personality.intro)).toBeVisible();
  await play(page, personality, () => 0);
  const first = personality.results[0]!;
  await expect(page).toHaveURL(new RegExp(`/tw/v2/quiz/${quizHash('tw', personality.slug)}/result/${quizResultHash(personality.slug, first.key)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByText(first.description)).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${first.title} – ${personality.title}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/.+\/w1200$/);
  await expect(page.getByRole('link', { name: L.retry })).toHaveAttribute('href', `/tw/v2/quiz/${quizHash('tw', personality.slug)}`);
});

test(`axe finds no serious or critical violations on the ${score.slug} quiz; a SCORE quiz in a grid scores the answers and shows the level's result with the score`, async ({ page }) => {
  await page.goto(`/tw/v2/quiz/${quizHash('tw', score.slug)}`);
  // The server's form, as the reader first gets it (the island wakes on the first answer).
  await expect(page.locator('form[data-quiz-form]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // GRID: every question at once, options as pictures in the quiz's aspect ratio.
  for (const question of score.questions) await expect(page.getByRole('group', { name: question.text })).toBeVisible();
  await expect(page.locator('.quiz-options-grid img').first()).toHaveCSS('aspect-ratio', '1 / 1');
  await play(page, score, correctIndex);
  const top = score.results.find((r) => 'level' in r && r.level === 2)!;
  await expect(page).toHaveURL(new RegExp(`/result/${quizResultHash(score.slug, top.key)}\\?score=${score.questions.length}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.title);
  await expect(page.getByText(L.score.replace('{{score}}', String(score.questions.length)).replace('{{max}}', String(score.questions.length)))).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(score.campaign!.title) })).toBeVisible();
});

test('a score typed into the address is not entered in the ranking: the reader is asked to play; once they play, they enter it: first challenge, then not better than the best', async ({ page, context }, testInfo) => {
  await signedIn(context, `quiz-${testInfo.project.name}-${Date.now()}`, 'Quiz Player');
  const ranking = page.locator('astro-island', { has: page.getByRole('button', { name: L.joinRanking }) });
  // Before any play in this tab.
  const top = score.results.find((r) => 'level' in r && r.level === 2)!;
  await page.goto(`/tw/v2/quiz/${quizHash('tw', score.slug)}/result/${quizResultHash(score.slug, top.key)}?score=${score.questions.length}`);
  await expect(ranking).not.toHaveAttribute('ssr');
  await page.getByRole('button', { name: L.joinRanking }).click();
  await expect(page.getByRole('alert')).toHaveText(L.rankingPlayFirst);
  await expect(page.locator('[data-ranking-state]')).toHaveCount(0);

  const wrongIndex = (q: number) => (correctIndex(q) + 1) % score.questions[q]!.options.length;
  // Right answers to the first two questions only: a score of 2.
  await page.goto(`/tw/v2/quiz/${quizHash('tw', score.slug)}`);
  await play(page, score, (q) => (q < 2 ? correctIndex(q) : wrongIndex(q)));
  await expect(page).toHaveURL(/\?score=2$/);
  await expect(ranking).not.toHaveAttribute('ssr');
  await page.getByRole('button', { name: L.joinRanking }).click();
  await expect(page.locator('[data-ranking-state]')).toHaveAttribute('data-ranking-state', 'FIRST_CHALLENGE');
  await expect(page.getByText(L.first)).toBeVisible();
  // Then a score of 1.
  await page.goto(`/tw/v2/quiz/${quizHash('tw', score.slug)}`);
  await play(page, score, (q) => (q < 1 ? correctIndex(q) : wrongIndex(q)));
  await expect(page).toHaveURL(/\?score=1$/);
  await expect(ranking).not.toHaveAttribute('ssr');
  await page.getByRole('button', { name: L.joinRanking }).click();
  await expect(page.locator('[data-ranking-state]')).toHaveAttribute('data-ranking-state', 'FAIR');
  await expect(page.getByText(L.fair.replace('{{best}}', '2'))).toBeVisible();
});

test('the embedded quiz shows its result in place', async ({ page }) => {
  await page.goto(`/tw/v2/embed/quiz/${quizHash('tw', score.slug)}`);
  await expect(page.locator('.title-bar, header.titlebar')).toHaveCount(0);
  await play(page, score, (q) => (correctIndex(q) + 1) % score.questions[q]!.options.length);
  const low = score.results.find((r) => 'level' in r && r.level === 0)!;
  await expect(page.getByRole('heading', { name: low.title })).toBeVisible();
  await expect(page.getByRole('link', { name: L.openFull })).toHaveAttribute('href', new RegExp(`/result/${quizResultHash(score.slug, low.key)}\\?score=0$`));
});
