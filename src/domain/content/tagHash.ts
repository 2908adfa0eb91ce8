// A tag's public id in /v2/tag/{tagHash}/{category} and in subscriptions (entity type TAG): the tag's
// UTF-8 text in base64url, so a tag page and a followed tag need no lookup table to know their tag,
// and every market's script stays readable once decoded.

/** The tag's hash: base64url of its UTF-8 bytes, without padding. */
export function tagHash(tag: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(tag.normalize('NFC'))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
