// The page-view payload (shell-spec §3 "Page-view payload") a page declares for the tracker, and when
// a page view is sent again: "A page view is re-sent only when path or query really changes" (§4).
import type { PageViewEvent } from './events.ts';

/** "userSetting.autoplay (video-type pages only: videohub, trailer, live, ive)". */
export const VIDEO_PAGE_TYPES: readonly string[] = ['videohub', 'trailer', 'live', 'ive'];

/** What a page knows of itself (PageTracking.astro renders it; the tracker adds id, time and page). */
export type PageTrackingInput = Omit<PageViewEvent, 'kind' | 'id' | 'at' | 'page'>;

/** Longest `page` (path plus query) an event carries (events.ts). */
const PAGE_MAX = 512;
const TITLE_MAX = 300;

/** The payload a page renders: empty fields left out, autoplay only on a video-type page. */
export function pageTrackingPayload(input: PageTrackingInput): PageTrackingInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null && value !== '') out[key] = value;
  if (!VIDEO_PAGE_TYPES.includes(input.pageType)) delete out.autoplay;
  out.title = String(input.title ?? '').slice(0, TITLE_MAX);
  return out as PageTrackingInput;
}

/**
 * The page-view key of an address: path plus query, the query's parameters in a fixed order and the
 * hash left out, so a reordered query or a jump to an anchor is not a new page view.
 */
export function pageKey(url: URL): string {
  // Pairs sort as "name,value" strings: any fixed order will do.
  const query = new URLSearchParams([...url.searchParams].sort()).toString();
  return (url.pathname + (query ? `?${query}` : '')).slice(0, PAGE_MAX);
}

/** Whether moving to `next` sends a page view again (path or query really changed). */
export function pageChanged(previousKey: string | null, next: URL): boolean {
  return previousKey !== pageKey(next);
}

/** The page type a layout's route names when the page names none (shell-spec §3: general, topic, profile…). */
export function pageTypeOf(route: string): string {
  return route === 'article' ? 'article' : 'general';
}
