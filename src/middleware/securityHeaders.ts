// Outermost step of every request Astro answers (pages, the content API, media): the headers of
// src/domain/security/responseHeaders.ts. It runs inside the page cache's provider, so a stored copy
// carries them and a HIT answered at the worker entry replays them unchanged.
import { defineMiddleware } from 'astro:middleware';
import { READING_SETTINGS_BOOT_SCRIPT } from '#/browser/readingSettingsBoot.ts';
import { EMBED_RESIZE_SCRIPT } from '#/browser/embedResize.ts';
import { BROWSER_CHECK_CLOSE_SCRIPT } from '#/browser/browserCheckClose.ts';
import { REPORTING_ENDPOINTS, ampPolicy, completePolicy, fallbackPolicy, isAmpPath } from '#/domain/security/contentSecurityPolicy.ts';
import { securityHeaders } from '#/domain/security/responseHeaders.ts';
import { ERROR_DOCUMENT_STYLE } from '#/domain/shell/errorScreens.ts';
import { carriesIdentity } from '#/cache/cacheKey.ts';
import { adScriptHosts } from '#/domain/ads/sdkConfig.ts';
import { deploymentAdSdks } from '#/deploymentAds.ts';
import { deploymentTracking } from '#/deploymentTracking.ts';
import { marketServices, trackingHosts, withConnectHosts } from '#/domain/insights/trackingConfig.ts';

/** The configured ad SDKs' script hosts (Worker vars: the same for every request of the isolate). */
let adHosts: string[] | undefined;
const adSdkHosts = () => (adHosts ??= adScriptHosts(deploymentAdSdks()));

/** The inline scripts our layouts write (Base.astro, Empty.astro, BrowserCheckBar.astro): allowed by hash. */
const INLINE_SCRIPTS = [READING_SETTINGS_BOOT_SCRIPT, EMBED_RESIZE_SCRIPT, BROWSER_CHECK_CLOSE_SCRIPT];

export const securityHeadersStep = defineMiddleware(async (context, next) => {
  const response = await next();
  const { request, url } = context;
  const personal = carriesIdentity(request.headers) || url.searchParams.get('preview') === '1';
  const setsCookie = response.headers.has('set-cookie') || !context.cookies.headers().next().done;
  const headers = securityHeaders(
    {
      url,
      method: request.method,
      status: response.status,
      personal,
      setsCookie,
      cacheControl: response.headers.get('cache-control'),
      isApi: url.pathname.startsWith('/webapi/') || url.pathname.startsWith('/media/'),
    },
    response.headers.get('content-type'),
  );
  if (/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
    headers.push(['Reporting-Endpoints', REPORTING_ENDPOINTS]);
    // Astro sends the policy of what it renders; HTML written by the middleware gets the fallback.
    const astroPolicy = response.headers.get('content-security-policy');
    // The market's tracking services (shell-spec §7): the tag manager's script, the others' posts.
    const tracking = trackingHosts(marketServices(deploymentTracking(), context.locals.market?.code ?? ''));
    // Only an AMP document itself (200) gets the AMP policy; an error screen under /amp/ is an ordinary page.
    const policy = isAmpPath(url.pathname) && response.status === 200
      ? ampPolicy(url)
      : astroPolicy
        ? withConnectHosts(await completePolicy(astroPolicy, { url, scriptHosts: [...(context.locals.market?.config.scriptHosts ?? []), ...adSdkHosts(), ...tracking.script], inlineScripts: INLINE_SCRIPTS }), tracking.connect)
        : await fallbackPolicy(url, [ERROR_DOCUMENT_STYLE]);
    headers.push(['Content-Security-Policy', policy]);
  }
  // Redirects and fetched answers have immutable headers: answer a copy then.
  let out = response;
  try {
    for (const [name, value] of headers) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response);
    // Astro keeps what it still has to do with the answer (cookies, route cache) on the object itself.
    for (const key of Object.getOwnPropertySymbols(response)) Reflect.set(out, key, Reflect.get(response, key));
    for (const [name, value] of headers) out.headers.set(name, value);
  }
  return out;
});
