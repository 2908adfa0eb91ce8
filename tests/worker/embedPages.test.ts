// Embed pages as the served worker renders them for a publisher's frame: the empty layout, noindex,
// the one module a generic embed names with its links opening outside the frame, and the refusals.
// The frame on another origin's page, sized by /embed.js, and axe on these pages:
// tests/e2e/embeds.spec.ts.
import { expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { http } from '../helpers/workerHttp.ts';
import { one, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const hash = articleHash('tw', tw.articles.find((a) => a.video === 'stream-a' && a.ageLimit === 0)!.slug);
const tab = tw.tabs[0]!.urlPath;

/** The browser specs' desktop (Playwright's Desktop Chrome), the project that loads these pages there. */
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36' };


it("a video's embed page has the empty layout with its LIFF loader (the shell's boot), is not indexed, and holds the video; an unknown video is 404", async () => {
  const { $ } = await workerPage(`/tw/v2/embed/${hash}/v/0`, { headers: DESKTOP });
  expect(one($, 'meta[name="robots"]').attr('content')).toBe('noindex');
  // The shell's boot script brings LIFF up where a LIFF id is configured (data-liff-id), as on framed pages.
  expect(one($, 'html').attr('data-country')).toBe('tw');
  expect(one($, 'body').attr('class')).toBe('emptyFrame');
  expect($('script[type="module"][src^="/_astro/"]').length).toBeGreaterThan(0);
  expect($('.title-bar')).toHaveLength(0);
  expect($('[data-embed-root] [data-video]')).toHaveLength(1);
  expect((await http(`/tw/v2/embed/${hash}/v/9`, { headers: DESKTOP })).status).toBe(404);
});

it('a generic embed holds the one module its entityId names, its links open outside the frame, and without entityId it is refused', async () => {
  const front = (await http(`/webapi/portal/page/${tab}?country=tw`)).json<{ modules: { id: number; type: string }[] }>();
  const poll = front.modules.find((m) => m.type === 'poll')!;
  const { status, $ } = await workerPage(`/tw/v2/embed/${tab}?subType=TABS&entityId=${poll.id}`, { headers: DESKTOP });
  expect(status).toBe(200);
  expect(one($, '[data-embed-root] section.module').attr('data-module-type')).toBe('poll');
  expect($('head base[target="_blank"]')).toHaveLength(1);

  const refused = await workerPage(`/tw/v2/embed/${tab}?subType=TABS`, { headers: DESKTOP });
  expect(refused.status).toBe(400);
  // A paragraph of text (role alert), no `hidden` on it or around it.
  const error = one(refused.$, '[data-error-screen="incorrect arguments"]');
  expect(error.text().trim()).not.toBe('');
  expect(error.closest('[hidden]')).toHaveLength(0);
});
