// Deterministic choices from a text seed: the same seed always picks the same, different seeds
// spread evenly. FNV-1a (32 bit) then a murmur finaliser, so seeds differing in one character
// (tomorrow's date) land far apart. Runs in the Worker and the browser alike.

export function hash32(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** An index 0 … n-1 chosen by the seed. */
export function seededIndex(seed: string, n: number): number {
  if (n <= 0) throw new RangeError('nothing to choose from');
  return hash32(seed) % n;
}

/** `count` distinct items of `items`, in an order chosen by the seed (a seeded partial shuffle). */
export function seededPick<T>(seed: string, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) {
    picked.push(pool.splice(seededIndex(`${seed}#${picked.length}`, pool.length), 1)[0]!);
  }
  return picked;
}
