// Interactive state of posts (content-spec §3–§4): reactions and comment count per post type +
// post id, and which reaction panel is open. Reactions apply before the server call, one call at
// a time ('sending'), and a failed call keeps the optimistic state.
import { atom } from 'nanostores';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { REACTION_PANEL_CLOSE_MS, applyReaction, reactionCall, type LikeViews, type ReactionAction, type ReactionContentType } from '#/domain/interactions/reactions.ts';
import { closeToast } from './ui.ts';

export interface ReactionPost {
  postType: string;
  postId: string;
  reactionContentType: ReactionContentType;
  categoryId?: string | null;
}

interface InteractiveState extends LikeViews {
  commentCount: number;
}

type InteractiveClient = Pick<WebapiClient, 'country' | 'get' | 'send'>;

export const EMPTY_INTERACTIVE: InteractiveState = { count: 0, liked: false, likedType: null, typeCounters: {}, commentCount: 0 };

export const postKey = (post: Pick<ReactionPost, 'postType' | 'postId'>): string => `${post.postType}_${post.postId}`;

export const $interactive = atom<Record<string, InteractiveState>>({});

function setState(key: string, state: InteractiveState): void {
  $interactive.set({ ...$interactive.get(), [key]: state });
}
/** True while a reaction call is on its way. */
export const $reactionSending = atom(false);

export function interactiveOf(post: Pick<ReactionPost, 'postType' | 'postId'>): InteractiveState {
  return $interactive.get()[postKey(post)] ?? EMPTY_INTERACTIVE;
}

/** Reactions made per post since its summary was requested: a late summary must not undo them. */
const changes = new Map<string, number>();

/** Loads a post's counts and the reader's own reaction; failures leave what is shown. */
export async function loadInteractive(client: InteractiveClient, post: ReactionPost): Promise<InteractiveState | null> {
  const key = postKey(post);
  const seen = changes.get(key) ?? 0;
  try {
    const [first] = await client.get('/interaction/commentlike/list', { query: { postType: post.postType, postId: post.postId } });
    if (!first || (changes.get(key) ?? 0) !== seen) return null;
    const state = { ...first.likeViews, commentCount: first.commentViews.count };
    setState(key, state);
    return state;
  } catch {
    return null;
  }
}

/**
 * Applies a reaction at once, then sends it. Rejects with Error('sending') while another reaction
 * is being sent; a server failure is swallowed and the optimistic state stays.
 */
export async function react(
  client: InteractiveClient,
  post: ReactionPost,
  action: ReactionAction,
  opts: { closePanels?: boolean; later?: (close: () => void, ms: number) => void } = {},
): Promise<InteractiveState> {
  if ($reactionSending.get()) throw new Error('sending');
  const key = postKey(post);
  const before = interactiveOf(post);
  const next = applyReaction(before, action);
  if (opts.closePanels) {
    // The panel shows the reader's choice for a moment, then closes, unless another has opened since.
    const open = $reactionPanel.get();
    (opts.later ?? ((close, ms) => setTimeout(close, ms)))(() => {
      if ($reactionPanel.get() === open) closeReactionPanels();
    }, REACTION_PANEL_CLOSE_MS);
  }
  if (next === before) return before;
  const optimistic: InteractiveState = { ...before, ...next };
  changes.set(key, (changes.get(key) ?? 0) + 1);
  setState(key, optimistic);
  $reactionSending.set(true);
  try {
    const answer = await client.send('POST', `/interaction/like/${reactionCall(before, action)}`, {
      json: {
        country: client.country,
        likeType: next.likedType ?? before.likedType,
        postId: post.postId,
        postType: post.postType,
        reactionContentType: post.reactionContentType,
        categoryId: post.categoryId ?? null,
      },
    });
    // The server's count includes other readers' reactions since the page loaded.
    const confirmed: InteractiveState = { ...optimistic, ...answer.likeViews };
    setState(key, confirmed);
    return confirmed;
  } catch {
    // content-spec §4: failures are swallowed; the optimistic state stays.
    return optimistic;
  } finally {
    $reactionSending.set(false);
  }
}

/** An open reaction panel: per post, card index and slide index. */
interface PanelTarget {
  postKey: string;
  cardIndex: number;
  slideIndex: number;
}

/** At most one panel is open: opening one replaces the others. */
export const $reactionPanel = atom<PanelTarget | null>(null);

export const isPanelOpen = (open: PanelTarget | null, target: PanelTarget): boolean =>
  open !== null && open.postKey === target.postKey && open.cardIndex === target.cardIndex && open.slideIndex === target.slideIndex;

/** Opens a panel (closing any other) and closes the toast (shell-spec §2). */
export function openReactionPanel(target: PanelTarget): void {
  closeToast();
  $reactionPanel.set({ ...target });
}

export function closeReactionPanels(): void {
  $reactionPanel.set(null);
}

export function toggleReactionPanel(target: PanelTarget): void {
  if (isPanelOpen($reactionPanel.get(), target)) closeReactionPanels();
  else openReactionPanel(target);
}
