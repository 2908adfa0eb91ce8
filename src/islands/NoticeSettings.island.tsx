// My page › notices: the reader's terms-of-service state and marketing-terms consent, rendered by the
// server in the reader's partial (src/pages/[country]/[ns]/partial/me/[part].astro) from their
// setting. Changes are written locally first (the fake accepted code) and then confirmed by the
// server; a failure puts the switch back and says so. client:interaction — reading the page loads no
// React; the first tap on the button hydrates it and is replayed; a tap on the switch flips it at
// once and wakes the island, which saves it.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useEarlyFlip } from './useEarlyFlip.ts';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $userSetting, type UserSetting } from '#/stores/userData.ts';
import { agreeToTermsOfService, setMarketingTerms } from '#/stores/userSettings.ts';

export interface NoticeSettingsLabels {
  marketing: string;
  marketingHelp: string;
  /** '… {{date}}' */
  tosAgreed: string;
  tosNotAgreed: string;
  agreeTos: string;
  saved: string;
  failed: string;
}

export type NoticeSetting = Pick<UserSetting, 'isMarketingTermsAgreed' | 'isTosAgreed' | 'tosAgreedTime'>;

interface Props {
  country: CountryCode;
  labels: NoticeSettingsLabels;
  /** The reader's setting as the server read it, and its agreement date as the server wrote it. */
  setting: NoticeSetting;
  renderedDate: string;
  timeZone: string;
  lang: string;
}

export function NoticeSettings({ country, labels, setting: rendered, renderedDate, timeZone, lang }: Props) {
  // The store holds the reader's setting once this page changed it (or another island read it).
  const setting = useStore($userSetting) ?? rendered;
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // Made in the browser only (the island is also rendered on the server).
  const clientRef = useRef<ReturnType<typeof createSessionClient> | null>(null);
  const client = () => (clientRef.current ??= createSessionClient(country));

  async function run(change: () => Promise<void>) {
    const before = $userSetting.get();
    // The local-first write patches the setting it knows: the server's, when nothing is stored.
    if (!before) $userSetting.set(rendered as UserSetting);
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

  const marketing = useEarlyFlip(rendered.isMarketingTermsAgreed, (agreed) => void run(() => setMarketingTerms(client(), agreed)));

  // The server's words for the server's date: hydration must not depend on two Intl builds agreeing.
  const tosDate =
    setting.tosAgreedTime === rendered.tosAgreedTime ? renderedDate : setting.tosAgreedTime ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(setting.tosAgreedTime) : '';
  return (
    <section className="notice-settings">
      <label className="notice-settings__switch">
        <input
          type="checkbox"
          checked={setting.isMarketingTermsAgreed}
          disabled={busy}
          ref={marketing}
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
      {setting.isTosAgreed ? (
        <p data-tos-state="agreed">{labels.tosAgreed.replace('{{date}}', tosDate)}</p>
      ) : (
        <p data-tos-state="not-agreed">
          {labels.tosNotAgreed}{' '}
          <button type="button" className="button button--small" disabled={busy} onClick={() => run(() => agreeToTermsOfService(client()))}>
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
