// A bounded memory of a pure function's recent answers, one per isolate: the oldest answer leaves
// first once `limit` are kept. For values that never change while an isolate runs (formatted times,
// translations, verdicts on a stored body).
export interface BoundedMemo<V> {
  /** The remembered answer for `key`, or `compute()`'s, remembered when `keep` allows it. */
  get(key: string, compute: () => V, keep?: (value: V) => boolean): V;
}

export function boundedMemo<V>(limit: number): BoundedMemo<V> {
  const answers = new Map<string, V>();
  return {
    get(key, compute, keep) {
      if (answers.has(key)) return answers.get(key)!;
      const value = compute();
      if (keep && !keep(value)) return value;
      if (answers.size >= limit) answers.delete(answers.keys().next().value!);
      answers.set(key, value);
      return value;
    },
  };
}
