// Island-internal module of OverlayHost: the top progress bar of shell-spec §2 (throttled, given up
// after a while, with a failure state), from the progress store.
import { useEffect, useState } from 'react';
import { PROGRESS_MAX_MS, PROGRESS_THROTTLE_MS, $progress, progressClearFailure } from '#/stores/progress.ts';
import { useHydratingStore } from './overlayShared.ts';

export function ProgressBar({ label }: { label: string }) {
  const { running, failed } = useHydratingStore($progress);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (running === 0) {
      setShown(false);
      return;
    }
    const show = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    const giveUp = setTimeout(() => setShown(false), PROGRESS_MAX_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [running]);
  useEffect(() => {
    if (!failed) return;
    const clear = setTimeout(progressClearFailure, PROGRESS_MAX_MS);
    return () => clearTimeout(clear);
  }, [failed]);
  if (!shown && !failed) return null;
  return (
    <div
      className={`progress-bar${failed ? ' progress-bar--failed' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-busy={shown}
    />
  );
}
