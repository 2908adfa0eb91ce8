// Poll pages as the server renders them: a closed poll is its results with no vote button; an
// option's share page carries the option's Open Graph tags and links to the poll; unknown polls and
// options are 'no page'; without JavaScript the poll page lists its options and puts the current
// results in its noscript part. (Voting, consent and axe run scripts: tests/e2e/polls.spec.ts.)
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

const shown = ($: CheerioAPI, selector: string) => $(selector).filter((_, el) => $(el).closest('[hidden]').length === 0);
/** The innermost elements whose text holds `text` (as a reader finds it on the page). */
const withText = ($: CheerioAPI, text: string) => $('body *').filter((_, el) => $(el).children().length === 0 && $(el).text().includes(text) && $(el).closest('[hidden]').length === 0);
const nameOf = ($: CheerioAPI, el: Parameters<CheerioAPI>[0]) => collapsed($(el).attr('aria-label') ?? $(el).text());

describe('poll pages', () => {
  it('a closed poll shows its results and takes no votes', async () => {
    const { status, $ } = await workerPage('/tw/v2/poll/mid-autumn-barbecue-poll', { headers: AGREED });
    expect(status).toBe(200);
    expect(shown($, 'ul[aria-label="結果"], [role="list"][aria-label="結果"]')).toHaveLength(1);
    expect(withText($, '投票已截止').length).toBeGreaterThan(0);
    expect($('button').filter((_, b) => nameOf($, b) === '投票')).toHaveLength(0);
  });

  it('the option share page carries Open Graph tags for the option and leads to the poll', async () => {
    const share = await workerPage('/hk/v2/poll/weekend-dim-sum-poll/option/3', { headers: AGREED });
    expect(share.status).toBe(200);
    const og = (property: string) => share.$(`meta[property="${property}"]`).attr('content');
    expect(og('og:title')).toBe('我揀咗「腸粉」');
    expect(og('og:description')).toMatch(/飲茶必點邊幾款點心/);
    expect(og('og:url')).toMatch(/\/hk\/v2\/poll\/weekend-dim-sum-poll\/option\/3$/);
    expect(og('og:image')).toMatch(/\/meta\/hk\.png$/);
    expect(share.$('h1').text().trim()).toBe('腸粉');
    const join = share.$('a[href]').filter((_, a) => nameOf(share.$, a) === '參加投票');
    expect(join).toHaveLength(1);
    expect(join.attr('href')).toMatch(/\/hk\/v2\/poll\/weekend-dim-sum-poll$/);
    // The poll it leads to offers the option (enabled once its island runs: the signed-out vote in
    // tests/e2e/polls.spec.ts ticks an option of a poll page).
    const poll = await workerPage(join.attr('href')!, { headers: AGREED });
    expect(poll.status).toBe(200);
    const option = poll.$('label').filter((_, l) => poll.$(l).text().trim() === '腸粉');
    expect(option.find('input[type="checkbox"]')).toHaveLength(1);

    for (const path of ['/hk/v2/poll/weekend-dim-sum-poll/option/9', '/hk/v2/poll/no-such-poll', '/hk/v2/embed/poll/no-such-poll']) {
      const missing = await workerPage(path, { headers: AGREED });
      expect(missing.status, path).toBe(404);
      expect(shown(missing.$, '[data-error-screen="no page"]'), path).toHaveLength(1);
    }
  });

  it('without JavaScript the poll page shows the options, and the current results in its noscript part', async () => {
    const { status, text, $ } = await workerPage('/ecjp/v2/poll/winter-hotpot-poll', { headers: AGREED });
    expect(status).toBe(200);
    expect(shown($, '.poll-box__option-text').map((_, el) => $(el).text().trim()).get()).toEqual(['すき焼き', 'もつ鍋', 'キムチ鍋', '寄せ鍋', 'しゃぶしゃぶ']);
    expect(withText($, '3つまで選べます').filter((_, el) => $(el).text().trim() === '3つまで選べます').length).toBeGreaterThan(0);
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(text.slice(text.indexOf('data-poll-page')))?.[1] ?? '';
    expect(noscript).toContain('投票するにはJavaScriptを有効にしてください。');
    expect(noscript.match(/class="poll-results__percent">\d+%/g)).toHaveLength(5);
  });
});
