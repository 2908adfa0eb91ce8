// What a reader sees of the page's frame, on every screen: text keeps the page gutter (nothing set
// against the screen's edge), and no control is covered by another element (each visible button
// and link is the element found at its own centre). The first screen of each page type, as it is
// when the page has settled. (Layout shift: layoutShift.spec.ts; axe: accessibility*.spec.ts.)
import { expect, test, type Page } from './fixtures.ts';
import { acceptAgreement } from './seedData.ts';
import { publicPages } from '../../scripts/publicPages.ts';

/** One page of each public page type (the list size and Lighthouse go through too). */
const PAGES = publicPages('tw').map((p) => p.path);
/** The least space between text and the screen's edge on a phone, in CSS pixels. */
const GUTTER = 12;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

/** What breaks the frame on the first screen: text against an edge, controls under something else. */
function frameProblems(page: Page, gutter: number): Promise<string[]> {
  return page.evaluate((gutter) => {
    const problems: string[] = [];
    const name = (el: Element) => `${el.localName}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // Rows that scroll sideways and what is fixed over the page (the title bar, the bottom window).
    const sideways = '.carousel, .tab-bar, .entity-tabs, .posters, .entity-chips, .tag-chips, [data-no-tab-swipe]';
    const fixed = [...document.querySelectorAll('body *')].filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position)).map((el) => el.getBoundingClientRect());
    const underFixed = (x: number, y: number) => fixed.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    const inView = (r: DOMRect) => r.width > 1 && r.height > 1 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    const main = document.querySelector('main')!;
    for (const el of main.querySelectorAll('p, h1, h2, h3, li, a, button, figcaption, time')) {
      if (el.closest(sideways) || el.closest('[aria-hidden="true"], .visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (!inView(r) || !(el.textContent ?? '').trim()) continue;
      // Text: each line's ink, not the box (a full-width picture link is no text), of the text a
      // reader sees (a visually hidden label is clipped to nothing wherever its glyphs fall).
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const text: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        text.push(...[...range.getClientRects()].filter((t) => t.width > 0));
      }
      if (text.some((t) => t.left < gutter || t.right > innerWidth - gutter)) problems.push(`${name(el)} is within ${gutter} px of the edge`);
    }
    for (const el of main.querySelectorAll('a[href], button')) {
      if (el.closest(sideways) || el.closest('[aria-hidden="true"], [hidden]')) continue;
      const r = el.getBoundingClientRect();
      if (!inView(r) || getComputedStyle(el).visibility === 'hidden') continue;
      // A link that wraps is the union of its lines, whose middle can fall past a line's end: the
      // centre of its first line, then.
      const box = el.getClientRects()[0] ?? r;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (underFixed(x, y)) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !el.contains(top)) problems.push(`${name(el)} is covered by ${name(top)}`);
    }
    return problems;
  }, gutter);
}

test('every page type keeps its text off the screen’s edges and no control under another element', async ({ page }) => {
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('load');
    expect.soft(await frameProblems(page, GUTTER), path).toEqual([]);
  }
});
