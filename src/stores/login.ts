// The login action of content-spec §4 in the browser: a signed-in reader's action runs at once; in
// the mini-app without login a toast says 'temporary error'; otherwise the login bottom sheet
// opens with a callback URL (default: the current address). Islands call withLogin() for every
// action that needs a reader (reacting, commenting, voting).
import { decideLoginAction } from '#/domain/identity/loginAction.ts';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { $session } from './session.ts';
import { openModalSheet, showToast } from './ui.ts';

/** Labels the overlay host was given by the layout (read from its placeholder; no extra bundle). */
function overlayLabel(key: 'temporaryError' | 'loginTitle'): string {
  try {
    const host = document.querySelector<HTMLElement>('[data-overlay-host]');
    const labels = JSON.parse(host?.dataset.props ?? '{}') as Record<string, string>;
    return labels[key] ?? '';
  } catch {
    return '';
  }
}

export function isLoggedIn(): boolean {
  return $session.get() !== null;
}

/**
 * Runs `action` for a signed-in reader; otherwise shows the login sheet (or, in the mini-app, the
 * temporary-error toast). Resolves true when the action ran.
 */
export async function withLogin(action: () => unknown, opts: { callbackUrl?: string } = {}): Promise<boolean> {
  const decision = decideLoginAction({
    loggedIn: isLoggedIn(),
    liff: detectEnvironment(navigator.userAgent).liff,
    currentUrl: location.pathname + location.search + location.hash,
    callbackUrl: opts.callbackUrl,
  });
  if (decision.kind === 'run') {
    await action();
    return true;
  }
  if (decision.kind === 'toast') showToast(overlayLabel('temporaryError'));
  else openLoginSheet(decision.callbackUrl);
  return false;
}

/** The login bottom sheet (shell-spec §2), returning to `callbackUrl` after sign-in. */
function openLoginSheet(callbackUrl = location.pathname + location.search): void {
  openModalSheet({ kind: 'login', title: overlayLabel('loginTitle'), type: 'general', closeOnOverlay: true, callbackUrl });
}
