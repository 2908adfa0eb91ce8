// The one tracking entry point of the browser (shell-spec §3 tracking events): every island and
// page script calls track(). Two kinds of call:
// - tag-manager events ({ event, id, type, name, source }) are pushed onto window.dataLayer, which
//   the tag manager reads;
// - interaction calls ({ type: 'gallery…', … }) are published as a `portal:track` DOM event until
//   the analytics issue fills them in; that implementation (and browser tests) listen to it.

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

type TrackingCall = TagManagerEvent | InteractionCall;

const TRACK_EVENT = 'portal:track';

declare global {
  interface Window {
    dataLayer?: unknown[];
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
}
