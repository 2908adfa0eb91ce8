// Publisher HTML can never run script (docs/decisions/0015). A hostile article is written through
// the write path (the content writers, which prepare bodies) and read through the page like any
// other article: it renders clean. A second one has its stored body replaced with the raw payloads
// (as if the write path had been bypassed): render refuses it with the error screen, it never runs.
import { expect, test } from './fixtures.ts';
import { join } from 'node:path';
import type { LocalPlatform } from '../../scripts/localPlatform.ts';
import { ROOT } from '../../scripts/projectRoot.ts';
import { E2E_STATE } from '../../scripts/e2eServer.ts';
import { upsertArticles } from '#functions/db/contentWrites.ts';
import { PREPARED_MARKER } from '#/domain/article/preparedHtml.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { seedMarket } from './seedData.ts';
import { nextFrame } from './frames.ts';

test.describe.configure({ mode: 'serial' });

const HASH = 'e2eHostile01';
const SLUG = 'e2e-hostile-markup';
const TAMPERED_HASH = 'e2eHostile02';
const TAMPERED_SLUG = 'e2e-hostile-tampered';
const HOSTILE_BODY = [
  '<p>Paragraph before the payloads.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/nothing/here" onerror="window.__xss = \'img onerror\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<p onmouseover="window.__xss = \'p handler\'">Hover me</p>',
  '<a id="js-link" href="javascript:window.__xss=\'javascript link\'">A link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=\'iframe js\'"></iframe>',
  '<object data="javascript:window.__xss=\'object\'"></object>',
  '<figure data-type="article" ref-article-hash="abc123" ref-article-title="&lt;img src=x onerror=window.__xss=\'ref title\'&gt;"><p>ref</p></figure>',
  '<video data-hashid="zzzzzz" data-thumb-hashid="x&quot; onerror=&quot;window.__xss=\'video\'"></video>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>"></noscript>',
  '<span style="position:fixed;inset:0;background:red">Overlay</span>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=window.__xss=\'mxss\'&gt;">',
  '<p>Paragraph after the payloads.</p>',
].join('');

let platform: LocalPlatform;
const tw = seedMarket('tw');

test.beforeAll(async () => {
  // Loaded here, not at the top: the runner loads every spec, and this one alone needs wrangler's bindings.
  const { openLocalPlatform } = await import('../../scripts/localPlatform.ts');
  platform = await openLocalPlatform(join(ROOT, E2E_STATE));
  const now = Date.now();
  const hostile = (hash: string, slug: string, title: string) => ({
    hash, country: 'tw', slug, title, summary: 'A body full of script payloads.',
    bodyHtml: HOSTILE_BODY, author: 'QA', publisherId: publisherId('tw', tw.publishers[0]!.id), category: 'e2e', categoryId: 1,
    contentType: 'GENERAL' as const, subType: 'GENERAL' as const, ageLimit: 0, thumbnailType: 'IMAGE' as const, thumbnailHash: null, media: null,
    tags: ['e2e'], badge: null, badgeLabel: null, publishTime: now - 72 * 3_600_000, updateTime: now - 72 * 3_600_000,
  });
  await upsertArticles(platform.env.DB, [hostile(HASH, SLUG, 'Hostile markup check'), hostile(TAMPERED_HASH, TAMPERED_SLUG, 'Tampered body check')]);
  // Bypass the write path for the second one, stamp included: render must refuse it, not repair it.
  await platform.env.DB.prepare('UPDATE articles SET body_html = ?1 WHERE hash = ?2').bind(PREPARED_MARKER + HOSTILE_BODY, TAMPERED_HASH).run();
});

// The row stays (the upsert is idempotent): deleting it here could race the other project's run.
// It is 72 hours old, in its own category and in no listing, so no other page shows it.
test.afterAll(async () => {
  await platform?.dispose();
});

for (const path of [`/tw/v2/article/${HASH}`, `/tw/v2/amp/article/${HASH}`]) {
  test(`no script from an article body runs on ${path}`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    // The AMP runtime cannot load offline, so its boilerplate keeps the AMP body hidden: no pointer there.
    const amp = path.includes('/amp/');
    await expect(page.getByText('Paragraph after the payloads.')).toBeAttached();
    const link = page.locator('#js-link');
    expect(await link.getAttribute('href')).toBeNull();
    if (!amp) {
      await page.getByText('Hover me').hover();
      await link.click();
    }
    // Every picture and frame has loaded or failed (their handlers would have run by then), and a
    // frame has passed since the hover and the click.
    await page.waitForLoadState('load');
    await nextFrame(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const body = page.locator('.article__body, .body');
    expect(await body.locator('svg, object, iframe[srcdoc], [onerror], [onload], [onmouseover], [onclick]').count()).toBe(0);
    // The only scripts in the body are the portal's own: the island runtime and directive Astro writes
    // before the first island on the page (here the body's video player), and the build's modules a
    // component there loads (the video autoplay script, /_astro/…).
    const scripts = await body.locator('script').evaluateAll((els) => els.map((el) => ({ src: el.getAttribute('src') ?? '', text: el.textContent ?? '' })));
    expect(scripts.filter(({ src, text }) => !src.startsWith('/_astro/') && !/self\.Astro|astro-island|astro:/.test(text))).toEqual([]);
    expect(await body.locator('[style*="position"]').count()).toBe(0);
  });
}

for (const path of [`/tw/v2/article/${TAMPERED_HASH}`, `/tw/v2/amp/article/${TAMPERED_HASH}`]) {
  test(`a tampered stored body is refused on ${path}: the error screen, nothing of the body`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const res = await page.goto(path);
    expect(res?.status()).toBe(500);
    // Not cached: the next request renders (and checks) again.
    expect(res?.headers()['x-astro-cache'] ?? '').not.toBe('HIT');
    await expect(page.locator('[data-error-screen]')).toBeVisible();
    await expect(page.getByText('Paragraph before the payloads.')).toHaveCount(0);
    // Everything on the page has loaded or failed, and a frame has passed: any handler would have run.
    await page.waitForLoadState('load');
    await nextFrame(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}
