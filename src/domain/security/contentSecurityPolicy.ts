// The content security policy (docs/decisions/0024). Astro's `security.csp` (astro.config.mjs) sends it
// as a response header with the hashes of the scripts and styles Astro emits. The security-headers
// middleware completes it for each answer (completePolicy): our own inline scripts by hash, the
// market's third-party script hosts, framing, production-only rules and reporting. (Adding them while
// the page renders is not reliable: a streamed page's header is written before late components run.)
// AMP pages get ampPolicy; HTML Astro does not render (the middleware's error screens) fallbackPolicy.
import { isSecureDeployment } from './deployment.ts';
import { isFrameablePath } from './responseHeaders.ts';

export const CSP_REPORT_PATH = '/webapi/csp-report';
/** The Reporting API group `report-to` names (its address rides in the Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp';

type Source = `sha256-${string}`;

const digests = new Map<string, Promise<Source>>();

/** The CSP source of a script or style text (`sha256-…`), computed once per text and isolate. */
export function sha256Source(text: string): Promise<Source> {
  let digest = digests.get(text);
  if (!digest) {
    digest = crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((buffer) => {
      let binary = '';
      for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
      return `sha256-${btoa(binary)}` as Source;
    });
    digests.set(text, digest);
  }
  return digest;
}

/** What a page adds to the configured policy. */
export interface PagePolicyInput {
  url: URL;
  /** Script hosts the market configures (ad and analytics SDKs), https origins. */
  scriptHosts?: readonly string[];
}

export function pageDirectives({ url }: PagePolicyInput): string[] {
  const directives = [
    // Embed pages exist to be framed by publishers, AMP pages by AMP caches and viewers.
    isFrameablePath(url.pathname) ? 'frame-ancestors *' : "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  // Browsers that know report-to use it instead of report-uri, and deliver through the Reporting API
  // only from a real deployment: locally (http) report-uri alone, which they send at once.
  if (isSecureDeployment(url)) directives.push(`report-to ${CSP_REPORT_GROUP}`, 'upgrade-insecure-requests');
  return directives;
}

/** The `Reporting-Endpoints` header value that names the report-to group. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * Astro's policy for one page, completed: script-src gains the hashes of our inline scripts and the
 * market's SDK hosts, and the page's directives are appended.
 */
export async function completePolicy(astroPolicy: string, input: PagePolicyInput & { inlineScripts: readonly string[] }): Promise<string> {
  // A rewritten request (Astro's 404 page) passes the middleware twice: complete it once.
  if (/(^|;)\s*frame-ancestors\b/.test(astroPolicy)) return astroPolicy;
  const hashes = await Promise.all(input.inlineScripts.map(async (s) => `'${await sha256Source(s)}'`));
  const extra = [...hashes, ...scriptHostSources(input.scriptHosts)].join(' ');
  const directives = astroPolicy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (d.startsWith('script-src ') && extra ? `${d} ${extra}` : d));
  return [...directives, ...pageDirectives(input)].join('; ');
}

/** Only https origins of a market's configuration reach the policy (a typo cannot open it wider). */
export function scriptHostSources(hosts: readonly string[] | undefined): string[] {
  return (hosts ?? []).filter((h) => /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(h));
}

const AMP_PAGE = /^\/[a-z]+\/v[23]\/amp\//;

export function isAmpPath(pathname: string): boolean {
  return AMP_PAGE.test(pathname);
}

/**
 * AMP pages carry no script of ours (the AMP validator forbids it) and the AMP runtime writes its own
 * style elements as it starts, so they get their own policy: scripts only from the AMP CDN, inline
 * styles allowed, everything else as strict as the other pages.
 */
export function ampPolicy(url: URL): string {
  return [
    "default-src 'self'",
    'script-src https://cdn.ampproject.org/ blob:',
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' blob:",
    "connect-src 'self' https://cdn.ampproject.org/",
    "frame-src 'self' https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...pageDirectives({ url }),
  ].join('; ');
}

/**
 * The policy of HTML that Astro does not render (error screens written by the middleware): nothing
 * runs, only its own inline style (by hash) and same-origin images load, and it is never framed.
 */
export async function fallbackPolicy(url: URL, inlineStyles: readonly string[]): Promise<string> {
  const styles = await Promise.all(inlineStyles.map(async (s) => `'${await sha256Source(s)}'`));
  return [
    "default-src 'self'",
    "script-src 'none'",
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...pageDirectives({ url }),
  ].join('; ');
}
