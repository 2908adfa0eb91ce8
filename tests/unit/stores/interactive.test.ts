// The reaction store against the real content API on a real local D1: optimistic changes, one
// call at a time ('sending'), failures swallowed, and the reaction panels.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { createWebapiClient, type WebapiClient } from '#/api/webapiClient.ts';
import {
  $interactive,
  $reactionPanel,
  $reactionSending,
  closeReactionPanels,
  interactiveOf,
  isPanelOpen,
  loadInteractive,
  openReactionPanel,
  postKey,
  react,
  toggleReactionPanel,
  type ReactionPost,
} from '#/stores/interactive.ts';
import { $toast, closeAllOverlays, showToast } from '#/stores/ui.ts';
import { openTestPlatform, type TestPlatform } from '../../helpers/testPlatform.ts';

let platform: TestPlatform;
let seq = 0;

function client(token: string | null): WebapiClient {
  return createWebapiClient({
    country: 'tw',
    origin: 'http://portal.test',
    accessToken: token ? { kind: 'liff', token } : null,
    fetcher: async (request) => app.request(request, undefined, { ...platform.env, DEV_LOGIN: 'true' }),
  });
}

async function reader(userId: string) {
  return client(await issueDevToken({ userId, displayName: userId }, undefined));
}

/** A fresh post per test, so tests share no counts. */
const newPost = (): ReactionPost => ({ postType: 'ARTICLE', postId: `store-${++seq}`, reactionContentType: 'ARTICLE', categoryId: '3' });

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
});
afterAll(async () => {
  await platform?.dispose();
});
beforeEach(() => {
  $interactive.set({});
  closeReactionPanels();
  closeAllOverlays();
});

describe('reacting', () => {
  it('shows the change before the server answers, then keeps the server count', async () => {
    const amy = await reader('amy');
    const post = newPost();
    await (await reader('ben')).send('POST', '/interaction/like/add', { json: { country: 'tw', postType: 'ARTICLE', postId: post.postId, reactionContentType: 'ARTICLE', likeType: 1001 } });
    await loadInteractive(amy, post);
    expect(interactiveOf(post)).toMatchObject({ count: 1, liked: false, typeCounters: { 1001: 1 } });

    const pending = react(amy, post, { kind: 'add' });
    expect(interactiveOf(post)).toMatchObject({ count: 2, liked: true, likedType: 1003, typeCounters: { 1001: 1, 1003: 1 } });
    expect($reactionSending.get()).toBe(true);
    await pending;
    expect($reactionSending.get()).toBe(false);

    await react(amy, post, { kind: 'change', type: 1006 });
    expect(interactiveOf(post)).toMatchObject({ count: 2, liked: true, likedType: 1006, typeCounters: { 1001: 1, 1006: 1 } });
    $interactive.set({});
    await loadInteractive(amy, post);
    expect(interactiveOf(post)).toEqual({ count: 2, liked: true, likedType: 1006, typeCounters: { 1001: 1, 1006: 1 }, commentCount: 0 });

    await react(amy, post, { kind: 'remove' });
    await loadInteractive(amy, post);
    expect(interactiveOf(post)).toEqual({ count: 1, liked: false, likedType: null, typeCounters: { 1001: 1 }, commentCount: 0 });
  });

  it("rejects a second reaction while one is sending with 'sending', then accepts the next", async () => {
    const amy = await reader('amy');
    const post = newPost();
    const first = react(amy, post, { kind: 'add', type: 1002 });
    await expect(react(amy, post, { kind: 'change', type: 1004 })).rejects.toThrow(new Error('sending'));
    expect(interactiveOf(post)).toMatchObject({ count: 1, likedType: 1002 });
    await first;
    await react(amy, post, { kind: 'change', type: 1004 });
    await loadInteractive(amy, post);
    expect(interactiveOf(post)).toMatchObject({ count: 1, liked: true, likedType: 1004, typeCounters: { 1004: 1 } });
  });

  it('swallows a server failure and keeps the optimistic state', async () => {
    const post = newPost();
    // No token: the server answers 401 'user is not logged in'.
    const state = await react(client(null), post, { kind: 'add', type: 1005 });
    expect(state).toMatchObject({ count: 1, liked: true, likedType: 1005 });
    expect(interactiveOf(post)).toMatchObject({ count: 1, liked: true, likedType: 1005, typeCounters: { 1005: 1 } });
    expect($reactionSending.get()).toBe(false);
    // The server holds nothing for that post.
    const [summary] = await client(null).get('/interaction/commentlike/list', { query: { postType: 'ARTICLE', postId: post.postId } });
    expect(summary!.likeViews.count).toBe(0);

    // A change the server refuses (409: the reader has no reaction there) also stays as shown.
    await expect(react(await reader('cat'), post, { kind: 'change', type: 1001 })).resolves.toMatchObject({ likedType: 1001, count: 1 });
    expect(interactiveOf(post)).toMatchObject({ likedType: 1001, typeCounters: { 1001: 1, 1005: 0 } });
  });

  it('sends nothing when the action changes nothing', async () => {
    const post = newPost();
    const before = interactiveOf(post);
    expect(await react(client(null), post, { kind: 'remove' })).toBe(before);
    expect($reactionSending.get()).toBe(false);
    expect($interactive.get()[postKey(post)]).toBeUndefined();
  });

  it('keeps a reaction made while the summary was loading', async () => {
    const amy = await reader('amy');
    const post = newPost();
    const loading = loadInteractive(amy, post);
    const reacting = react(amy, post, { kind: 'add', type: 1001 });
    await loading;
    expect(interactiveOf(post)).toMatchObject({ liked: true, likedType: 1001 });
    await reacting;
  });
});

describe('reaction panels', () => {
  const a = { postKey: 'ARTICLE_1', cardIndex: 0, slideIndex: 0 };

  it('open per post, card and slide index; opening one closes the others', () => {
    openReactionPanel(a);
    expect(isPanelOpen($reactionPanel.get(), a)).toBe(true);
    const sameCardOtherSlide = { ...a, slideIndex: 1 };
    openReactionPanel(sameCardOtherSlide);
    expect(isPanelOpen($reactionPanel.get(), a)).toBe(false);
    expect(isPanelOpen($reactionPanel.get(), sameCardOtherSlide)).toBe(true);
    const otherPost = { postKey: 'ARTICLE_2', cardIndex: 0, slideIndex: 0 };
    openReactionPanel(otherPost);
    expect($reactionPanel.get()).toEqual(otherPost);
    toggleReactionPanel(otherPost);
    expect($reactionPanel.get()).toBeNull();
  });

  it('close the toast when one opens', () => {
    showToast('saved');
    expect($toast.get()?.open).toBe(true);
    openReactionPanel(a);
    expect($toast.get()?.open).toBe(false);
  });

  it('all close 1300 ms after a change when asked to (content-spec §9 reaction constant), unless another opened meanwhile', async () => {
    const post = newPost();
    const panel = { postKey: postKey(post), cardIndex: 0, slideIndex: 0 };
    openReactionPanel(panel);
    const kept = react(await reader('dan'), post, { kind: 'add', type: 1002 });
    expect($reactionPanel.get()).not.toBeNull();
    await kept;
    // The test's clock: what react() asks to run later, and after how long.
    const later: { close: () => void; ms: number }[] = [];
    await react(await reader('dan'), post, { kind: 'change', type: 1003 }, { closePanels: true, later: (close, ms) => later.push({ close, ms }) });
    expect(isPanelOpen($reactionPanel.get(), panel)).toBe(true);
    expect(later.map((l) => l.ms)).toEqual([1300]);
    later[0]!.close();
    expect($reactionPanel.get()).toBeNull();
    // A panel the reader opened in the meantime stays.
    openReactionPanel(panel);
    await react(await reader('dan'), post, { kind: 'change', type: 1001 }, { closePanels: true, later: (close, ms) => later.push({ close, ms }) });
    const other = { ...panel, cardIndex: 1 };
    openReactionPanel(other);
    later[1]!.close();
    expect(isPanelOpen($reactionPanel.get(), other)).toBe(true);
  });
});
