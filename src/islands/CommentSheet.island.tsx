// The comment bottom sheet of shell-spec §2 on the article page: mounted on the first tap on the
// 'comments (N)' link (mountIslands.ts imports this file then), which without JavaScript is a
// plain link to the comment page. Closes on the close button, Escape or a tap outside; focus goes
// back to the link.
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CommentThread, type CommentThreadProps } from './CommentThread.island.tsx';
import '../styles/comments.css';

export type CommentSheetProps = Omit<CommentThreadProps, 'initial' | 'mode' | 'onLeave'> & { title: string; close: string };

function CommentSheet({ props, onClose }: { props: CommentSheetProps; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('.overlay-backdrop--popup')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  const { title, close, ...thread } = props;
  return (
    <div className="overlay-backdrop overlay-backdrop--sheet" onClick={(e) => e.target === e.currentTarget && onClose()} data-comment-sheet-open>
      <div className="modal-sheet comment-sheet" role="dialog" aria-modal="true" aria-labelledby="comment-sheet-title" tabIndex={-1} ref={panel}>
        <header className="modal-sheet__header">
          <h2 id="comment-sheet-title">{title}</h2>
          <button type="button" className="modal-sheet__close" aria-label={close} onClick={onClose}>
            ×
          </button>
        </header>
        <CommentThread {...thread} initial={null} mode="sheet" onLeave={onClose} />
      </div>
    </div>
  );
}

let open: { root: Root; host: HTMLElement } | null = null;

export function openCommentSheet(props: CommentSheetProps, trigger: HTMLElement): void {
  if (open) return;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const closeSheet = () => {
    root.unmount();
    host.remove();
    open = null;
    trigger.focus();
  };
  open = { root, host };
  root.render(<CommentSheet props={props} onClose={closeSheet} />);
}
