// Follow / following for a publisher, profile or tag (content-spec §7 Subscription). The tap
// changes the button at once and the server is asked after; a refusal puts it back with a toast.
// Signed-out readers get the login sheet (content-spec §4 Login).
// client:interaction, signedIn 'visible', on entity pages: a signed-out reader gets the server's
// Follow button, which hydrates on the tap (the login sheet); a signed-in reader's follow state is
// read once the button is on screen. Plain client:interaction in the reader's own lists
// (src/components/reader/EntityRows.astro): the server rendered their state (`following`), so
// nothing loads before the first tap.
import { useEffect, useRef, useState } from 'react';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { useStore } from '@nanostores/react';
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import { SUBSCRIPTION_ERRORS, entityKey } from '#/domain/content/subscriptions.ts';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $followSending, $followed, $followedStatus, loadFollowed, seedFollowed, toggleFollow } from '#/stores/subscriptions.ts';
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
  /** The reader's state as the server rendered it; without it the button reads the reader's list. */
  following?: boolean;
}

export default function FollowButton({ country, entityType, entityId, name, labels, following: rendered }: FollowButtonProps) {
  // Made on first use: the server render has no browser to make it in.
  const made = useRef<WebapiClient | null>(null);
  const client = () => (made.current ??= createSessionClient(country));
  const key = entityKey(entityType, entityId);
  const stored = Boolean(useStore($followed)[key]);
  const sending = Boolean(useStore($followSending)[key]);
  const status = useStore($followedStatus);
  // The server's state until the reader's list is read or this button changes it: the list is not
  // read for it, so a change never races a read of the list from before it.
  const [changed, setChanged] = useState(false);
  const known = rendered !== undefined;
  const following = rendered !== undefined && !changed && status !== 'ready' ? rendered : stored;

  useEffect(() => {
    if (status === 'idle' && !known) void loadFollowed(client());
  }, [status, known]);

  const onClick = () =>
    withLogin(async () => {
      if (known && !changed) {
        seedFollowed(key, following);
        setChanged(true);
      }
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
      data-follow-state={status === 'ready' || known ? (following ? 'following' : 'not-following') : status}
      onClick={() => void onClick()}
    >
      {/* Both labels take the wider one's width, so the button never changes size. */}
      <span className={following ? undefined : 'is-current'}>{labels.follow}</span>
      <span className={following ? 'is-current' : undefined}>{labels.following}</span>
    </button>
  );
}
