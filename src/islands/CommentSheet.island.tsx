// The comment views the overlay host loads on demand, in one chunk: the body of the comment bottom
// sheet of shell-spec §2 (an article's 'comments (N)' link opens it through the modal-sheet store;
// without JavaScript the link leads to the comment page) and the comment page's thread, hydrated
// over its server-rendered HTML. Loading them through the host keeps the article page's script to
// a few bytes and lets them share the shell's stores.
import { hydrateRoot } from 'react-dom/client';
import { CommentThread, type CommentThreadProps } from './CommentThread.island.tsx';
import '#/styles/comments.css';

export type CommentSheetProps = Omit<CommentThreadProps, 'initial' | 'mode' | 'onLeave'>;

/** The sheet's content; a login sheet opened by an action simply replaces the comment sheet. */
export function CommentSheetBody({ props }: { props: Record<string, unknown> }) {
  return <CommentThread {...(props as unknown as CommentSheetProps)} initial={null} mode="sheet" />;
}

/** The comment page: hydrates the thread the server rendered inside `host` from the same props. */
export function hydrateCommentThread(host: HTMLElement, props: CommentThreadProps): void {
  hydrateRoot(host, <CommentThread {...props} />);
}
