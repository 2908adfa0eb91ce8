// The share sheet (articles, polls, quizzes, profiles, pages): copy the link, the system share sheet
// where the browser has one (Web Share API), the messaging app's share picker inside the mini-app,
// and the edition's social networks. A native <dialog>: focus stays inside, Escape closes it.
// client:interaction — nothing loads until the reader taps 'share'.
import { useId, useRef, useState } from 'react';

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
  networks: Record<string, string>;
}

export interface ShareButtonProps {
  url: string;
  title: string;
  /** The social networks' share addresses, in the edition's order. */
  networks: { network: string; href: string }[];
  /** Inside the messaging app's mini-app: offer its share picker. */
  inMiniApp: boolean;
  liffId: string;
  labels: ShareLabels;
}

export default function ShareButton({ url, title, networks, inMiniApp, liffId, labels }: ShareButtonProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const open = () => {
    setStatus('');
    dialog.current?.showModal();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(labels.copied);
    } catch {
      // The clipboard was refused: the link is selected for the reader to copy.
      field.current?.select();
      setStatus(labels.copyFailed);
    }
  };
  const systemShare = async () => {
    try {
      await navigator.share({ url, title });
    } catch {
      // dismissed by the reader: nothing to say
    }
  };
  const picker = async () => {
    const { shareWithTargetPicker } = await import('#/browser/liffShare.ts');
    const outcome = await shareWithTargetPicker(liffId, `${title}\n${url}`);
    setStatus(outcome === 'sent' ? labels.pickerSent : outcome === 'unavailable' ? labels.pickerUnavailable : '');
  };

  return (
    <div className="share" data-share>
      <button type="button" className="button button--ghost share__open" aria-haspopup="dialog" onClick={open}>
        {labels.share}
      </button>
      <dialog ref={dialog} className="share__sheet" aria-labelledby={`${id}-title`} data-share-sheet>
        <header className="modal-sheet__header">
          <h2 id={`${id}-title`}>{labels.title}</h2>
          <button type="button" className="modal-sheet__close" aria-label={labels.close} onClick={() => dialog.current?.close()}>
            ×
          </button>
        </header>
        <label className="visually-hidden" htmlFor={`${id}-url`}>
          {labels.copy}
        </label>
        <input ref={field} id={`${id}-url`} className="share__url" data-share-url type="text" readOnly value={url} />
        <ul className="share__actions">
          <li>
            <button type="button" className="button" onClick={() => void copy()} data-share-copy>
              {labels.copy}
            </button>
          </li>
          {canShare && (
            <li>
              <button type="button" className="button button--ghost" onClick={() => void systemShare()} data-share-system>
                {labels.more}
              </button>
            </li>
          )}
          {inMiniApp && (
            <li>
              <button type="button" className="button button--ghost" onClick={() => void picker()} data-share-picker>
                {labels.picker}
              </button>
            </li>
          )}
          {networks.map((n) => (
            <li key={n.network}>
              <a className="button button--ghost" href={n.href} target="_blank" rel="noopener noreferrer" data-share-network={n.network}>
                {labels.networks[n.network] ?? n.network}
              </a>
            </li>
          ))}
        </ul>
        <p className="share__status" role="status">
          {status}
        </p>
      </dialog>
    </div>
  );
}
