// The reaction bar (content-spec §3–§4): the total and per-type counts, the reader's own reaction,
// a quick tap (the default type, or remove) and a panel of the six types, opened by a long press
// or its own button.
// client:interaction, signedIn 'visible': for a signed-in reader the bar hydrates as it comes on
// screen, so their reaction and the counts are there when they reach it. The server renders a
// placeholder, a link to sign in (which works without JavaScript); a signed-out reader's tap on it
// wakes the island, which answers it with the login sheet and shows the bar (decision 0057).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { REACTION_DISPLAY_ORDER, REACTION_NAME_OF, REACTION_TYPES, choiceAction, quickTapAction, type ReactionAction, type ReactionName } from '#/domain/interactions/reactions.ts';
import type { CountryCode } from '#/markets.ts';
import {
  $interactive,
  $reactionPanel,
  $reactionSending,
  EMPTY_INTERACTIVE,
  isPanelOpen,
  loadInteractive,
  postKey,
  react,
  toggleReactionPanel,
  closeReactionPanels,
  type ReactionPost,
} from '#/stores/interactive.ts';
import { withLogin } from '#/stores/login.ts';
import { showToast } from '#/stores/ui.ts';

interface ReactionLabels {
  title: string;
  react: string;
  choose: string;
  /** '… {{type}} …' */
  yours: string;
  /** '… {{n}}' */
  total: string;
  /** '{{type}} … {{n}}' */
  typeCount: string;
  sending: string;
  types: Record<ReactionName, string>;
}

export interface ReactionBarProps {
  country: CountryCode;
  post: ReactionPost;
  labels: ReactionLabels;
  cardIndex?: number;
  slideIndex?: number;
  /** The placeholder's sign-in link, shown until the bar hydrates (and without JavaScript). */
  signInHref: string;
  signInLabel: string;
}

const EMOJI: Record<ReactionName, string> = { like: '👍', love: '❤️', fun: '😆', envy: '🤩', sad: '😢', surprise: '😮' };
/** A press this long on the quick-tap button opens the panel instead. */
const LONG_PRESS_MS = 500;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function ReactionBar({ country, post, labels, cardIndex = 0, slideIndex = 0, autoFocus }: Omit<ReactionBarProps, 'signInHref' | 'signInLabel'> & { autoFocus: boolean }) {
  const client = useMemo(() => createSessionClient(country), [country]);
  const key = postKey(post);
  const state = useStore($interactive)[key] ?? EMPTY_INTERACTIVE;
  const sending = useStore($reactionSending);
  const target = { postKey: key, cardIndex, slideIndex };
  const open = isPanelOpen(useStore($reactionPanel), target);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const quickRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ timer?: ReturnType<typeof setTimeout>; long: boolean }>({ long: false });
  const panelId = `reactions-${key}-${cardIndex}-${slideIndex}`;

  const send = (action: ReactionAction) =>
    withLogin(() => react(client, post, action, { closePanels: true }).catch(() => showToast(labels.sending)));
  const quickTap = () => send(quickTapAction(state));

  useEffect(() => {
    void loadInteractive(client, post);
    if (autoFocus) quickRef.current?.focus();
    // Mount only: the post of a bar never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus moves into the panel when it opens (the reader's type, else the first).
  useEffect(() => {
    const panel = panelRef.current;
    if (open) (panel?.querySelector<HTMLElement>('[aria-pressed="true"]') ?? panel?.querySelector<HTMLElement>('button'))?.focus();
  }, [open]);

  const startPress = () => {
    press.current.long = false;
    press.current.timer = setTimeout(() => {
      press.current.long = true;
      toggleReactionPanel(target);
    }, LONG_PRESS_MS);
  };
  const endPress = () => clearTimeout(press.current.timer);

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      closeReactionPanels();
      toggleRef.current?.focus();
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  const mine = state.liked && state.likedType !== null ? REACTION_NAME_OF[state.likedType] : undefined;
  const shown = REACTION_DISPLAY_ORDER.filter((name) => (state.typeCounters[REACTION_TYPES[name]] ?? 0) > 0);

  return (
    <>
      <div className="reactions__bar" aria-busy={sending}>
        <button
          type="button"
          className="reactions__react"
          ref={quickRef}
          aria-pressed={state.liked}
          aria-label={mine ? fill(labels.yours, { type: labels.types[mine] }) : labels.react}
          data-reaction-quick
          onClick={() => {
            if (press.current.long) press.current.long = false;
            else void quickTap();
          }}
          onPointerDown={startPress}
          onPointerUp={endPress}
          onPointerLeave={endPress}
          onPointerCancel={endPress}
          onContextMenu={(event) => event.preventDefault()}
        >
          <span aria-hidden="true">{EMOJI[mine ?? 'like']}</span> {mine ? labels.types[mine] : labels.react}
        </button>
        <button
          type="button"
          className="reactions__more"
          ref={toggleRef}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => toggleReactionPanel(target)}
        >
          {labels.choose}
        </button>
        <p className="reactions__counts">
          <span data-reaction-total>{fill(labels.total, { n: state.count })}</span>
          {shown.map((name) => (
            <span key={name} className="reactions__count" data-reaction-count={name}>
              <span aria-hidden="true">{EMOJI[name]} {state.typeCounters[REACTION_TYPES[name]]}</span>
              <span className="visually-hidden">{fill(labels.typeCount, { type: labels.types[name], n: state.typeCounters[REACTION_TYPES[name]] ?? 0 })}</span>
            </span>
          ))}
        </p>
      </div>
      <div id={panelId} className="reactions__panel" role="group" aria-label={labels.choose} hidden={!open} ref={panelRef} onKeyDown={onPanelKey}>
        {REACTION_DISPLAY_ORDER.map((name) => (
          <button
            key={name}
            type="button"
            className="reactions__choice"
            aria-pressed={mine === name}
            data-reaction-choice={name}
            onClick={() => void send(choiceAction(state, REACTION_TYPES[name]))}
          >
            <span aria-hidden="true">{EMOJI[name]}</span> {labels.types[name]}
          </button>
        ))}
      </div>
    </>
  );
}

/** The bar under an article: the server's sign-in placeholder, replaced by the bar once hydrated. */
export default function ReactionBarIsland({ signInHref, signInLabel, ...props }: ReactionBarProps) {
  const section = useRef<HTMLElement>(null);
  const [focused, setFocused] = useState<boolean | null>(null);
  // A reader who had tabbed to the placeholder's link keeps the focus on the bar.
  useEffect(() => setFocused(section.current?.contains(document.activeElement) ?? false), []);
  return (
    <section className="reactions" aria-label={props.labels.title} data-reactions data-hydrated={focused === null ? undefined : 'true'} ref={section}>
      {focused === null ? (
        <div className="reactions__bar">
          <a
            className="reactions__react"
            href={signInHref}
            onClick={(event) => {
              // The tap that woke the island (replayed once hydrated): the login sheet, as the bar's own button gives.
              event.preventDefault();
              void withLogin(() => undefined);
            }}
          >
            <span aria-hidden="true">👍</span> {signInLabel}
          </a>
          {/* The counts' row, held empty until the bar has them. */}
          <p className="reactions__counts" aria-hidden="true" />
        </div>
      ) : (
        <ReactionBar {...props} autoFocus={focused} />
      )}
    </section>
  );
}
