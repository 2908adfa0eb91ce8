// Whether a request reached a real deployment: served over HTTPS on a name that is not the machine's
// own. Production-only rules hang on this (HSTS, upgrade-insecure-requests, `Secure` cookies), so
// `wrangler dev` on http://localhost and the test servers never pin a browser to HTTPS.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isSecureDeployment(url: URL): boolean {
  return url.protocol === 'https:' && !LOOPBACK_HOSTS.has(url.hostname) && !url.hostname.endsWith('.localhost');
}
