// A poll the reader can vote in: options as a form (radio buttons, or check boxes up to the poll's
// maximum), then the results with the reader's choice, to change or withdraw. Used on the poll page
// (client:interaction, signedIn 'load'), in the portal's poll module (signedIn 'visible': both on
// the first tap for a signed-out reader) and in the publishers' embed (client:load). Voting goes
// through withLogin; a signed-out reader's choice rides the sign-in callback as ?pollAnswers=… and
// comes back in the pollAnswers cookie, which is applied here once and cleared.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { parsePollAnswers } from '#/domain/interactions/pollAnswers.ts';
import { cookieValue } from '#/domain/routing/cookieHeader.ts';
import { pollAnswersCallback, votePercentages } from '#/domain/interactions/polls.ts';
import type { PollVoteResponse, PollView } from '#functions/webapi/schemas/polls.ts';
import { isLoggedIn, withLogin } from '#/stores/login.ts';
import { $session } from '#/stores/session.ts';
import type { PollConsentLabels } from './PollConsent.tsx';
import './Poll.css';

// Only a poll that asks for consent, right after a vote, loads the consent step.
const PollConsent = lazy(() => import('./PollConsent.tsx'));

export interface PollLabels {
  vote: string;
  changeVote: string;
  withdraw: string;
  yourChoice: string;
  /** With {{count}}. */
  voters: string;
  chooseOne: string;
  /** With {{count}}. */
  chooseUpTo: string;
  closed: string;
  /** Already filled in with the end time. */
  closes: string;
  voteFailed: string;
  voted: string;
  withdrawn: string;
  results: string;
  consent: PollConsentLabels;
}

interface PollProps {
  country: CountryCode;
  poll: PollView;
  labels: PollLabels;
  /** Counts in `poll` are current (the poll page); the portal module's are not and are fetched. */
  countsKnown: boolean;
  /** Show the question as the form's visible legend (module, embed); the poll page has it as h1. */
  showQuestion: boolean;
  /** The poll's own page, where an embedded poll sends a signed-out reader to sign in. */
  pollPath: string;
  /** Set inside an embed (no login sheet there): sign-in opens the poll page in a new tab. */
  embedded?: boolean;
  loginPath: string;
}

const COOKIE = 'pollAnswers';
const fill = (label: string, count: number) => label.replace('{{count}}', String(count));

/** Answers a signed-out reader chose before signing in, if they are for this poll; cleared on read. */
function takePendingAnswers(pollId: number): string[] | null {
  const value = cookieValue(document.cookie, COOKIE);
  if (!value) return null;
  const parsed = parsePollAnswers(value);
  if (parsed.kind !== 'answers' || parsed.value.pollId !== pollId) return null;
  document.cookie = `${COOKIE}=; Max-Age=0; path=/`;
  return parsed.value.answers;
}

export function Poll(props: PollProps) {
  const { labels } = props;
  const [poll, setPoll] = useState(props.poll);
  const [countsKnown, setCountsKnown] = useState(props.countsKnown);
  const [mine, setMine] = useState<string[] | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const choices = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState('');
  // The consents a poll asks for are asked once, right after a vote by a reader who gave none.
  const [askConsent, setAskConsent] = useState(false);
  const clientRef = useRef<WebapiClient | null>(null);
  const client = () => (clientRef.current ??= createSessionClient(props.country));
  /**
   * Counts the votes and withdrawals answered: a read asked before one of them (the poll's counts,
   * the reader's own vote) is older than what the island shows, and is dropped.
   */
  const writes = useRef(0);
  const single = poll.maxChoices === 1;
  const name = `poll-${poll.id}`;

  function applied(answer: PollVoteResponse, message: string) {
    writes.current++;
    setPoll(answer.poll);
    setCountsKnown(true);
    setMine(answer.my.answers);
    setSelection(answer.my.answers);
    setEditing(false);
    setStatus(message);
  }

  function failed(error: unknown) {
    const e = error as { statusCode?: number };
    if (e.statusCode === 409) {
      setPoll((p) => ({ ...p, closed: true }));
      setStatus(labels.closed);
    } else setStatus(labels.voteFailed);
  }

  async function send(answers: string[]) {
    setBusy(true);
    setStatus('');
    try {
      const answer = await client().send('POST', '/poll/:id/my/vote', { param: { id: poll.id }, json: { answers } });
      applied(answer, labels.voted);
      setAskConsent(answer.poll.consentOptions.length > 0 && answer.my.consentOptions.length === 0);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function withdraw() {
    setBusy(true);
    setStatus('');
    try {
      applied(await client().send('POST', '/poll/:id/my/vote/withdraw', { param: { id: poll.id } }), labels.withdrawn);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    setReady(true);
    let live = true;
    // Only a signed-in reader takes the pending answers (a failed sign-in leaves them for later).
    const pending = isLoggedIn() ? takePendingAnswers(poll.id) : null;
    if (pending) {
      setSelection(pending);
      void send(pending);
    } else {
      // Choices made before the island woke (the tap that woke it among them) are the reader's.
      const chosen = [...(choices.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((i) => i.value);
      if (chosen.length) setSelection(chosen.slice(0, poll.maxChoices));
      const asked = writes.current;
      client()
        .get('/poll/list', { query: { ids: String(poll.id) } })
        .then((answer) => {
          if (live && asked === writes.current && answer.polls[0]) {
            setPoll(answer.polls[0]);
            setCountsKnown(true);
          }
        })
        .catch(() => undefined);
    }
    // The reader's own vote, now and whenever they sign in or out.
    const loadMine = () => {
      if (!isLoggedIn()) return setMine(null);
      if (pending) return;
      const asked = writes.current;
      client()
        .get('/poll/:id/my/votes', { param: { id: poll.id } })
        .then((answer) => {
          if (!live || asked !== writes.current) return;
          setMine(answer.answers);
          // Never undo what the reader has ticked meanwhile.
          if (answer.answers.length > 0) setSelection(answer.answers);
        })
        .catch(() => undefined);
    };
    loadMine();
    const stop = $session.listen(loadMine);
    return () => {
      live = false;
      stop();
    };
    // Mount only: the poll id never changes for one island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function toggle(optionId: string, checked: boolean) {
    setSelection((current) => (single ? [optionId] : checked ? [...current.filter((id) => id !== optionId), optionId] : current.filter((id) => id !== optionId)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selection.length === 0 || busy) return;
    const answers = [...selection];
    if (props.embedded && !isLoggedIn()) {
      // No login sheet inside an embed: sign in on the poll's own page, where the vote is applied.
      const callback = pollAnswersCallback(props.pollPath, poll.id, answers);
      window.open(`${props.loginPath}?callback=${encodeURIComponent(callback)}`, '_blank', 'noopener');
      return;
    }
    const callbackUrl = pollAnswersCallback(location.pathname + location.search, poll.id, answers, `#${name}`);
    await withLogin(() => send(answers), { callbackUrl });
  }

  const showResults = poll.closed || (mine !== null && mine.length > 0 && !editing);
  const percentages = votePercentages(poll.options, poll.voterCount);

  return (
    <div className="poll-box" id={name} data-poll-id={poll.id} data-poll-state={showResults ? 'results' : 'form'}>
      {showResults ? (
        <>
          {props.showQuestion && <p className="poll__question">{poll.question}</p>}
          <ul className="poll-results" aria-label={labels.results}>
            {poll.options.map((option, i) => {
              const chosen = mine?.includes(option.id) ?? false;
              return (
                <li key={option.id} className={`poll-results__row${chosen ? ' is-mine' : ''}`} data-option-id={option.id}>
                  <span className="poll-results__text">
                    {option.text}
                    {chosen && <span className="poll-results__mine">✓ {labels.yourChoice}</span>}
                  </span>
                  <span className="poll-results__percent">{percentages[i]}%</span>
                  <span className="poll-results__bar" aria-hidden="true">
                    <span style={{ width: `${percentages[i]}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
          {!poll.closed && (
            <div className="poll-box__actions">
              <button className="button button--quiet" type="button" disabled={busy} onClick={() => { setEditing(true); setStatus(''); }}>
                {labels.changeVote}
              </button>
              <button className="button button--quiet" type="button" disabled={busy} onClick={() => void withdraw()}>
                {labels.withdraw}
              </button>
            </div>
          )}
        </>
      ) : (
        <form onSubmit={submit} ref={choices}>
          <fieldset>
            <legend className={props.showQuestion ? 'poll__question' : 'visually-hidden'}>{poll.question}</legend>
            <p className="poll-box__hint">{single ? labels.chooseOne : fill(labels.chooseUpTo, poll.maxChoices)}</p>
            <ul className="poll-box__choices">
              {poll.options.map((option) => {
                const checked = selection.includes(option.id);
                const full = !single && !checked && selection.length >= poll.maxChoices;
                return (
                  <li key={option.id}>
                    <label className="poll-box__choice" data-option-id={option.id}>
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={name}
                        value={option.id}
                        checked={checked}
                        disabled={busy || full}
                        onChange={(e) => toggle(option.id, e.currentTarget.checked)}
                      />
                      <span className="poll-box__option-text">{option.text}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className="poll-box__actions">
            <button className="button" type="submit" disabled={!ready || busy || selection.length === 0}>
              {labels.vote}
            </button>
          </div>
        </form>
      )}
      {askConsent && showResults && (
        <Suspense fallback={null}>
          <PollConsent
            pollId={poll.id}
            asked={poll.consentOptions}
            labels={labels.consent}
            client={client}
            onDone={(_given, message) => {
              setAskConsent(false);
              setStatus(message);
            }}
          />
        </Suspense>
      )}
      {/* The voters line is there before the counts are (a blank line), so nothing moves when they come. */}
      <p className="poll-box__meta">
        <span>{poll.closed ? labels.closed : labels.closes}</span>
        {countsKnown ? <span data-poll-voters>{fill(labels.voters, poll.voterCount)}</span> : <span aria-hidden="true">{'\u00a0'}</span>}
      </p>
      <p className="poll-box__status" role="status">
        {status}
      </p>
    </div>
  );
}
