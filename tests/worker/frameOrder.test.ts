// The page frame of shell-spec §2, in order, as the server renders it: browser-check bar, no-script
// notice, service-provider agreement, title bar, content, footer. The agreement part is there for a
// Thai reader inside the messaging app who has not accepted (outside the app such a reader is sent
// to the agreement page instead), and absent once accepted.
import { expect, it } from 'vitest';
import { AGREED, workerPage, type PageAnswer } from '../helpers/workerPage.ts';

const IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Line/14.19.0';

function frameOrder(page: PageAnswer): string[] {
  const { $ } = page;
  return $('body')
    .children()
    .toArray()
    .map((el): string | null => {
      const node = $(el);
      if (node.is('[data-browser-check]')) return 'browser-check';
      if (el.tagName === 'noscript') return 'noscript';
      if (node.is('[data-service-agreement]')) return 'agreement';
      if (node.is('.title-bar')) return 'title-bar';
      if (el.tagName === 'main') return 'content';
      if (node.is('.site-footer')) return 'footer';
      return null;
    })
    .filter((part): part is string => part !== null);
}

it('a Thai reader in the messaging app who has not accepted sees the frame with the agreement between the no-script notice and the title bar', async () => {
  const page = await workerPage('/th/v2/tab?x=1', { headers: { 'user-agent': IN_APP } });
  expect(page.status).toBe(200);
  expect(frameOrder(page)).toEqual(['browser-check', 'noscript', 'agreement', 'title-bar', 'content', 'footer']);
  // It offers the agreement page, returning here.
  expect(page.$('[data-service-agreement] a').attr('href')).toBe(`/th/v2/agreement?from=${encodeURIComponent('/th/v2/tab?x=1')}`);
});

it('once accepted, or in a market without the agreement, the frame has no agreement part', async () => {
  const accepted = await workerPage('/th/v2/tab', { headers: { 'user-agent': IN_APP, ...AGREED } });
  expect(frameOrder(accepted)).toEqual(['browser-check', 'noscript', 'title-bar', 'content', 'footer']);
  const tw = await workerPage('/tw/v2/tab', { headers: { 'user-agent': IN_APP } });
  expect(frameOrder(tw)).toEqual(['browser-check', 'noscript', 'title-bar', 'content', 'footer']);
});

it('the agreement page itself does not offer the agreement again', async () => {
  const page = await workerPage('/th/v2/agreement', { headers: { 'user-agent': IN_APP } });
  expect(page.status).toBe(200);
  expect(page.$('[data-service-agreement]')).toHaveLength(0);
});
