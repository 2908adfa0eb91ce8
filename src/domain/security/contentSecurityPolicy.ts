// The content security policy (docs/decisions/0024). Astro's `security.csp` (astro.config.mjs) sends it
// as a response header with the hashes of the scripts and styles Astro emits; the parts below vary
// by page and are added while the page renders (Base.astro, Amp.astro): framing, the market's
// third-party script hosts, production-only rules and reporting. Answers Astro does not render (the
// middleware's error screens) get FALLBACK policy from the security-headers step.
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
    `report-to ${CSP_REPORT_GROUP}`,
  ];
  if (isSecureDeployment(url)) directives.push('upgrade-insecure-requests');
  return directives;
}

/** The `Reporting-Endpoints` header value that names the report-to group. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

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
