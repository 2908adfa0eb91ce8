// Stable public ids of the demo content, derived from source keys so reloads keep every URL.
import { createHash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A short stable public id from a source key. */
export function stableHash(prefix: string, source: string, length = 10): string {
  const bytes = createHash('sha256').update(source).digest();
  let out = prefix;
  for (let i = 0; out.length < length; i++) out += BASE62[bytes[i]! % 62];
  return out;
}

export const articleHash = (country: string, slug: string) => stableHash('', `${country}:${slug}`, 8);
export const imageHash = (sourceCountry: string, key: string) => stableHash('i', `${sourceCountry}:${key}`, 16);
export const videoHash = (stream: string) => stableHash('v', `stream:${stream}`, 16);
export const categoryId = (category: string) => createHash('sha256').update(category).digest().readUInt16LE(0);

/** Publisher ids are global; a variant edition gets its own copies of its parent's publishers. */
export const publisherId = (country: string, sourceId: string) => `${country}-${sourceId}`.replace(/^(\w+)-\1-/, '$1-');
