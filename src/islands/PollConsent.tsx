// The consent step after a vote on a poll that asks for it (content-spec §7 POST /poll/{id}/consent,
// consentOptions DEMOGRAPHICS / CONTACT / MARKETING). Loaded by the poll island only when such a
// poll has a fresh vote (React.lazy), so polls that ask nothing never load it. Nothing is ticked for
// the reader: they choose what to share, or skip.
import { useId, useState, type FormEvent } from 'react';
import type { PollConsentKey } from '#/domain/interactions/polls.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';

export interface PollConsentLabels {
  title: string;
  intro: string;
  options: Record<PollConsentKey, string>;
  share: string;
  skip: string;
  saved: string;
  failed: string;
}

export interface PollConsentProps {
  pollId: number;
  asked: readonly PollConsentKey[];
  labels: PollConsentLabels;
  client: () => WebapiClient;
  /** The keys the reader gave (empty when skipped), once stored. */
  onDone: (given: PollConsentKey[], message: string) => void;
}

export default function PollConsent({ pollId, asked, labels, client, onDone }: PollConsentProps) {
  const [chosen, setChosen] = useState<PollConsentKey[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const heading = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const my = await client().send('POST', '/poll/:id/consent', { param: { id: pollId }, json: { consentOptions: chosen } });
      onDone(my.consentOptions, labels.saved);
    } catch {
      setError(labels.failed);
      setBusy(false);
    }
  }

  return (
    <form className="poll-consent" aria-labelledby={heading} onSubmit={submit} data-poll-consent={pollId}>
      <p className="poll-consent__title" id={heading}>{labels.title}</p>
      <p className="poll-consent__intro">{labels.intro}</p>
      <ul className="poll-consent__options">
        {asked.map((key) => (
          <li key={key}>
            <label className="poll-box__choice">
              <input
                type="checkbox"
                value={key}
                checked={chosen.includes(key)}
                disabled={busy}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setChosen((c) => (on ? [...c.filter((k) => k !== key), key] : c.filter((k) => k !== key)));
                }}
              />
              <span>{labels.options[key]}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="poll-box__actions">
        <button className="button" type="submit" disabled={busy || chosen.length === 0}>{labels.share}</button>
        <button className="button button--quiet" type="button" disabled={busy} onClick={() => onDone([], '')}>{labels.skip}</button>
      </div>
      {error && <p className="poll-consent__error" role="alert">{error}</p>}
    </form>
  );
}
