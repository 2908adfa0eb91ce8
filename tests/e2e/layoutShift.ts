// Layout shift as Chromium reports it (the Layout Instability API), read while a page is scrolled to
// its end. Shifts right after the reader's own input (hadRecentInput) do not count, as in CLS.
import { expect, type Page } from '@playwright/test';

export interface Shift {
  value: number;
  /** ms since navigation start. */
  time: number;
  /** What moved: tag.class, and its rectangle before → after. */
  sources: string[];
  /** Where the page was when the shift was reported, and the last scrolls and resizes before it (time: scroll position/document height). */
  context: string;
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Starts recording layout-shift entries from the document's first paint on (before any script). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = (window.__layoutShifts = []);
    // The last scrolls and document resizes: what a failure's report needs to tell a shift the page
    // made from one the reading of it made.
    const recent: string[] = [];
    const note = (kind: string) => {
      recent.push(`${Math.round(performance.now())} ${kind} ${Math.round(scrollY)}/${document.documentElement.scrollHeight}`);
      if (recent.length > 6) recent.shift();
    };
    addEventListener('scroll', () => note('scroll'), { passive: true });
    document.addEventListener('DOMContentLoaded', () => new ResizeObserver(() => note('resize')).observe(document.documentElement));
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}` : (node?.nodeName ?? '?');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          sources: entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
          context: `at ${Math.round(scrollY)}/${document.documentElement.scrollHeight}, after: ${recent.join(', ')}`,
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until what is in view has settled: every load-more whose pending block is in view has
 * appended its next page (or finished, or failed), the pictures in view have loaded, and the
 * islands in view have hydrated (on-interaction islands excepted: nothing wakes them here).
 */
async function settled(page: Page, loadedBefore: Record<string, number>): Promise<void> {
  await page.waitForFunction((before) => {
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    };
    for (const list of document.querySelectorAll<HTMLElement>('[data-load-more]')) {
      const pending = list.querySelector('.load-more__footer');
      const waiting = list.dataset.status !== 'complete' && list.dataset.status !== 'failed' && pending && inView(pending);
      if (waiting && Number(list.dataset.loaded) <= (before[list.dataset.loadMore!] ?? 0)) return false;
    }
    if ([...document.images].some((img) => inView(img) && !img.complete)) return false;
    return [...document.querySelectorAll('astro-island[ssr]:not([client="interaction"])')].every((island) =>
      [...island.children].every((child) => !inView(child)),
    );
  }, loadedBefore);
}

/**
 * Scrolls from the top to the very end, as a reader does, letting load-more run until its listing
 * is exhausted; returns the number of steps. A step is one screen; among the cards load-more has
 * appended (all alike, and settled) a step goes straight to where the next page will arrive, with
 * its placeholders in the middle of the screen: where an insertion could be seen to move anything.
 * `upTo`: stop once every load-more holds at least this many cards (or is complete): a bounded
 * depth, for pages whose long archive repeats the same card page after page. `stride`: the step as
 * a share of the screen; less than one for short pages, where what wakes as it enters at the bottom
 * edge must move nothing the reader already sees.
 */
export async function scrollToEnd(page: Page, { upTo = Infinity, stride = 1 }: { upTo?: number; stride?: number } = {}): Promise<number> {
  await settled(page, {});
  for (let steps = 0; ; steps++) {
    // One round trip per step: what each load-more holds, then the step (none at the very end once
    // nothing is left to load).
    const step = await page.evaluate(({ upTo, stride }) => {
      const lists = [...document.querySelectorAll<HTMLElement>('[data-load-more]')];
      const before = Object.fromEntries(lists.map((l) => [l.dataset.loadMore!, Number(l.dataset.loaded)]));
      const failed = lists.some((l) => l.dataset.status === 'failed');
      if (lists.length && lists.every((l) => l.dataset.status === 'complete' || Number(l.dataset.loaded) >= upTo)) return { before, failed, done: true };
      const end = document.documentElement.scrollHeight - innerHeight;
      if (scrollY >= end - 1) return { before, failed, done: lists.every((l) => l.dataset.status === 'complete') };
      let top = scrollY + innerHeight * stride;
      for (const appended of document.querySelectorAll('.cards--more')) {
        const pending = appended.parentElement?.querySelector('.load-more__footer');
        const { top: from, bottom: to } = appended.getBoundingClientRect();
        if (pending && from <= 0 && to > 0) top = Math.max(top, scrollY + pending.getBoundingClientRect().top - innerHeight / 2);
      }
      scrollTo({ top: Math.min(top, end), behavior: 'instant' });
      return { before, failed, done: false };
    }, { upTo: upTo === Infinity ? Number.MAX_SAFE_INTEGER : upTo, stride });
    expect(step.failed, 'every page of the listing loads').toBe(false);
    if (step.done) return steps;
    expect(steps, 'the page ends').toBeLessThan(1000);
    await settled(page, step.before);
  }
}

/** The shifts recorded so far. */
export const layoutShifts = (page: Page): Promise<Shift[]> => page.evaluate(() => window.__layoutShifts ?? []);

/** The shifts as a failure's report: one line each, with what moved and where the page was. */
export const describeShifts = (shifts: Shift[]): string =>
  shifts.map((s) => `${s.value.toFixed(4)} at ${s.time} ms: ${s.sources.join(' | ')} (${s.context})`).join('\n');

/** The total of every shift (stricter than CLS, which takes the worst 5-second session window). */
export const totalShift = (shifts: Shift[]): number => shifts.reduce((sum, s) => sum + s.value, 0);
