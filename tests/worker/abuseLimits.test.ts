// The abuse limits over HTTP from the served worker (one workerd, scripts/serve.ts), on the paths a
// test of the in-process app cannot reach: a body streamed without a length, the admin lockout
// counted at its edge by the worker's own RateLimitCounter objects, and refusals sent before a body
// was read still answering (no drain of the body is needed without wrangler's dev proxy). Each test
// speaks from an address of its own (miniflare sets CF-Connecting-IP to the socket's address only
// when the request has none; Cloudflare always sets it), so no other test is locked out.
import { describe, expect, it } from 'vitest';
import { writeFamilyOf } from '#functions/webapi/writeFamilies.ts';
import { ADMIN_FAILURES } from '#functions/webapi/adminGuard.ts';
import { ADMIN_TOKEN, http, workerOrigin } from '../helpers/workerHttp.ts';

const COUNTRY = 'tw';

describe('abuse limits in the served worker', () => {
  it('refuses a body streamed without a length once it grows past the cap (413)', async () => {
    const cap = writeFamilyOf('/csp-report').maxBodyBytes;
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > cap + 8 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(new URL('/webapi/csp-report', workerOrigin()), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'cf-connecting-ip': '198.19.0.1' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: `Request body too large: at most ${cap} bytes`, statusCode: 413 });
  });

  it('locks an address that keeps sending wrong admin tokens out (429 + Retry-After), and no other', async () => {
    const read = (token: string, ip: string) => http('/webapi/admin/csp-reports?limit=1', { headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': ip } });
    for (let i = 0; i < ADMIN_FAILURES.limit; i++) expect((await read(`guess-${i}`, '198.19.0.2')).status).toBe(401);
    const locked = await read(ADMIN_TOKEN, '198.19.0.2');
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(ADMIN_FAILURES.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(ADMIN_FAILURES.windowSeconds);
    expect(locked.json<{ message: string }>().message).toMatch(/^too many wrong admin tokens from this address/);
    expect((await read(ADMIN_TOKEN, '198.19.0.3')).status).toBe(200);
  });

  it('answers a refusal sent before the body was read, with the body still arriving', async () => {
    // Refused by identity, before the limits read anything: the whole JSON body is still in flight.
    const unknownReader = await http(`/webapi/poll/1/my/vote/withdraw?country=${COUNTRY}`, {
      headers: { 'x-liff-access-token': 'not-a-token', 'cf-connecting-ip': '198.19.0.4' },
      body: { answers: Array.from({ length: 200 }, (_, i) => `POLL_1_${i}`) },
    });
    expect(unknownReader.status).toBe(401);
    expect(unknownReader.json<{ message: string }>().message).toBeTruthy();
    // Refused on its declared length alone: 1 MB really sent behind the answer.
    const big = await fetch(new URL('/webapi/csp-report', workerOrigin()), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'cf-connecting-ip': '198.19.0.5' },
      body: ' '.repeat(1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: `Request body too large: at most ${writeFamilyOf('/csp-report').maxBodyBytes} bytes`, statusCode: 413 });
  });

  it('answers a withdrawal sent with a body (the route reads none)', async () => {
    const login = await http('/webapi/dev/login', { body: { userId: `withdraw-${Date.now()}`, displayName: 'withdraw' }, headers: { 'cf-connecting-ip': '198.19.0.6' } });
    expect(login.status, login.text).toBe(200);
    const headers = { 'x-liff-access-token': login.json<{ accessToken: string }>().accessToken, 'cf-connecting-ip': '198.19.0.6' };
    const polls = await http(`/webapi/poll/list?country=${COUNTRY}`);
    const poll = polls.json<{ polls: { id: number; closed: boolean }[] }>().polls.find((p) => !p.closed)!;
    const withdrawn = await http(`/webapi/poll/${poll.id}/my/vote/withdraw?country=${COUNTRY}`, { headers, body: { note: 'x'.repeat(2000) } });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json()).toMatchObject({ poll: { id: poll.id }, my: { pollId: poll.id } });
  });
});
