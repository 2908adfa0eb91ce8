// The one tracking interface islands call (shell-spec §3 tracking events). The analytics issue
// fills it in; until then each call is published as a `portal:track` DOM event, which that
// implementation (and browser tests) can listen to.

export type TrackingCall =
  | { type: 'galleryPageView'; page: string; pageType: 'imageSlide'; title: string; location: string; position: number }
  | { type: 'gallerySlideChange'; direction: 'next' | 'prev'; index: number }
  | { type: 'galleryZoom'; scale: number };

export const TRACK_EVENT = 'portal:track';

export function track(call: TrackingCall): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackingCall>(TRACK_EVENT, { detail: call }));
}
