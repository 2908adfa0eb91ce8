// The login action of content-spec §4: logged in → run it; in the mini-app without login → a toast
// with the temporary-error message; otherwise the login sheet with a callback URL (default: here).
type LoginDecision =
  | { kind: 'run' }
  | { kind: 'toast'; messageKey: 'error.temporary' }
  | { kind: 'loginSheet'; callbackUrl: string };

export function decideLoginAction(state: { loggedIn: boolean; liff: boolean; currentUrl: string; callbackUrl?: string }): LoginDecision {
  if (state.loggedIn) return { kind: 'run' };
  if (state.liff) return { kind: 'toast', messageKey: 'error.temporary' };
  return { kind: 'loginSheet', callbackUrl: state.callbackUrl ?? state.currentUrl };
}
