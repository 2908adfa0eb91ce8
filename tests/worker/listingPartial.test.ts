// Load-more on the served worker (content-spec §4, §9): the block the portal renders (no island),
// the listing partial it reads — a window of the archive as cacheable card markup with the footer
// for the window after it, 400 for a bad window, 404 for a missing listing — and a migrated
// market's portal links its cards in v3. (How the portal appends it as the reader scrolls, and
// retries: tests/e2e/portal.spec.ts.)
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

it("renders the archive's load-more on the server: the button, the next page's space held by placeholders, the failure line ready", async () => {
  const { $ } = await workerPage('/tw/v2/tab', { headers: AGREED });
  const block = $('[data-load-more="tw-archive"]');
  expect(block).toHaveLength(1);
  expect(block.attr('data-partial')).toBe('/tw/v2/partial/listing/tw-archive');
  expect(block.attr('data-loaded')).toBe('20');
  expect(block.attr('data-status')).toBe('done');
  expect(block.closest('astro-island')).toHaveLength(0);
  // Both labels in the button (they take its width, so it stays put when the label changes).
  expect(block.find('.load-more__button > span').map((_, el) => $(el).text()).get()).toEqual(['載入更多新聞', '載入中…']);
  expect(block.find('.load-more__button > .is-current').text()).toBe('載入更多新聞');
  // Twenty placeholder cards, hidden from assistive technology (and without scripts, by CSS).
  expect(block.find('.load-more__placeholders[aria-hidden="true"] > .card--placeholder')).toHaveLength(20);
  expect(block.find('template[data-load-failed]').html()).toContain('重試');
  expect(block.find('[aria-live="polite"]').text()).toBe('');
});

it('answers a window of the archive as cacheable card markup, not a page', async () => {
  const ok = await http('/tw/v2/partial/listing/tw-archive?offset=20&length=20');
  expect(ok.status).toBe(200);
  expect(ok.text).not.toContain('<html');
  expect(ok.text.match(/<li data-wrapped-id=/g)).toHaveLength(20);
  expect(ok.text).toContain('href="/tw/v2/article/');
  expect(ok.headers.get('x-astro-cache')).toMatch(/HIT|MISS|STALE/);
  // The footer for the window after it: a button and its 20 placeholders.
  expect(ok.text.match(/class="card card--grid card--placeholder"/g)).toHaveLength(20);
  expect(ok.text).toContain('load-more__button');
  // The last window ends the list.
  const total = Number(/data-total="(\d+)"/.exec(ok.text)![1]);
  const last = await http(`/tw/v2/partial/listing/tw-archive?offset=${total - 5}&length=20`);
  expect(last.text.match(/<li data-wrapped-id=/g)).toHaveLength(5);
  expect(last.text).toContain('load-more__end');
  expect(last.text).not.toContain('card--placeholder');
});

it('answers 400 for a bad window and 404 naming a missing listing', async () => {
  expect((await http('/tw/v2/partial/listing/tw-archive?offset=-1')).status).toBe(400);
  expect((await http('/tw/v2/partial/listing/tw-archive?length=21')).status).toBe(400);
  const gone = await http('/tw/v2/partial/listing/tw-nothing-here?offset=0&length=20');
  expect(gone.status).toBe(404);
  expect(gone.text).toContain('Unable to fetch listing');
});

it("links a migrated market's portal cards in v3", async () => {
  const spot = await http('/spot/v3/tab');
  expect(spot.status).toBe(200);
  expect(spot.text).toMatch(/class="card[^"]*" href="\/spot\/v3\//);
  expect(spot.text).not.toMatch(/class="card[^"]*" href="\/spot\/v2\//);
});
