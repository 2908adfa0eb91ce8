// The listing partial load-more reads (content-spec §9) on the served worker: a window of the
// archive as cacheable card markup, 400 for a bad window, 404 for a missing listing; and a migrated
// market's portal links its cards in v3. (How the portal appends it as the reader scrolls:
// tests/e2e/portal.spec.ts.)
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';

it('answers a window of the archive as cacheable card markup, not a page', async () => {
  const ok = await http('/tw/v2/partial/listing/tw-archive?offset=20&length=20');
  expect(ok.status).toBe(200);
  expect(ok.text).not.toContain('<html');
  expect(ok.text.match(/<li data-wrapped-id=/g)).toHaveLength(20);
  expect(ok.text).toContain('href="/tw/v2/article/');
  expect(ok.headers.get('x-astro-cache')).toMatch(/HIT|MISS|STALE/);
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
