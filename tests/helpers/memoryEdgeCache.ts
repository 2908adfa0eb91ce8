// The Workers Cache API for tests in Node: wrangler's platform proxy gives a no-op `caches`, so the
// page cache's location layer is tested against this stand-in with the same interface (match, put,
// delete; expiry from the stored Cache-Control max-age on the test's clock). The served worker's
// tests (tests/worker) use workerd's real Cache API.
export function memoryEdgeCache(now: () => number): Cache {
  const entries = new Map<string, { until: number; status: number; headers: [string, string][]; body: ArrayBuffer }>();
  const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
  return {
    async match(request: RequestInfo | URL) {
      const entry = entries.get(urlOf(request));
      if (!entry || now() >= entry.until) return undefined;
      return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
    },
    async put(request: RequestInfo | URL, response: Response) {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0);
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => headers.push([name, value]));
      entries.set(urlOf(request), { until: now() + maxAge * 1000, status: response.status, headers, body: await response.arrayBuffer() });
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(urlOf(request));
    },
  } as Cache;
}
