// Public article hashes: short, URL-safe, derived from a stable source key.
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export async function articleHashFor(source: string, length = 8): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source)));
  let out = '';
  for (let i = 0; out.length < length; i++) out += BASE62[bytes[i]! % 62];
  return out;
}
