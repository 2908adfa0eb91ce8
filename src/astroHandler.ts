// Astro's app for the Worker, built from Astro's public app entrypoint the way the Cloudflare
// adapter's own handler builds it (@astrojs/cloudflare/handler), with one difference: pages render
// to one string (`streaming: false`). Our pages await their data before the first byte and the page
// cache reads the whole body anyway; one string is less work per render than a stream read back
// chunk by chunk, and an error anywhere in a page is a clean 500, not a cut page
// (docs/decisions/0044). The project has no prerendered routes, so the adapter's prerender branch
// is not needed here.
import { env as globalEnv } from 'cloudflare:workers';
import { createApp } from 'astro/app/entrypoint';
import { setGetEnv } from 'astro/env/setup';

/** Bindings the adapter adds to the deployed configuration (dist/server/wrangler.json). */
type AdapterEnv = Env & { ASSETS: Fetcher; SESSION?: KVNamespace };

// astro:env reads the Worker's string variables (numbers and booleans as text), as the adapter does.
setGetEnv((key) => {
  const value: unknown = (globalEnv as unknown as Record<string, unknown>)[key];
  if (value === undefined || typeof value === 'string') return value;
  return typeof value === 'boolean' || typeof value === 'number' ? value.toString() : undefined;
});

const app = createApp({ streaming: false });

/** What Astro answers for a request the page cache did not: a static file, a route, or an error page. */
export async function renderWithAstro(request: Request, platformEnv: Env, ctx: ExecutionContext): Promise<Response> {
  const env = platformEnv as AdapterEnv;
  // Astro sessions keep their data in the SESSION namespace when the deployment has one.
  const session = app.manifest.sessionConfig;
  if (env.SESSION && session) session.options = { ...session.options, binding: env.SESSION };
  const { pathname } = new URL(request.url);
  if (app.manifest.assets.has(pathname)) return env.ASSETS.fetch(request.url.replace(/\.html$/, ''));
  const routeData = app.match(request);
  if (!routeData) {
    const asset = await env.ASSETS.fetch(request.url.replace(/index\.html$/, '').replace(/\.html$/, ''));
    if (asset.status !== 404) return asset;
  }
  const response = await app.render(request, {
    routeData,
    locals: { cfContext: ctx },
    waitUntil: ctx.waitUntil.bind(ctx),
    prerenderedErrorPageFetch: (url) => env.ASSETS.fetch(url.replace(/\.html$/, '')),
    clientAddress: clientAddress(request),
  });
  return withCloudflareHeaders(response, [...app.setCookieHeaders(response)]);
}

/** The reader's address as Cloudflare gives it, when it looks like one. */
function clientAddress(request: Request): string | undefined {
  const first = request.headers.get('cf-connecting-ip')?.split(',')[0]?.trim();
  return first && /^[0-9a-fA-F.:]{1,45}$/.test(first) ? first : undefined;
}

/**
 * Cookies set through Astro.cookies, and `Cloudflare-CDN-Cache-Control: no-store` where a page
 * did not say how Cloudflare's CDN may keep it (the route cache is ours, src/cache).
 */
function withCloudflareHeaders(response: Response, cookies: string[]): Response {
  const noStore = !response.headers.has('Cloudflare-CDN-Cache-Control');
  if (!cookies.length && !noStore) return response;
  const apply = (target: Response) => {
    for (const cookie of cookies) target.headers.append('Set-Cookie', cookie);
    if (noStore) target.headers.set('Cloudflare-CDN-Cache-Control', 'no-store');
    return target;
  };
  try {
    return apply(response);
  } catch {
    // Redirects and fetched answers have immutable headers: answer a copy then.
    return apply(new Response(response.body, response));
  }
}
