// The share sheet (articles, polls, quizzes, profiles, pages): copy the link, the system share sheet
// where the browser has one (Web Share API), the messaging app's share picker inside the mini-app,
// and the edition's social networks. A native <dialog>: focus stays inside, Escape closes it.
// client:interaction — nothing loads until the reader taps 'share'.
import { useEffect, useRef, useState } from 'react';

export interface ShareLabels {
  share: string;
  title: string;
  close: string;
  copy: string;
  copied: string;
  copyFailed: string;
  more: string;
  picker: string;
  pickerSent: string;
  pickerUnavailable: string;
}

export interface ShareButtonProps {
  url: string;
  title: string;
  /** The social networks' names and share addresses, in the edition's order. */
  networks: { name: string; href: string }[];
  /** Inside the messaging app's mini-app: offer its share picker. */
  inMiniApp: boolean;
  liffId: string;
  labels: ShareLabels;
}

export default function ShareButton({ url, title, networks, inMiniApp, liffId, labels }: ShareButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState('');
  // Known only in the browser: read after hydration, so the server's markup and the first render agree.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const open = () => {
    setStatus('');
    dialog.current?.showModal();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(labels.copied);
    } catch {
      // The clipboard was refused: the link is in the field above for the reader to copy.
      setStatus(labels.copyFailed);
    }
  };
  const systemShare = async () => {
    // Dismissing the system sheet rejects: nothing to say then.
    await navigator.share({ url, title }).catch(() => undefined);
  };
  const picker = async () => {
    // Only a reader's tap gets here: the server build drops the import (and the messaging app's SDK).
    if (import.meta.env.SSR) return;
    const { shareWithTargetPicker } = await import('#/browser/liffShare.ts');
    const outcome = await shareWithTargetPicker(liffId, `${title}\n${url}`);
    setStatus(outcome === 'sent' ? labels.pickerSent : outcome === 'unavailable' ? labels.pickerUnavailable : '');
  };

  // No <form> here: the buttons need no type.
  return (
    <>
      <button className="button button--ghost" onClick={open}>
        {labels.share}
      </button>
      <dialog ref={dialog} className="share__sheet" aria-label={labels.title}>
        <header className="modal-sheet__header">
          <h2>{labels.title}</h2>
          <button className="modal-sheet__close" aria-label={labels.close} onClick={() => dialog.current?.close()}>
            ×
          </button>
        </header>
        <input className="share__url" data-share-url readOnly value={url} aria-label={labels.copy} />
        <ul className="share__actions">
          <li>
            <button className="button" onClick={() => void copy()}>
              {labels.copy}
            </button>
          </li>
          {canShare && (
            <li>
              <button className="button button--ghost" onClick={() => void systemShare()} data-share-system>
                {labels.more}
              </button>
            </li>
          )}
          {inMiniApp && (
            <li>
              <button className="button button--ghost" onClick={() => void picker()}>
                {labels.picker}
              </button>
            </li>
          )}
          {networks.map((n) => (
            <li key={n.name}>
              <a className="button button--ghost" href={n.href} target="_blank" rel="noopener noreferrer">
                {n.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="share__status" role="status">
          {status}
        </p>
      </dialog>
    </>
  );
}
