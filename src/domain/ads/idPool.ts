// Ids for ad slots and their entities (shell-spec §8, §9): each id is drawn at random and retried up
// to 10 times when taken; a pool that holds `size` ids, or cannot find a free one, refuses with
// 'Ad Pool is full enough to generate more ids'. Randomness is injected.
import { ENTITY_ID_RETRIES } from './constants.ts';
import { AD_MESSAGES } from './types.ts';

const ID_SPACE = 36 ** 8;

/** A random 8-character base-36 id not in `taken`, trying up to 10 times; null when every try was taken. */
export function drawEntityId(taken: ReadonlySet<string>, random: () => number): string | null {
  for (let i = 0; i < ENTITY_ID_RETRIES; i++) {
    const n = Math.min(Math.max(Math.floor(random() * ID_SPACE), 0), ID_SPACE - 1);
    const id = n.toString(36).padStart(8, '0');
    if (!taken.has(id)) return id;
  }
  return null;
}

export interface AdIdPool {
  /** A new id; throws Error('Ad Pool is full enough to generate more ids'). */
  next(): string;
  /** Gives an id back (its slot was destroyed). */
  release(id: string): void;
  readonly inUse: number;
}

export function createAdIdPool(size: number, random: () => number = Math.random): AdIdPool {
  const ids = new Set<string>();
  return {
    next() {
      const id = ids.size < size ? drawEntityId(ids, random) : null;
      if (id === null) throw new Error(AD_MESSAGES.poolFull);
      ids.add(id);
      return id;
    },
    release(id) {
      ids.delete(id);
    },
    get inUse() {
      return ids.size;
    },
  };
}
