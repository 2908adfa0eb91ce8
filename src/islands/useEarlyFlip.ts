// A switch the reader flipped before its island woke: taps on form choices take effect at once,
// without waiting for the island (decision 0057), so the tap that woke it may already have flipped
// the box. When the island mounts, a box that no longer shows what the server rendered is the
// reader's change, and `save` is called with it once. Island-internal (the For You and notice
// settings switches).
import { useEffect, useRef } from 'react';

export function useEarlyFlip(rendered: boolean, save: (checked: boolean) => void) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const checked = box.current?.checked;
    if (checked !== undefined && checked !== rendered) save(checked);
    // Mount only: later flips go through the box's own change handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return box;
}
