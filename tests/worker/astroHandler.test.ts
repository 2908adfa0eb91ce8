// What the Worker's Astro handler (src/astroHandler.ts) answers around a render, on the served
// worker: static files, Cloudflare's CDN kept out of rendered answers, the cookies pages set, and the
// image route the portal does not offer.
import { expect, it } from 'vitest';
import { http, workerOrigin } from '../helpers/workerHttp.ts';

it('serves a static file of the build as it is', async () => {
  const res = await http('/favicon.svg');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/svg+xml');
  expect(res.text).toContain('<svg');
});

it("tells Cloudflare's CDN not to store a rendered page (the page cache is the worker's own)", async () => {
  // A preview renders every time (another test may have put the portal in the page cache).
  const res = await http('/tw/v2/tab?preview=1', { headers: { cookie: 'agreementPassed=1' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-astro-cache') ?? 'rendered').not.toBe('HIT');
  expect(res.headers.get('cloudflare-cdn-cache-control')).toBe('no-store');
});

it('sends the cookies a page sets with Astro.cookies (accepting the agreement)', async () => {
  const res = await http('/tw/v2/agreement?from=%2Ftw%2Fv2%2Ftab', {
    method: 'POST',
    headers: { origin: workerOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
    follow: false,
  });
  expect(res.status).toBe(303);
  expect(res.location).toBe('/tw/v2/tab');
  expect(res.cookies).toEqual([expect.stringMatching(/^agreementPassed=1; .*HttpOnly/)]);
});

it('answers 404 with a message on the image route: pictures are served under /media', async () => {
  const res = await http('/_image?href=%2Ffavicon.svg&w=100&f=webp');
  expect(res.status).toBe(404);
  expect(res.text).toContain('pictures are served under /media');
});
