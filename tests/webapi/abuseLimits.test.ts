// Abuse limits on the API's writes against real local D1: 429 + Retry-After past a budget, recovery
// when the window passes (moved with the limits' clock, not waited for), per reader and per address,
// exact under concurrency, 413 body caps declared and streamed, and a named budget for every write.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { DEFAULT_WRITE_FAMILY, abuseClock, writeFamilyOf } from '#functions/webapi/abuseLimits.ts';
import { countHit, sweepRateLimits } from '#functions/db/rateLimits.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
// Each test starts in its own minute, far from the others' windows.
let minute = 1_000;
const startOfMinute = () => minute++ * 60_000;

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
    const budget = writeFamilyOf('/interaction/like/add').perReader!.limit;
    for (let i = 0; i < budget; i++) expect((await react({ reader: 'busy-reader', ip: `10.0.0.${i % 200}` })).status).toBe(200);
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
    const budget = writeFamilyOf('/csp-report').perIp.limit;
    for (let i = 0; i < budget; i++) expect((await report('192.0.2.7', cspReport)).status).toBe(204);
    const refused = await report('192.0.2.7', cspReport);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(60);
    expect((await report('192.0.2.8', cspReport)).status).toBe(204);
  });

  it('admit exactly the budget when many requests arrive at once', async () => {
    const start = startOfMinute();
    abuseClock.now = () => start;
    const budget = writeFamilyOf('/interaction/like/add').perReader!.limit;
    const statuses = await Promise.all(Array.from({ length: budget + 25 }, (_, i) => react({ reader: 'burst-reader', ip: `10.1.0.${i % 250}`, postId: `burst-${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(budget);
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
    const unnamed = writes.filter((w) => writeFamilyOf(w.split(' ')[1]!.replace(/^\/webapi/, '')) === DEFAULT_WRITE_FAMILY);
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

describe('the scheduled sweep', () => {
  it('removes rate-limit windows that ended and nothing newer', async () => {
    const db = platform.env.DB;
    await countHit(db, 'sweep|ip|1', 1_000);
    await countHit(db, 'sweep|ip|1', 9_000_000);
    expect(await sweepRateLimits(db, 5_000)).toBeGreaterThanOrEqual(1);
    expect(await db.prepare("SELECT window_start FROM rate_limit_counts WHERE bucket = 'sweep|ip|1'").all()).toMatchObject({ results: [{ window_start: 9_000_000 }] });
  });
});
