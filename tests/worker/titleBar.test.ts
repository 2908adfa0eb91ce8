// The title bar as the server renders it for the messaging app's browser (told by its user agent):
// there, with no sign-in link, which the same page elsewhere has. (Signing in from it and the
// avatar run scripts: tests/e2e/account.spec.ts.)
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const IN_APP = { ...AGREED, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Line/14.19.0' };

it('the title bar offers no sign-in inside the messaging app', async () => {
  const path = `/tw/v2/article/${articleHash('tw', tw.articles[0]!.slug)}`;
  const app = await workerPage(path, { headers: IN_APP });
  expect(app.status).toBe(200);
  expect(app.$('header.title-bar').filter((_, h) => app.$(h).closest('[hidden]').length === 0)).toHaveLength(1);
  expect(app.$('[data-signin]')).toHaveLength(0);
  // Elsewhere the same page offers it (so the user agent, not the page, leaves it out).
  const web = await workerPage(path, { headers: AGREED });
  expect(web.$('header.title-bar [data-signin]')).toHaveLength(1);
});
