// Reactions of content-spec §3–§4: six types, one per reader and post, counts moved optimistically.
export const REACTION_TYPES = { love: 1001, fun: 1002, like: 1003, envy: 1004, surprise: 1005, sad: 1006 } as const;
export type ReactionName = keyof typeof REACTION_TYPES;
export type ReactionType = (typeof REACTION_TYPES)[ReactionName];
export const DEFAULT_REACTION: ReactionType = REACTION_TYPES.like;
/** Display order: like, love, fun, envy, sad, surprise. */
export const REACTION_DISPLAY_ORDER: readonly ReactionName[] = ['like', 'love', 'fun', 'envy', 'sad', 'surprise'];
export const REACTION_CONTENT_TYPES = ['ARTICLE', 'VIDEO', 'LIVE', 'TRAILER', 'PROFILE', 'POLL', 'MOVIE', 'QUIZ', 'DRAMA'] as const;
export type ReactionContentType = (typeof REACTION_CONTENT_TYPES)[number];
/**
 * content-spec §9 reaction constant (the spec gives the value only; decision 0061): after a change
 * made with "close the panels", the open panel stays this long, the reader's choice marked in it,
 * then closes.
 */
export const REACTION_PANEL_CLOSE_MS = 1300;
export const ALL_REACTION_TYPES: readonly ReactionType[] = Object.values(REACTION_TYPES);
/** A reaction type's name (1003 → like); undefined for a number that is no reaction type. */
export const REACTION_NAME_OF: Readonly<Record<number, ReactionName | undefined>> = Object.fromEntries(
  Object.entries(REACTION_TYPES).map(([name, type]) => [type, name]),
) as Record<number, ReactionName>;

export function isReactionType(value: number): value is ReactionType {
  return (ALL_REACTION_TYPES as readonly number[]).includes(value);
}

export interface LikeViews {
  count: number;
  liked: boolean;
  likedType: ReactionType | null;
  typeCounters: Record<string, number>;
}

export type ReactionAction = { kind: 'add'; type?: ReactionType } | { kind: 'change'; type: ReactionType } | { kind: 'remove' };

const bump = (counters: Record<string, number>, type: ReactionType, by: number) => ({
  ...counters,
  [type]: Math.max(0, (counters[type] ?? 0) + by),
});

/** The state after an action, as the reader sees it at once (before the server answers). */
export function applyReaction(state: LikeViews, action: ReactionAction): LikeViews {
  if (action.kind === 'remove') {
    if (!state.liked || state.likedType === null) return state;
    return { count: Math.max(0, state.count - 1), liked: false, likedType: null, typeCounters: bump(state.typeCounters, state.likedType, -1) };
  }
  const type = action.type ?? DEFAULT_REACTION;
  if (state.liked && state.likedType !== null) {
    if (state.likedType === type) return state;
    // Changing the type moves one count; the total stays.
    return { ...state, likedType: type, typeCounters: bump(bump(state.typeCounters, state.likedType, -1), type, 1) };
  }
  return { count: state.count + 1, liked: true, likedType: type, typeCounters: bump(state.typeCounters, type, 1) };
}

/** The API path segment of an action: /interaction/like/add, /upd or /del. */
export function reactionCall(before: Pick<LikeViews, 'liked'>, action: ReactionAction): 'add' | 'upd' | 'del' {
  if (action.kind === 'remove') return 'del';
  return before.liked ? 'upd' : 'add';
}

/** The quick tap: reacts with the default type, or removes the reader's reaction. */
export function quickTapAction(state: Pick<LikeViews, 'liked'>): ReactionAction {
  return state.liked ? { kind: 'remove' } : { kind: 'add' };
}

/** A type chosen in the panel: adds it, changes to it, or (the reader's own type again) removes it. */
export function choiceAction(state: Pick<LikeViews, 'liked' | 'likedType'>, type: ReactionType): ReactionAction {
  if (!state.liked) return { kind: 'add', type };
  return state.likedType === type ? { kind: 'remove' } : { kind: 'change', type };
}

/** The reaction content type of an article, by its content type. */
export function reactionContentTypeOf(contentType: string): ReactionContentType {
  if (contentType === 'VIDEOHUB') return 'VIDEO';
  return (['LIVE', 'TRAILER', 'POLL'] as const).find((t) => t === contentType) ?? 'ARTICLE';
}
