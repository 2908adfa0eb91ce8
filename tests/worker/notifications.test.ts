// The notifications page as the server renders it for any reader: my page links to it, and it lists
// the edition's 20 latest stories, newest first. (A signed-in reader's own notices come from the
// reader's partial: tests/worker/readerParts.test.ts, and in the browser tests/e2e/mypage.spec.ts.)
import type { CheerioAPI } from 'cheerio';
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const id = loadSeedMarket(ROOT, 'id');
const shown = ($: CheerioAPI, selector: string) => $(selector).filter((_, el) => $(el).closest('[hidden], [aria-hidden="true"]').length === 0);

it("notifications list the market's latest stories, and my page links to them", async () => {
  const mypage = await workerPage('/id/v2/mypage', { headers: AGREED });
  expect(mypage.status).toBe(200);
  const link = shown(mypage.$, 'a[href]').filter((_, a) => mypage.$(a).text().trim() === 'Notifikasi');
  expect(link).toHaveLength(1);
  expect(link.attr('href')).toMatch(/\/id\/v2\/notification$/);

  const { status, $ } = await workerPage(link.attr('href')!, { headers: AGREED });
  expect(status).toBe(200);
  expect(shown($, 'h1').filter((_, h) => $(h).text().trim() === 'Notifikasi')).toHaveLength(1);
  const items = shown($, '[data-notifications] li');
  expect(items).toHaveLength(20);
  const newest = [...id.articles].sort((a, b) => a.hoursAgo - b.hoursAgo)[0]!;
  expect(items.first().text()).toContain(newest.title);
});
