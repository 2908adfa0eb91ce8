// Follow / following for a publisher, profile or tag (content-spec §7 Subscription). The tap
// changes the button at once and the server is asked after; a refusal puts it back with a toast.
// Signed-out readers get the login sheet (content-spec §4 Login). client:interaction, signedIn
// 'visible': a signed-out reader gets the server's Follow button, which hydrates on the tap (the
// login sheet); a signed-in reader's follow state is read once the button is on screen.
import { useEffect, useRef } from 'react';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { useStore } from '@nanostores/react';
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import { SUBSCRIPTION_ERRORS, entityKey } from '#/domain/content/subscriptions.ts';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $followSending, $followed, $followedStatus, loadFollowed, toggleFollow } from '#/stores/subscriptions.ts';
import { withLogin } from '#/stores/login.ts';
import { showToast } from '#/stores/ui.ts';

export interface FollowLabels {
  follow: string;
  following: string;
  /** '… {{name}}': the button's accessible name. */
  followName: string;
  /** The toast when the change could not be made. */
  failed: string;
  /** The toast when the reader already follows as many as they may (code 120002). */
  limit: string;
}

export interface FollowButtonProps {
  country: CountryCode;
  entityType: SubscribableType;
  entityId: string;
  name: string;
  labels: FollowLabels;
}

export default function FollowButton({ country, entityType, entityId, name, labels }: FollowButtonProps) {
  // Made on first use: the server render has no browser to make it in.
  const made = useRef<WebapiClient | null>(null);
  const client = () => (made.current ??= createSessionClient(country));
  const key = entityKey(entityType, entityId);
  const following = Boolean(useStore($followed)[key]);
  const sending = Boolean(useStore($followSending)[key]);
  const status = useStore($followedStatus);

  useEffect(() => {
    if (status === 'idle') void loadFollowed(client());
  }, [status]);

  const onClick = () =>
    withLogin(async () => {
      const outcome = await toggleFollow(client(), entityType, entityId);
      if (!outcome.ok && !outcome.ignored) showToast(outcome.code === SUBSCRIPTION_ERRORS.LIMIT_REACHED.code ? labels.limit : labels.failed);
    });

  return (
    <button
      type="button"
      className={`button follow-button${following ? ' follow-button--on' : ''}`}
      aria-pressed={following}
      aria-label={labels.followName.replace('{{name}}', name)}
      aria-busy={sending}
      data-follow={key}
      data-follow-state={status === 'ready' ? (following ? 'following' : 'not-following') : status}
      onClick={() => void onClick()}
    >
      {/* Both labels take the wider one's width, so the button never changes size. */}
      <span className={following ? undefined : 'is-current'}>{labels.follow}</span>
      <span className={following ? 'is-current' : undefined}>{labels.following}</span>
    </button>
  );
}
