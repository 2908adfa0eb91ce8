// Island-internal module of OverlayHost: the login bottom sheet's body (shell-spec §2): why to sign
// in, and the way to the messaging app's login, returning to `callbackUrl`.
import type { OverlayLabels } from './overlayShared.ts';

export function LoginSheet({ labels, callbackUrl }: { labels: Pick<OverlayLabels, 'loginBody' | 'signIn' | 'signInPath'>; callbackUrl: string }) {
  return (
    <div className="login-sheet">
      <p>{labels.loginBody}</p>
      <a className="button" href={`${labels.signInPath}?callback=${encodeURIComponent(callbackUrl)}`} data-login-sheet-signin>
        {labels.signIn}
      </a>
    </div>
  );
}
