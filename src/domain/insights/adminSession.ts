// The dashboard's signed admin cookie: an expiry and the HMAC-SHA256 of it keyed by ADMIN_TOKEN. It
// holds no secret and nothing to look up; changing ADMIN_TOKEN signs every session out.
export const ADMIN_SESSION_COOKIE = 'insightsAdmin';
/** A working day: the sign-in is asked for again the next morning. */
export const ADMIN_SESSION_TTL_MS = 8 * 3_600_000;

const encoder = new TextEncoder();

async function signature(expiresAt: number, secret: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`insights-admin:${expiresAt}`)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The cookie's value for a session that ends at `expiresAt` (epoch ms). */
export async function signAdminSession(expiresAt: number, secret: string): Promise<string> {
  return `${expiresAt}.${hex(await signature(expiresAt, secret))}`;
}

/** True when `value` was signed with `secret` and has not expired; compared in constant time. */
export async function verifyAdminSession(value: string | undefined, secret: string | undefined, now: number): Promise<boolean> {
  if (!value || !secret) return false;
  const match = /^(\d{13})\.([0-9a-f]{64})$/.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  const expected = hex(await signature(expiresAt, secret));
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i);
  return diff === 0;
}

/** The Set-Cookie value: only for the dashboard's paths, never readable by script, same site only. */
export function adminSessionCookie(value: string, maxAgeMs: number, secure: boolean): string {
  return `${ADMIN_SESSION_COOKIE}=${value}; Path=/admin/insights; Max-Age=${Math.floor(maxAgeMs / 1000)}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
