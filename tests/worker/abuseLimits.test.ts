// The abuse limits over HTTP from the served worker, on the paths a test of the in-process app cannot
// reach: a body streamed without a length through wrangler dev, and the admin lockout. Each test speaks
// from an address of its own (wrangler dev, like miniflare, sets CF-Connecting-IP to the socket's
// address only when the request has none; Cloudflare always sets it), so no other test is locked out.
import { describe, expect, it } from 'vitest';
import { writeFamilyOf } from '#functions/webapi/abuseLimits.ts';
import { ADMIN_FAILURES } from '#functions/webapi/adminGuard.ts';
import { ADMIN_TOKEN, http, workerOrigin } from '../helpers/workerHttp.ts';

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
});
