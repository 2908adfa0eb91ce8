// Abuse limits on the API's writes against real local bindings (the counters' Durable Object, D1):
// 429 + Retry-After past a budget, recovery when the window passes (moved with the limits' clock,
// not waited for), per reader and per address, exact under concurrency, 413 body caps declared and
// streamed, and a named budget for every write. A bucket is filled up to the edge through the
// counter's own API, so each case sends the requests around the edge, not the whole budget.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { DEFAULT_WRITE_FAMILY, abuseClock, bucketOf, type Budget } from '#functions/webapi/abuseLimits.ts';
import { writeFamilyOf } from '#functions/webapi/writeFamilies.ts';
import { countHits, refundHit } from '#functions/rateLimits/counters.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
// Each test starts in its own minute, far from the others' windows.
let minute = 1_000;
const startOfMinute = () => minute++ * 60_000;

/** Counts `hits` in the bucket's window that holds `now`, as that many earlier requests would have. */
async function spend(bucket: string, budget: Budget, now: number, hits: number): Promise<void> {
  const windowMs = budget.windowSeconds * 1000;
  await countHits(platform.env.RATE_LIMITS, bucket, Math.floor(now / windowMs) * windowMs, windowMs, hits);
}

async function react(options: { reader?: string; ip: string; postId?: string }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'CF-Connecting-IP': options.ip };
  if (options.reader) headers['X-Liff-Access-Token'] = await issueDevToken({ userId: options.reader, displayName: options.reader }, undefined);
  return app.request(
    'http://portal.test/webapi/interaction/like/add',
    { method: 'POST', headers, body: JSON.stringify({ country: 'tw', postType: 'ARTICLE', reactionContentType: 'ARTICLE', postId: options.postId ?? 'limits', likeType: 1001 }) },
    env(),
  );
}

function report(ip: string, body: string, headers: Record<string, string> = {}) {
  return app.request('http://portal.test/webapi/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report', 'CF-Connecting-IP': ip, ...headers }, body }, env());
}

const cspReport = JSON.stringify({ 'csp-report': { 'document-uri': 'http://portal.test/tw/v2/tab', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', disposition: 'enforce' } });

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
});
afterEach(() => {
  abuseClock.now = () => Date.now();
});
afterAll(async () => {
  await platform?.dispose();
});

describe('rate limits', () => {
  it('answer 429 with Retry-After past a reader’s budget, and admit again in the next window', async () => {
    const start = startOfMinute();
    abuseClock.now = () => start + 15_000;
    const family = writeFamilyOf('/interaction/like/add');
    await spend(bucketOf(family, 'reader', 'busy-reader'), family.perReader!, start + 15_000, family.perReader!.limit - 2);
    // The last two of the budget, from two addresses: admitted.
    expect((await react({ reader: 'busy-reader', ip: '10.0.0.1' })).status).toBe(200);
    expect((await react({ reader: 'busy-reader', ip: '10.0.0.2' })).status).toBe(200);
    const refused = await react({ reader: 'busy-reader', ip: '10.0.1.1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('45');
    expect(((await refused.json()) as { message: string }).message).toMatch(/too many reactions from this reader: at most 60 every 60 s/);
    // Another reader from the same addresses is not affected.
    expect((await react({ reader: 'calm-reader', ip: '10.0.0.1' })).status).toBe(200);
    abuseClock.now = () => start + 60_000;
    expect((await react({ reader: 'busy-reader', ip: '10.0.1.1' })).status).toBe(200);
  });

  it('count every address on its own, signed in or not', async () => {
    const start = startOfMinute();
    abuseClock.now = () => start;
    const family = writeFamilyOf('/csp-report');
    await spend(bucketOf(family, 'ip', '192.0.2.7'), family.perIp, start, family.perIp.limit - 1);
    expect((await report('192.0.2.7', cspReport)).status).toBe(204);
    const refused = await report('192.0.2.7', cspReport);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(60);
    expect((await report('192.0.2.8', cspReport)).status).toBe(204);
  });

  it('admit exactly the budget when many requests arrive at once', async () => {
    const start = startOfMinute();
    abuseClock.now = () => start;
    const family = writeFamilyOf('/interaction/like/add');
    // Twenty left of the reader's budget, forty-five sent at once.
    await spend(bucketOf(family, 'reader', 'burst-reader'), family.perReader!, start, family.perReader!.limit - 20);
    const statuses = await Promise.all(Array.from({ length: 45 }, (_, i) => react({ reader: 'burst-reader', ip: `10.1.0.${i % 250}`, postId: `burst-${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
});

describe('body caps', () => {
  it('refuse a declared body over the cap before reading it', async () => {
    const cap = writeFamilyOf('/csp-report').maxBodyBytes;
    const res = await report('198.51.100.1', 'x'.repeat(cap + 1));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(`Request body too large: at most ${cap} bytes`);
  });

  it('refuse a streamed body without a length once it grows past the cap', async () => {
    const cap = writeFamilyOf('/csp-report').maxBodyBytes;
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > cap + 4096) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://portal.test/webapi/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report', 'CF-Connecting-IP': '198.51.100.2' }, body, duplex: 'half' } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const res = await app.request(request, undefined, env());
    expect(res.status).toBe(413);
  });

  it('let a body under the cap through to the route', async () => {
    expect((await report('198.51.100.3', cspReport)).status).toBe(204);
  });
});

describe('every write has its budget', () => {
  it('names a write family (not the default) for each POST/PUT/PATCH/DELETE route of the API', async () => {
    const doc = (await (await app.request('http://portal.test/webapi/openapi.json', {}, env())).json()) as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => ['post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
    expect(writes.length).toBeGreaterThan(10);
    const unnamed = writes.filter((w) => {
      const [method, path] = w.split(' ') as [string, string];
      return writeFamilyOf(path.replace(/^\/webapi/, ''), method) === DEFAULT_WRITE_FAMILY;
    });
    expect(unnamed).toEqual([]);
  });
});

describe('policy reports', () => {
  const post = (contentType: string, body: string) =>
    app.request('http://portal.test/webapi/csp-report', { method: 'POST', headers: { 'Content-Type': contentType, 'CF-Connecting-IP': '198.51.100.50' }, body }, env());

  it('take Reporting API lists, keep only csp-violation entries, and refuse what is not a report', async () => {
    const list = [
      { type: 'csp-violation', user_agent: 'UA', body: { documentURL: 'https://news.example/tw/v2/tab', effectiveDirective: 'img-src', blockedURL: 'https://pixel.example/p.gif', disposition: 'enforce', sourceFile: null, lineNumber: null, sample: null } },
      { type: 'deprecation', body: {} },
    ];
    expect((await post('application/reports+json', JSON.stringify(list))).status).toBe(204);
    const read = await app.request('http://portal.test/webapi/admin/csp-reports?limit=1', { headers: { Authorization: 'Bearer t' } }, { ...env(), ADMIN_TOKEN: 't' });
    expect(((await read.json()) as { reports: unknown[] }).reports).toEqual([expect.objectContaining({ documentUrl: 'https://news.example/tw/v2/tab', directive: 'img-src', blockedUrl: 'https://pixel.example/p.gif', userAgent: 'UA' })]);
    expect(((await (await post('application/csp-report', '{"csp-report":{}}')).json()) as { message: string }).message).toMatch(/^Invalid report field "csp-report.document-uri"/);
    expect((await post('application/csp-report', 'not json')).status).toBe(400);
    expect((await post('text/plain', cspReport)).status).toBe(415);
  });
});

describe('the counters', () => {
  it('count each window on its own, take a hit back, and hold no D1 table', async () => {
    const counters = platform.env.RATE_LIMITS;
    expect(await countHits(counters, 'count|ip|1', 60_000, 60_000)).toBe(1);
    expect(await countHits(counters, 'count|ip|1', 60_000, 60_000, 4)).toBe(5);
    await refundHit(counters, 'count|ip|1', 60_000);
    expect(await countHits(counters, 'count|ip|1', 60_000, 60_000)).toBe(5);
    // Another bucket, and the next window of this one, start from nothing.
    expect(await countHits(counters, 'count|ip|2', 60_000, 60_000)).toBe(1);
    expect(await countHits(counters, 'count|ip|1', 120_000, 60_000)).toBe(1);
    const table = await platform.env.DB.prepare("SELECT name FROM sqlite_master WHERE name = 'rate_limit_counts'").first();
    expect(table).toBeNull();
  });
});
