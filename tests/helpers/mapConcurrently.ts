// Sweeps over many stories or pages: the requests are independent reads, so a few at a time overlap
// their waits on workerd instead of queueing one behind another.

/** Runs `work` on every item, at most `limit` at a time; answers in the items' order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
