// Island-internal module of OverlayHost (not an island itself): the body of the comment bottom sheet
// of shell-spec §2, which the host loads on demand (React.lazy) the first time the sheet opens. An
// article's 'comments (N)' link opens it through the modal-sheet store; without JavaScript the link
// leads to the comment page, where CommentThread is its own island.
import { CommentThread, type CommentThreadProps } from './CommentThread.island.tsx';
import '#/styles/comments.css';

export type CommentSheetProps = Omit<CommentThreadProps, 'initial' | 'mode' | 'onLeave'>;

/** The sheet's content; a login sheet opened by an action simply replaces the comment sheet. */
export function CommentSheetBody({ props }: { props: Record<string, unknown> }) {
  return <CommentThread {...(props as unknown as CommentSheetProps)} initial={null} mode="sheet" />;
}
