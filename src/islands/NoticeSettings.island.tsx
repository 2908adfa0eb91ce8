// My page › notices: the reader's terms-of-service state and marketing-terms consent. Changes are
// written locally first (the fake accepted code) and then confirmed by the server; a failure puts
// the switch back and says so. client:load — the page is this form.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';
import { $userSetting } from '#/stores/userData.ts';
import { agreeToTermsOfService, loadUserSetting, setMarketingTerms } from '#/stores/userSettings.ts';
import { SignedOutPrompt } from './SignedOutPrompt.tsx';

export interface NoticeSettingsLabels {
  signedOut: string;
  signIn: string;
  marketing: string;
  marketingHelp: string;
  tosAgreed: string;
  tosNotAgreed: string;
  agreeTos: string;
  saved: string;
  failed: string;
}

interface Props {
  country: CountryCode;
  labels: NoticeSettingsLabels;
  signInHref: string;
  timeZone: string;
  lang: string;
}

export function NoticeSettings({ country, labels, signInHref, timeZone, lang }: Props) {
  const session = useStore($session);
  const setting = useStore($userSetting);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // Made in the browser only (the island is also rendered on the server).
  const clientRef = useRef<ReturnType<typeof createSessionClient> | null>(null);
  const client = () => (clientRef.current ??= createSessionClient(country));

  useEffect(() => {
    if (session) loadUserSetting(client()).catch(() => setStatus(labels.failed));
  }, [session, labels.failed]);

  if (!session) {
    return <SignedOutPrompt message={labels.signedOut} signIn={labels.signIn} href={signInHref} />;
  }

  async function run(change: () => Promise<void>) {
    const before = $userSetting.get();
    setBusy(true);
    try {
      await change();
      setStatus(labels.saved);
    } catch {
      $userSetting.set(before);
      setStatus(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  const tosDate = setting?.tosAgreedTime ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(setting.tosAgreedTime) : '';
  return (
    <section className="notice-settings" aria-busy={setting === null}>
      <label className="notice-settings__switch">
        <input
          type="checkbox"
          checked={setting?.isMarketingTermsAgreed ?? false}
          disabled={busy || setting === null}
          onChange={(e) => {
            const agreed = e.currentTarget.checked;
            void run(() => setMarketingTerms(client(), agreed));
          }}
          aria-describedby="marketing-help"
          data-marketing-terms
        />
        <span>{labels.marketing}</span>
      </label>
      <p id="marketing-help" className="notice-settings__help">
        {labels.marketingHelp}
      </p>
      {setting?.isTosAgreed ? (
        <p data-tos-state="agreed">{labels.tosAgreed.replace('{{date}}', tosDate)}</p>
      ) : (
        <p data-tos-state="not-agreed">
          {labels.tosNotAgreed}{' '}
          <button type="button" className="button button--small" disabled={busy || setting === null} onClick={() => run(() => agreeToTermsOfService(client()))}>
            {labels.agreeTos}
          </button>
        </p>
      )}
      <p role="status" data-notice-status>
        {status}
      </p>
    </section>
  );
}
