// UI flags of shell-spec §3 with their defaults. The bottom window and the poll select panel are on
// unless turned off; the rest are off until their part turns them on. Pop-up ad tabs belong to the
// ad layer (issue #31); the poll select panel is the poll's option panel, shown unless a page
// (a publisher's embed showing only results) turns it off.
export const UI_FLAG_DEFAULTS = {
  swipeBack: false,
  floatingDisplay: false,
  floatingBar: false,
  modalCommentSheet: false,
  popupAdTabs: false,
  bottomWindow: true,
  pollSelectPanel: true,
  bottomModal: false,
} as const;
export type UiFlag = keyof typeof UI_FLAG_DEFAULTS;
export type UiFlags = Record<UiFlag, boolean>;

/** The flags with the given ones changed; unknown names are ignored. */
export function withUiFlags(base: UiFlags, changes: Partial<Record<string, boolean>>): UiFlags {
  const next = { ...base };
  for (const [name, value] of Object.entries(changes)) if (name in UI_FLAG_DEFAULTS && typeof value === 'boolean') next[name as UiFlag] = value;
  return next;
}
