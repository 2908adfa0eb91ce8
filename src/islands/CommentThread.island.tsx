// The comments of one target: sort links, the list with replies and votes, and (once hydrated) the
// form to post, reply, vote, delete and report. Server-rendered first, so the list and its sort
// links work without JavaScript. Actions that need a reader go through withLogin.
// client:interaction, signedIn 'idle', on the comment page: the server-rendered list and its paging
// links are readable at once; a signed-in reader's form comes alive when the page is idle, a
// signed-out reader's on the first tap or focus. The overlay host also renders it in the article's
// comment sheet (CommentSheetBody.tsx).
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { findLinksInText, linkAttributes, linkOpeningMode, recogniseLink, type LinkEnvironment } from '#/domain/content/links.ts';
import type { CountryCode } from '#/markets.ts';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_SORTS,
  applyVote,
  commentTextProblem,
  nextVote,
  textLength,
  type CommentSort,
  type CommentTargetType,
  type CommentVote,
  type HidingReason,
} from '#/domain/interactions/comments.ts';
import type { CommentListResponse, CommentView } from '#functions/webapi/schemas/interactions.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { withLogin } from '#/stores/login.ts';
import { $session } from '#/stores/session.ts';
import { confirmPopup, showToast } from '#/stores/ui.ts';

export interface CommentLabels {
  title: string;
  sortLabel: string;
  sort: Record<CommentSort, string>;
  empty: string;
  write: string;
  placeholder: string;
  post: string;
  reply: string;
  /** {{name}} */
  replyTo: string;
  cancel: string;
  /** {{count}} */
  upCount: string;
  downCount: string;
  delete: string;
  confirmDelete: string;
  deleted: string;
  report: string;
  reported: string;
  posted: string;
  failed: string;
  tooMany: string;
  /** {{max}} */
  tooLong: string;
  hidden: Record<HidingReason, string>;
  newer: string;
  older: string;
  you: string;
}

export interface CommentThreadProps {
  country: CountryCode;
  targetType: CommentTargetType;
  targetId: string;
  /** The comment page, /{country}/{ns}/comment/{type}/{urlPath}: sort and paging links lead there. */
  pageHref: string;
  sort: CommentSort;
  /** Server-rendered first page; null in the sheet, which loads it on open. */
  initial: CommentListResponse | null;
  pageLength: number;
  labels: CommentLabels;
  lang: string;
  timeZone: string;
  /** 'sheet': sorts without leaving the page. */
  mode: 'page' | 'sheet';
  /** How links in comments open (the reader's environment); the sheet reads it from the browser. */
  links?: { pageOrigin: string; env: LinkEnvironment };
}

/** The sheet's link context, read in the browser (the page passes the server's); none on a server. */
function browserLinks(): { pageOrigin: string; env: LinkEnvironment } | null {
  if (typeof location === 'undefined') return null;
  const ua = navigator.userAgent;
  const messagingApp = /\bLine\/\d/i.test(ua);
  return { pageOrigin: location.origin, env: { messagingApp, newsTab: messagingApp && !/\bLIFF\b/.test(ua) && /\bNewsTab\b/i.test(ua), replace: true } };
}

/** A comment's text with the addresses in it as links (content-spec §5), each opening its way. */
function CommentText({ text, links }: { text: string; links: { pageOrigin: string; env: LinkEnvironment } | null }) {
  const found = links ? findLinksInText(text) : [];
  if (found.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [i, f] of found.entries()) {
    parts.push(text.slice(at, f.start));
    const link = recogniseLink(f.raw, links!.pageOrigin);
    parts.push(link ? <a key={i} {...linkAttributes(link, linkOpeningMode(link, links!.env))}>{f.raw}</a> : f.raw);
    at = f.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key] ?? ''));

export function CommentThread(props: CommentThreadProps) {
  const { country, targetType, targetId, pageHref, labels, mode, pageLength } = props;
  const session = useStore($session);
  const [hydrated, setHydrated] = useState(false);
  const [sort, setSort] = useState<CommentSort>(props.sort);
  const [list, setList] = useState<CommentListResponse | null>(props.initial);
  const [offset, setOffset] = useState(props.initial?.offset ?? 0);
  const client = useMemo(() => (typeof window === 'undefined' ? null : createSessionClient(country)), [country]);
  const busy = useRef(new Set<string>());
  /** Votes sent and not yet answered: a list loaded meanwhile would not count them yet. */
  const votesInFlight = useRef(new Set<Promise<unknown>>());
  /** Only the list last asked for is shown, however the answers arrive. */
  const lastLoad = useRef(0);

  const load = useCallback(
    async (nextSort: CommentSort, nextOffset: number) => {
      if (!client) return;
      const ticket = ++lastLoad.current;
      try {
        // A reader who votes and then sorts by the most votes sees their own vote in the order.
        await Promise.allSettled(votesInFlight.current);
        const next = await client.get('/comment/list', { query: { targetType, targetId, sort: nextSort, offset: nextOffset, length: pageLength } });
        if (ticket === lastLoad.current) setList(next);
      } catch {
        showToast(labels.failed);
      }
    },
    [client, targetType, targetId, pageLength, labels.failed],
  );

  // After hydration, and whenever the reader signs in or out: their votes, their own hidden comments.
  useEffect(() => {
    setHydrated(true);
    void load(sort, offset);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.userId]);

  const href = (s: CommentSort, o = 0) => `${pageHref}?sort=${s}${o > 0 ? `&offset=${o}` : ''}`;

  const chooseSort = (event: MouseEvent, next: CommentSort) => {
    if (!hydrated) return;
    event.preventDefault();
    setSort(next);
    setOffset(0);
    if (mode === 'page') history.replaceState(history.state, '', href(next));
    void load(next, 0);
  };

  const page = (event: MouseEvent, nextOffset: number) => {
    if (!hydrated || mode === 'sheet') return;
    event.preventDefault();
    setOffset(nextOffset);
    history.replaceState(history.state, '', href(sort, nextOffset));
    void load(sort, nextOffset);
    document.getElementById(`comments-${targetId}`)?.scrollIntoView();
  };

  /**
   * Runs a reader's action, one at a time per key (signed out: the login sheet opens instead).
   * True when it ran and succeeded.
   */
  const act = async (key: string, action: () => Promise<void>): Promise<boolean> => {
    if (busy.current.has(key)) return false;
    busy.current.add(key);
    try {
      return await withLogin(action);
    } catch (error) {
      showToast((error as { statusCode?: number }).statusCode === 429 ? labels.tooMany : labels.failed);
      return false;
    } finally {
      busy.current.delete(key);
    }
  };

  const post = (body: string, parentHash: string | null) =>
    act(`post:${parentHash ?? ''}`, async () => {
      await client!.send('POST', '/comment/add', { json: { country, targetType, targetId, body, parentHash } });
      showToast(labels.posted);
      if (!parentHash && sort !== 'TIME') {
        // A new comment shows at the top of the newest.
        setSort('TIME');
        if (mode === 'page') history.replaceState(history.state, '', href('TIME'));
        await load('TIME', 0);
      } else await load(sort, offset);
    });

  const patch = (hash: string, change: (c: CommentView) => CommentView | null) =>
    setList((current) => {
      if (!current) return current;
      const walk = (items: CommentView[]): CommentView[] =>
        items.flatMap((c) => {
          const next = c.hash === hash ? change(c) : c;
          return next ? [{ ...next, replies: next.replies ? walk(next.replies) : undefined }] : [];
        });
      return { ...current, comments: walk(current.comments) };
    });

  const vote = (comment: CommentView, tapped: CommentVote) =>
    act(`vote:${comment.hash}`, async () => {
      const wanted = nextVote(comment.myVote, tapped);
      patch(comment.hash, (c) => ({ ...c, ...applyVote(c, wanted) }));
      try {
        const sent = client!.send('POST', '/comment/:hash/vote', { param: { hash: comment.hash }, json: { country, vote: wanted } });
        votesInFlight.current.add(sent);
        const counts = await sent.finally(() => votesInFlight.current.delete(sent));
        patch(comment.hash, (c) => ({ ...c, ...counts }));
      } catch (error) {
        patch(comment.hash, (c) => ({ ...c, upCount: comment.upCount, downCount: comment.downCount, myVote: comment.myVote }));
        throw error;
      }
    });

  const remove = (comment: CommentView) =>
    act(`delete:${comment.hash}`, async () => {
      if (!(await confirmPopup({ title: labels.confirmDelete, message: comment.body.slice(0, 80), type: 'confirm', okLabel: labels.delete, cancelLabel: labels.cancel }))) return;
      await client!.send('POST', '/comment/:hash/delete', { param: { hash: comment.hash }, json: { country } });
      patch(comment.hash, () => null);
      showToast(labels.deleted);
    });

  const report = (comment: CommentView) =>
    act(`report:${comment.hash}`, async () => {
      await client!.send('POST', '/comment/:hash/report', { param: { hash: comment.hash }, json: { country } });
      showToast(labels.reported);
    });

  const comments = list?.comments ?? [];
  const total = list?.total ?? 0;
  return (
    <section className="comments-thread" id={`comments-${targetId}`} data-comment-thread data-hydrated={hydrated ? 'true' : undefined} data-sort={sort}>
      <nav className="comments-sort" aria-label={labels.sortLabel}>
        {COMMENT_SORTS.map((s) => (
          <a key={s} href={href(s)} aria-current={s === sort ? 'page' : undefined} onClick={(e) => chooseSort(e, s)} data-sort-link={s}>
            {labels.sort[s]}
          </a>
        ))}
      </nav>
      {/* Rendered (disabled) before hydration so the list below does not move when it comes alive. */}
      <Composer labels={labels} onSubmit={(body) => post(body, null)} label={labels.write} disabled={!hydrated} />
      {list === null ? null : comments.length === 0 ? (
        <p className="comments-empty">{labels.empty}</p>
      ) : (
        <ol className="comments-list">
          {comments.map((c) => (
            <CommentItem key={c.hash} comment={c} {...{ labels, hydrated, vote, remove, report, post }} lang={props.lang} timeZone={props.timeZone} links={props.links} />
          ))}
        </ol>
      )}
      {(offset > 0 || offset + pageLength < total) && (
        <nav className="comments-paging" aria-label={labels.title}>
          {offset > 0 && (
            <a href={href(sort, Math.max(0, offset - pageLength))} onClick={(e) => page(e, Math.max(0, offset - pageLength))} rel="prev">
              {labels.newer}
            </a>
          )}
          {offset + pageLength < total && (
            <a href={href(sort, offset + pageLength)} onClick={(e) => page(e, offset + pageLength)} rel="next">
              {labels.older}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}

function Composer({ labels, label, onSubmit, onCancel, autoFocus, disabled = false }: { labels: CommentLabels; label: string; onSubmit: (body: string) => Promise<boolean>; onCancel?: () => void; autoFocus?: boolean; disabled?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const length = textLength(text.trim());
  const problem = text.trim() ? commentTextProblem(text) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (commentTextProblem(text) || sending) return;
    setSending(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="comment-form" onSubmit={submit} data-pending={disabled ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={text} placeholder={labels.placeholder} rows={3} autoFocus={autoFocus} disabled={disabled} onChange={(e) => setText(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={`${id}-count`} />
      <p className="comment-form__row">
        <span id={`${id}-count`} className={problem ? 'comment-form__count is-over' : 'comment-form__count'}>
          {problem ? fill(labels.tooLong, { max: COMMENT_MAX_LENGTH }) : `${length}/${COMMENT_MAX_LENGTH}`}
        </span>
        {onCancel && (
          <button type="button" className="button button--plain" onClick={onCancel}>
            {labels.cancel}
          </button>
        )}
        <button type="submit" className="button" disabled={sending || length === 0 || problem !== null}>
          {labels.post}
        </button>
      </p>
    </form>
  );
}

interface ItemProps {
  comment: CommentView;
  links?: { pageOrigin: string; env: LinkEnvironment };
  labels: CommentLabels;
  hydrated: boolean;
  lang: string;
  timeZone: string;
  vote: (c: CommentView, v: CommentVote) => Promise<boolean>;
  remove: (c: CommentView) => Promise<boolean>;
  report: (c: CommentView) => Promise<boolean>;
  post: (body: string, parentHash: string | null) => Promise<boolean>;
}

function CommentItem(props: ItemProps) {
  const { comment: c, labels, hydrated } = props;
  const [replying, setReplying] = useState(false);
  const time = new Intl.DateTimeFormat(props.lang, { timeZone: props.timeZone, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(c.createdTime);
  return (
    <li className={c.kind === 'REPLY' ? 'comment-item comment-item--reply' : 'comment-item'} id={`c-${c.hash}`} data-comment={c.hash}>
      <article aria-label={c.author}>
        <p className="comment-item__meta">
          <strong className="comment-item__author">{c.mine ? `${c.author} (${labels.you})` : c.author}</strong>{' '}
          <time dateTime={new Date(c.createdTime).toISOString()}>{time}</time>
        </p>
        {c.hiddenReason && <p className="comment-item__hidden" role="note">{labels.hidden[c.hiddenReason]}</p>}
        <p className="comment-item__body"><CommentText text={c.body} links={props.links ?? browserLinks()} /></p>
        <p className="comment-item__actions">
          {(['UP', 'DOWN'] as const).map((v) => {
            const count = v === 'UP' ? c.upCount : c.downCount;
            const text = fill(v === 'UP' ? labels.upCount : labels.downCount, { count });
            return hydrated ? (
              <button key={v} type="button" className={`comment-item__vote comment-item__vote--${v.toLowerCase()}`} aria-pressed={c.myVote === v} onClick={() => void props.vote(c, v)} data-vote={v}>
                {text}
              </button>
            ) : (
              <span key={v} className={`comment-item__vote comment-item__vote--${v.toLowerCase()}`} data-vote={v}>
                {text}
              </span>
            );
          })}
          {/* There (disabled) before hydration too, so nothing moves when they come alive. */}
          <button type="button" className="comment-item__action" disabled={!hydrated} onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
            {labels.reply}
          </button>
          {c.mine ? (
            <button type="button" className="comment-item__action" disabled={!hydrated} onClick={() => void props.remove(c)}>
              {labels.delete}
            </button>
          ) : (
            <button type="button" className="comment-item__action" disabled={!hydrated} onClick={() => void props.report(c)}>
              {labels.report}
            </button>
          )}
        </p>
        {replying && (
          <Composer
            labels={labels}
            label={fill(labels.replyTo, { name: c.author })}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (body) => {
              const sent = await props.post(body, c.parentHash ?? c.hash);
              if (sent) setReplying(false);
              return sent;
            }}
          />
        )}
      </article>
      {c.replies && c.replies.length > 0 && (
        <ol className="comments-list comments-list--replies">
          {c.replies.map((r) => (
            <CommentItem key={r.hash} {...props} comment={r} />
          ))}
        </ol>
      )}
    </li>
  );
}
