// Profile pages over HTTP: an unknown profile, its list page, and a profile of another market are
// 'no page'. (Reading, load-more, reacting, following and axe: tests/e2e/profiles.spec.ts.)
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const actor = loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug))).find((p) => p.celebrityType === 'ACTOR')!;

it("an unknown profile, its list page and another market's profile are 'no page'", async () => {
  for (const path of ['/tw/v2/profile/pNoSuch1234', '/tw/v2/profile/list/pNoSuch1234', `/hk/v2/profile/${profileHash('tw', actor.slug)}`]) {
    const res = await workerPage(path, { headers: AGREED });
    expect(res.status, path).toBe(404);
  }
  const { $ } = await workerPage('/tw/v2/profile/pNoSuch1234', { headers: AGREED });
  expect($('h1, h2, h3, h4, h5, h6').filter((_, h) => $(h).text().trim() === '沒有這個頁面' && $(h).closest('[hidden]').length === 0)).toHaveLength(1);
});
