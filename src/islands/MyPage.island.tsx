// My page: the signed-in reader's name (read from the API with their token) and sign out.
// client:load — the page shows nothing else until it knows who is reading.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session, signOut } from '#/stores/session.ts';
import { SignedOutPrompt } from './SignedOutPrompt.tsx';

interface MyPageLabels {
  greeting: string;
  signedOut: string;
  signIn: string;
  signOut: string;
}

export function MyPage({ country, labels, signInHref }: { country: CountryCode; labels: MyPageLabels; signInHref: string }) {
  const session = useStore($session);
  const [name, setName] = useState<string | null>(session?.displayName ?? null);

  useEffect(() => {
    if (!session) return;
    const client = createSessionClient(country);
    client
      .get('/user/profile')
      .then((answer) => setName(answer.result.displayName))
      .catch((error: { statusCode?: number }) => {
        if (error.statusCode === 401) signOut();
      });
  }, [session, country]);

  if (!session) {
    return <SignedOutPrompt message={labels.signedOut} signIn={labels.signIn} href={signInHref} />;
  }
  return (
    <section className="mypage">
      <p className="mypage__name" data-display-name>
        {labels.greeting.replace('{{name}}', name ?? session.displayName)}
      </p>
      <button className="button" type="button" onClick={() => signOut()}>
        {labels.signOut}
      </button>
    </section>
  );
}
