// A tag's public id in /v2/tag/{tagHash}/{category} and in subscriptions (entity type TAG): the tag's
// UTF-8 text in base64url, so a tag page and a followed tag need no lookup table to know their tag,
// and every market's script stays readable once decoded.

/** Hashes already made in this isolate: a page links the same tags render after render. */
const known = new Map<string, string>();
const KNOWN_MAX = 4096;

/** The tag's hash: base64url of its UTF-8 bytes, without padding. */
export function tagHash(tag: string): string {
  const hit = known.get(tag);
  if (hit !== undefined) return hit;
  let binary = '';
  for (const byte of new TextEncoder().encode(tag.normalize('NFC'))) binary += String.fromCharCode(byte);
  const hash = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  // Bounded: emptied when full (tags are short; 4,096 of them are a few hundred KB at most).
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(tag, hash);
  return hash;
}

/** Longest tag text accepted back from a hash. */
export const MAX_TAG_LENGTH = 60;

/** The tag a hash stands for, or null when it is not the hash of a valid tag (bad base64, bad UTF-8, empty, too long). */
export function tagFromHash(hash: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(hash) || hash.length % 4 === 1) return null;
  try {
    const binary = atob(hash.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const tag = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!tag.trim() || tag.length > MAX_TAG_LENGTH || tag !== tag.normalize('NFC') || tagHash(tag) !== hash) return null;
    return tag;
  } catch {
    return null;
  }
}
