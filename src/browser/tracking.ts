// The one tracking entry point of the browser (shell-spec §3 tracking events): every island and
// page script calls track(). Two kinds of call:
// - tag-manager events ({ event, id, type, name, source }) are pushed onto window.dataLayer, which
//   the tag manager reads;
// - interaction calls ({ type: 'gallery…', … }) are published as a `portal:track` DOM event (browser
//   tests listen to it).
// Every call, and the error reports of trackError(), also go on the tracker's queue
// (window.portalTrack): the tracker (src/browser/tracking/tracker.ts, loaded after the first paint)
// reads what came before it and takes the rest as it comes, as named events and page views.

/** A click or view event for the tag manager. */
interface TagManagerEvent {
  event: string;
  id: string;
  type: string;
  name: string;
  source: string;
}

type InteractionCall =
  | { type: 'galleryPageView'; page: string; pageType: 'imageSlide'; title: string; location: string; position: number }
  | { type: 'gallerySlideChange'; direction: 'next' | 'prev'; index: number }
  | { type: 'galleryZoom'; scale: number }
  /** The iOS mini-app's swipe back (shell-spec §2), sent before the page goes back. */
  | { type: 'swipeBack' };

export type TrackingCall = TagManagerEvent | InteractionCall;

/** An error a part reports itself (the video player's HLS errors: shell-spec §8 'HLS Error:'). */
export interface ErrorCall {
  type: 'error';
  source: 'hls';
  message: string;
}

const TRACK_EVENT = 'portal:track';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The tracker's queue: an array, whose push the tracker takes over when it starts. */
    portalTrack?: unknown[];
  }
}

/** The hk top search bar's click (shell-spec §2): module top_search, all three names 'general search'. */
export const TOP_SEARCH_CLICK: TagManagerEvent = {
  event: 'click', id: 'top_search', type: 'general search', name: 'general search', source: 'general search',
};

export function track(call: TrackingCall): void {
  if (typeof window === 'undefined') return;
  if ('event' in call) (window.dataLayer ??= []).push(call);
  else window.dispatchEvent(new CustomEvent<InteractionCall>(TRACK_EVENT, { detail: call }));
  (window.portalTrack ??= []).push(call);
}

export function trackError(call: ErrorCall): void {
  if (typeof window !== 'undefined') (window.portalTrack ??= []).push(call);
}
