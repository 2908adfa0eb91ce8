// Add a profile as a friend in the messaging app (content-spec §3 friendship, §5, §7
// /user/contacts/add). Profile pages render it only inside the messaging app (its cache key keeps
// that apart); a signed-in reader's friendship is read on mount, a signed-out reader gets the login
// step. client:visible there: nothing to ask the server until the button is on screen. A candidate's
// page also renders it outside the app, with client:interaction: the tap is refused with the spec's
// error (a toast) before any call or sign-in.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WebapiClient } from '#/api/webapiClient.ts';
import type { ContactType } from '#/domain/identity/friendship.ts';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';
import { $friendship, addFriend, loadFriendshipStatus } from '#/stores/friendship.ts';
import { withLogin } from '#/stores/login.ts';
import { showToast } from '#/stores/ui.ts';

export interface AddFriendProps {
  country: CountryCode;
  contactType: ContactType;
  profileId: string;
  name: string;
  labels: { addFriend: string; friendAdded: string; addFriendName: string; failed: string };
}

export default function AddFriend({ country, contactType, profileId, name, labels }: AddFriendProps) {
  const made = useRef<WebapiClient | null>(null);
  const client = () => (made.current ??= createSessionClient(country));
  const session = useStore($session);
  const friend = useStore($friendship)[contactType]?.[profileId] === true;
  const [sending, setSending] = useState(false);
  // Browser tests wait on this before tapping (the server render has no handler).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const state = () => ({ messagingApp: detectEnvironment(navigator.userAgent).messagingApp, loggedIn: $session.get() !== null });

  useEffect(() => {
    if (session) void loadFriendshipStatus(client(), state(), contactType, [profileId]);
  }, [session, contactType, profileId]);

  const send = async () => {
    setSending(true);
    try {
      await addFriend(client(), state(), contactType, profileId);
    } catch (error) {
      showToast(`${labels.failed} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setSending(false);
    }
  };
  // Outside the messaging app the request is refused at once (content-spec §5): asking the reader
  // to sign in first would only lead to the same refusal.
  const onClick = () => (state().messagingApp ? withLogin(send) : send());

  return (
    <button
      type="button"
      className={`button add-friend${friend ? ' add-friend--on' : ''}`}
      aria-label={friend ? labels.friendAdded : labels.addFriendName.replace('{{name}}', name)}
      aria-busy={sending}
      disabled={friend}
      data-add-friend={`${contactType}:${profileId}`}
      data-friend-state={friend ? 'friend' : 'not-friend'}
      data-hydrated={hydrated ? 'true' : undefined}
      onClick={() => void onClick()}
    >
      {/* Both labels take the wider one's width, so the button never changes size. */}
      <span className={friend ? undefined : 'is-current'}>{labels.addFriend}</span>
      <span className={friend ? 'is-current' : undefined}>{labels.friendAdded}</span>
    </button>
  );
}
