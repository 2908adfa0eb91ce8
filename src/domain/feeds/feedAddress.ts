// Which addresses the feed pipeline may fetch (decision 0092): http(s) only, and no loopback,
// private, link-local or otherwise internal host unless the deployment allows it (FEED_FETCH_PRIVATE,
// local runs and tests) — a registered feed must not turn the worker into a proxy to its own
// network. Decided on the URL alone: WHATWG URL parsing already turns 2130706433, 0x7f.1 and the like
// into dotted IPv4, and a Worker's fetch cannot resolve names itself.

export const FEED_URL_MAX_LENGTH = 2000;

/** The URL when it is an absolute http(s) address of at most 2000 characters, else null. */
export function httpUrl(value: string): URL | null {
  if (value.length > FEED_URL_MAX_LENGTH) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || a === 10 || a === 127 || (a === 100 && b! >= 64 && b! <= 127) || (a === 169 && b === 254) || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || a! >= 224
  );
}

function privateIpv6(host: string): boolean {
  const h = host.toLowerCase();
  if (h === '::' || h === '::1') return true;
  // IPv4-mapped (::ffff:7f00:1 as the URL parser writes it) and the rest of ::/96.
  const mapped = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return privateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  return /^f[cd]/.test(h) || /^fe[89ab]/.test(h) || h.startsWith('ff');
}

/** True when the URL's host is loopback, private, link-local, or a local-only name. */
export function isPrivateHost(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return privateIpv6(host.slice(1, -1));
  const v4 = ipv4(host);
  if (v4) return privateIpv4(v4);
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.');
}

/** Whether the pipeline may fetch `url` (an http(s) URL, and a public host unless private ones are allowed). */
export function mayFetch(url: URL, allowPrivate: boolean): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && (allowPrivate || !isPrivateHost(url));
}
