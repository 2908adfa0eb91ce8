// Click and view events for the tag manager: pushed onto window.dataLayer (the tag manager reads it).
export interface TrackEvent {
  event: string;
  id: string;
  type: string;
  name: string;
  source: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: TrackEvent): void {
  (window.dataLayer ??= []).push(event);
}

/** The hk top search bar's click (shell-spec §2): module top_search, all three names 'general search'. */
export const TOP_SEARCH_CLICK: TrackEvent = {
  event: 'click', id: 'top_search', type: 'general search', name: 'general search', source: 'general search',
};
