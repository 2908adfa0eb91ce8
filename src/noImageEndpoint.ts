// Astro mounts an image endpoint (/_image) in every server build. The portal transforms no image
// through it (pictures are served under /media, src/pages/media), so the route answers 404 instead
// of carrying Astro's image-transform code in the Worker (about 19 KB gz, docs/decisions/0043).
import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = () =>
  new Response('Not found: this site has no image endpoint; pictures are served under /media', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
