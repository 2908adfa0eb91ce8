// Comments without JavaScript, over HTTP: the article's 'comments (N)' link is a plain link to the
// story's comment page, whose sort links are plain links that mark the order shown. (Posting,
// replying, voting and the comment sheet run scripts: tests/e2e/comments.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const portal = JSON.parse(readFileSync(join(ROOT, 'seed/content/tw/portal.json'), 'utf8')) as { comments: { article: string }[] };
const withDemoComments = new Set(portal.comments.map((c) => c.article));
/** A story without demo comments (the one the phone's browser test comments on). */
const story = tw.articles.filter((a) => a.ageLimit === 0 && !withDemoComments.has(a.slug))[2]!;

/** The links a reader is offered by that name: not hidden, named by aria-label or their text. */
function linksNamed($: CheerioAPI, name: string | RegExp) {
  return $('a[href]').filter((_, a) => {
    if ($(a).closest('[hidden], [aria-hidden="true"]').length) return false;
    const text = $(a).clone();
    text.find('[aria-hidden="true"]').remove();
    const accessible = collapsed($(a).attr('aria-label') ?? text.text());
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

it('without JavaScript the comments link is a plain link to a comment page that lists and sorts', async () => {
  const hash = articleHash('tw', story.slug);
  const article = await workerPage(`/tw/v2/article/${hash}`, { headers: AGREED });
  expect(article.status).toBe(200);
  const open = linksNamed(article.$, /^留言（\d+）$/);
  expect(open).toHaveLength(1);
  expect(open.attr('href')).toMatch(new RegExp(`/tw/v2/comment/article/${hash}$`));

  const comments = await workerPage(open.attr('href')!, { headers: AGREED });
  expect(comments.status).toBe(200);
  const controversial = linksNamed(comments.$, '最具爭議');
  expect(controversial).toHaveLength(1);
  expect(controversial.attr('href')).toMatch(/sort=CONTROVERSIAL$/);

  const sorted = await workerPage(controversial.attr('href')!, { headers: AGREED });
  expect(sorted.status).toBe(200);
  expect(linksNamed(sorted.$, '最具爭議').attr('aria-current')).toBe('page');
});
