// Quiz pages without JavaScript, over HTTP: the quiz is a plain form whose POST (what the browser
// sends, from this origin) answers with the result page; an unknown quiz is 'no page'. (Playing
// with scripts, the embed, the ranking and axe: tests/e2e/quizzes.spec.ts.)
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedQuizzes, quizHash, quizResultHash } from '../../scripts/seedQuizzes.ts';
import labels from '../../locales/zh_TW/quizzes.json' with { type: 'json' };
import { exchange, http, workerOrigin } from '../helpers/workerHttp.ts';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

const L = labels.quizzes;
const personality = loadSeedQuizzes(ROOT, 'tw').find((q) => q.type === 'PERSONALITY')!;

/** The radio named `option` in the fieldset whose legend holds `question`, as a reader picks it. */
function radio($: CheerioAPI, question: string, option: string) {
  const group = $('form fieldset').filter((_, f) => collapsed($(f).children('legend').text()).includes(question));
  expect(group, question).toHaveLength(1);
  const label = group.find('label').filter((_, l) => collapsed($(l).text()) === option);
  expect(label, option).toHaveLength(1);
  return label.find('input[type="radio"]');
}

describe('quiz pages', () => {
  it('without JavaScript the quiz is a plain form that posts the answers and opens the result page', async () => {
    const path = `/tw/v2/quiz/${quizHash('tw', personality.slug)}`;
    const { status, $ } = await workerPage(path, { headers: AGREED });
    expect(status).toBe(200);
    const form = $('form[data-quiz-form]');
    expect(form.attr('method')).toBe('post');
    // Every question is on the page; pick the last option of each.
    const body = new URLSearchParams();
    for (const question of personality.questions) {
      const input = radio($, question.text, question.options.at(-1)!.text);
      body.append(input.attr('name')!, input.attr('value')!);
    }
    const submit = form.find('button[type="submit"]').filter((_, b) => collapsed($(b).text()) === L.submit);
    expect(submit).toHaveLength(1);
    expect(submit.attr('disabled')).toBeUndefined();

    const action = new URL(form.attr('action') ?? path, workerOrigin());
    const posted = await exchange(action, 'POST', { ...AGREED, origin: workerOrigin(), 'content-type': 'application/x-www-form-urlencoded' }, body.toString());
    expect(posted.status).toBe(303);
    const last = personality.results.at(-1)!;
    const location = posted.headers.get('location')!;
    expect(new URL(location, action).href).toMatch(new RegExp(`/result/${quizResultHash(personality.slug, last.key)}$`));
    const result = await workerPage(location, { headers: AGREED });
    expect(result.status).toBe(200);
    expect(collapsed(result.$('h1').text())).toBe(last.title);
  });

  it('a quiz result page is never answered from the page cache; the quiz page is (shell-spec §1)', async () => {
    const quizPath = `/tw/v2/quiz/${quizHash('tw', personality.slug)}?run=${Date.now()}`;
    const resultPath = `/tw/v2/quiz/${quizHash('tw', personality.slug)}/result/${quizResultHash(personality.slug, personality.results[0]!.key)}?run=${Date.now()}`;
    for (const path of [quizPath, resultPath]) expect((await http(path, { headers: AGREED })).status).toBe(200);
    expect((await http(quizPath, { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
    const again = await http(resultPath, { headers: AGREED });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-astro-cache') ?? 'rendered').not.toBe('HIT');
  });

  it('an unknown quiz says no page', async () => {
    const res = await workerPage('/tw/v2/quiz/nosuchquiz', { headers: AGREED });
    expect(res.status).toBe(404);
    expect(res.$('[data-error-screen="no page"]').filter((_, el) => res.$(el).closest('[hidden]').length === 0)).toHaveLength(1);
  });
});
