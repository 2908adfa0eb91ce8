// Reads a nanostore in a React island: the same contract as @nanostores/react's useStore for
// atoms, in three lines instead of its ~0.6 KB gz (islands count against the page budgets).
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore((onChange) => store.listen(onChange), store.get, store.get);
}
