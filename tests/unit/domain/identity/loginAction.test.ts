import { describe, expect, it } from 'vitest';
import { decideLoginAction } from '#/domain/identity/loginAction.ts';

describe('login action', () => {
  it('runs when logged in, toasts in the mini-app, otherwise opens the login sheet for here', () => {
    expect(decideLoginAction({ loggedIn: true, liff: true, currentUrl: '/a' })).toEqual({ kind: 'run' });
    expect(decideLoginAction({ loggedIn: false, liff: true, currentUrl: '/a' })).toEqual({ kind: 'toast', messageKey: 'error.temporary' });
    expect(decideLoginAction({ loggedIn: false, liff: false, currentUrl: '/tw/v2/tab' })).toEqual({ kind: 'loginSheet', callbackUrl: '/tw/v2/tab' });
    expect(decideLoginAction({ loggedIn: false, liff: false, currentUrl: '/a', callbackUrl: '/b' })).toMatchObject({ callbackUrl: '/b' });
  });
});
