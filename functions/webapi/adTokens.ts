// Ad tokens: what the server drew (campaign, creative, unit, slot, market, reader, when), signed
// with HMAC-SHA256 (ADS_SIGNING_KEY), so an event, a pixel or a click counts only what the server
// itself served, and only for a day. `payload.mac`, both base64url.
import { ApiError } from './validation.ts';

export interface AdTokenClaims {
  campaignId: string;
  creativeId: string;
  /** The house unit, e.g. tw/portal/between. */
  unit: string;
  /** The ad module's id (the report's slot). */
  slot: string;
  country: string;
  /** The opaque reader id the ad was drawn for, if any. */
  reader?: string;
  issuedAt: number;
}

/** A token is good for a day after it was issued. */
export const AD_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const INVALID_AD_TOKEN = 'invalid ad token';

/** The ad server's clock: tests move it instead of waiting. */
export const adsClock = { now: (): number => Date.now() };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function signAdToken(secret: string, claims: AdTokenClaims): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify([claims.campaignId, claims.creativeId, claims.unit, claims.slot, claims.country, claims.reader ?? '', claims.issuedAt])));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
  return `${payload}.${base64url(mac)}`;
}

/** The claims of a token this server signed within the last day; else 400 'invalid ad token'. */
export async function verifyAdToken(secret: string, token: string, now = adsClock.now()): Promise<AdTokenClaims> {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) throw new ApiError(400, INVALID_AD_TOKEN);
  let claims: AdTokenClaims;
  try {
    const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64url(mac), encoder.encode(payload));
    if (!ok) throw new Error('forged');
    const [campaignId, creativeId, unit, slot, country, reader, issuedAt] = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as [string, string, string, string, string, string, number];
    claims = { campaignId, creativeId, unit, slot, country, ...(reader ? { reader } : {}), issuedAt };
  } catch {
    throw new ApiError(400, INVALID_AD_TOKEN);
  }
  if (!(claims.issuedAt <= now + 60_000 && now - claims.issuedAt < AD_TOKEN_LIFETIME_MS)) throw new ApiError(400, INVALID_AD_TOKEN);
  return claims;
}
