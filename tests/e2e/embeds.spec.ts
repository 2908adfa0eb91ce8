// Embeds on a publisher's page: the oEmbed snippet on a page of another origin, the frame sized to its
// content by /embed.js, size messages from anywhere but that frame on the portal's origin ignored, and
// axe on the embed pages. What the embed pages render and refuse: tests/worker/embedPages.test.ts.
import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { startOtherOrigin, type OtherOrigin } from './otherOrigin.ts';
import { EMBED_SIZE_MESSAGE } from '#/domain/embeds/embedResize.ts';

const tw = seedMarket('tw');
const video = tw.articles.find((a) => a.video === 'stream-a' && a.ageLimit === 0)!;
const hash = tw.hashOf(video.slug);

// Pages of other origins: the publisher at http://localhost:{port}, a stranger at http://127.0.0.1:{port}
// (the portal is http://127.0.0.1:{E2E_PORT}: three different origins).
let other: OtherOrigin;
let port = 0;
const pages = { set: (path: string, html: string) => other.set(path, html) };
test.beforeAll(async () => {
  other = await startOtherOrigin();
  port = other.port;
  pages.set('/stranger.html', '<!doctype html><title>stranger</title><p>Someone else’s frame</p>');
});
test.afterAll(() => other.close());

async function publisherPage(page: Page, baseURL: string, extra = '') {
  // The publisher's tool finds the oEmbed endpoint through the article's discovery link.
  const article = await (await page.request.get(`/tw/v2/article/${hash}`)).text();
  const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(article)?.[1]?.replace(/&amp;/g, '&');
  expect(discovery).toBe(`${baseURL}/oembed?url=${encodeURIComponent(`${baseURL}/tw/v2/article/${hash}`)}&format=json`);
  const oembed = await page.request.get(discovery!);
  expect(oembed.status()).toBe(200);
  const { html, height } = (await oembed.json()) as { html: string; height: number };
  const path = `/publisher-${test.info().testId}.html`;
  pages.set(path, `<!doctype html><html lang="en"><title>Publisher</title><body style="margin:0"><main id="column" style="width:480px"><h1>A publisher</h1>${html}</main>${extra}</body></html>`);
  await page.goto(`http://localhost:${port}${path}`);
  return { frame: page.locator('iframe[data-portal-embed]'), initial: height };
}

const frameHeight = (page: Page) => page.locator('iframe[data-portal-embed]').evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height);
const contentHeight = (page: Page) =>
  page.frameLocator('iframe[data-portal-embed]').locator('[data-embed-root]').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));

test('the oEmbed snippet on another origin’s page sizes the frame to the embedded video page, and follows it', async ({ page, baseURL }) => {
  const { frame, initial } = await publisherPage(page, baseURL!);
  await expect(frame).toHaveAttribute('src', `${baseURL}/tw/v2/embed/${hash}/v/0`);
  const inner = page.frameLocator('iframe[data-portal-embed]');
  await expect(inner.locator('[data-video-play]')).toBeVisible();
  await expect(inner.locator('figcaption a')).toHaveText(video.title);

  const content = await contentHeight(page);
  expect(content).not.toBe(initial);
  await expect.poll(() => frameHeight(page)).toBe(content);

  // A narrower column makes the 16:9 player shorter: the frame follows.
  await page.locator('#column').evaluate((el) => (el.style.width = '320px'));
  await expect.poll(() => contentHeight(page)).toBeLessThan(content);
  await expect.poll(async () => (await frameHeight(page)) === (await contentHeight(page))).toBe(true);
});

test('size messages from the host page, a third origin, a non-embed frame of the portal or the embed frame gone elsewhere leave the frame alone', async ({ page, baseURL }) => {
  const extra =
    `<iframe id="stranger" title="stranger" src="http://127.0.0.1:${port}/stranger.html"></iframe>` +
    `<iframe id="portal-other" title="portal file" src="${baseURL}/robots.txt"></iframe>`;
  await publisherPage(page, baseURL!, extra);
  const content = await contentHeight(page);
  await expect.poll(() => frameHeight(page)).toBe(content);

  // Count the fakes as the page sees them: embed.js listened first, so it has handled each one by then.
  await page.evaluate((type) => {
    const w = window as unknown as { fakes: number };
    w.fakes = 0;
    addEventListener('message', (e) => e.data?.type === type && e.data.height === 999 && w.fakes++);
  }, EMBED_SIZE_MESSAGE);
  await page.evaluate((type) => postMessage({ type, height: 999, id: 'x' }, '*'), EMBED_SIZE_MESSAGE);
  for (const suffix of ['/stranger.html', '/robots.txt']) {
    const from = page.frames().find((f) => f.url().endsWith(suffix))!;
    await from.evaluate((type) => parent.postMessage({ type, height: 999, id: 'x' }, '*'), EMBED_SIZE_MESSAGE);
  }
  await expect.poll(() => page.evaluate(() => (window as unknown as { fakes: number }).fakes)).toBe(3);
  expect(await frameHeight(page)).toBe(content);

  // The embed frame itself, navigated away to another origin: the right source, the wrong origin.
  const embed = page.frames().find((f) => f.url().includes('/v2/embed/'))!;
  await page.locator('iframe[data-portal-embed]').evaluate((f: HTMLIFrameElement, url) => (f.contentWindow!.location.href = url), `http://127.0.0.1:${port}/stranger.html`);
  await expect.poll(() => embed.url()).toContain('/stranger.html');
  await embed.evaluate((type) => parent.postMessage({ type, height: 999, id: 'x' }, '*'), EMBED_SIZE_MESSAGE);
  await expect.poll(() => page.evaluate(() => (window as unknown as { fakes: number }).fakes)).toBe(4);
  expect(await frameHeight(page)).toBe(content);
});

test("axe finds no serious or critical violations on a video's embed page or a generic embed's module", async ({ page, request }) => {
  await page.goto(`/tw/v2/embed/${hash}/v/0`);
  await expect(page.locator('[data-embed-root] [data-video]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  const front = (await (await request.get(`/webapi/portal/page/${tw.tabs[0]!.urlPath}?country=tw`)).json()) as { modules: { id: number; type: string }[] };
  const poll = front.modules.find((m) => m.type === 'poll')!;
  await page.goto(`/tw/v2/embed/${tw.tabs[0]!.urlPath}?subType=TABS&entityId=${poll.id}`);
  await expect(page.locator('[data-embed-root] section.module')).toHaveAttribute('data-module-type', 'poll');
  expect(await seriousViolations(page)).toEqual([]);
});
