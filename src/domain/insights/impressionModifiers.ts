// The impression directive's modifiers (shell-spec §5: "The tracking directive accepts only modifiers
// click, mousedown, visible, once, capture; otherwise it logs an error"), read from an element's
// `data-track-modifiers`. With none given, an element counts its impression and its clicks.
export const TRACK_MODIFIERS = ['click', 'mousedown', 'visible', 'once', 'capture'] as const;
export type TrackModifier = (typeof TRACK_MODIFIERS)[number];

export interface TrackDirective {
  /** Count the impression (≥ 50 % visible for 1 s). */
  visible: boolean;
  /** Which pointer event sends the click event, if any. */
  clickOn: 'click' | 'mousedown' | null;
  /** Send the click event once only. */
  once: boolean;
  /** Listen in the capture phase (a child that stops the event's propagation still counts). */
  capture: boolean;
  /** The modifiers that are not known (reported as an error, then ignored). */
  unknown: string[];
}

export function parseTrackModifiers(attribute: string | null | undefined): TrackDirective {
  const given = (attribute ?? '').split(/[\s,]+/).filter(Boolean);
  const known = new Set<string>(TRACK_MODIFIERS);
  const mods = new Set(given.filter((m) => known.has(m)));
  const unknown = given.filter((m) => !known.has(m));
  // Nothing usable named: the default, impression and click.
  const none = !mods.has('click') && !mods.has('mousedown') && !mods.has('visible');
  return {
    visible: none || mods.has('visible'),
    clickOn: mods.has('mousedown') ? 'mousedown' : none || mods.has('click') ? 'click' : null,
    once: mods.has('once'),
    capture: mods.has('capture'),
    unknown,
  };
}
