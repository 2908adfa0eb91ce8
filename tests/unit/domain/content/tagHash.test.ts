import { describe, expect, it } from 'vitest';
import { MAX_TAG_LENGTH, tagFromHash, tagHash } from '#/domain/content/tagHash.ts';
import { entityListingTag, parseEntityListingId, tagListingId } from '#/domain/portal/entityListings.ts';

describe('tag hashes', () => {
  it('round-trips every market script', () => {
    for (const tag of ['颱風', '港股', 'Piala Dunia', 'ฟุตบอลไทย', '大谷翔平', 'AI']) {
      const hash = tagHash(tag);
      expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(tagFromHash(hash)).toBe(tag);
    }
  });

  it('refuses what is not the hash of a tag', () => {
    expect(tagFromHash('')).toBeNull();
    expect(tagFromHash('not base64!')).toBeNull();
    expect(tagFromHash('_w')).toBeNull(); // 0xff: not UTF-8
    expect(tagFromHash(tagHash('   '))).toBeNull();
    expect(tagFromHash(tagHash('x'.repeat(MAX_TAG_LENGTH + 1)))).toBeNull();
    expect(tagFromHash(tagHash('颱風') + '=')).toBeNull();
  });
});

describe("a tag page's listing id", () => {
  it('carries the hash of the longest tag in any script, so load-more reaches every tag page', () => {
    // 60 Thai characters are 180 UTF-8 bytes: a 240-character hash.
    const tag = 'ก'.repeat(MAX_TAG_LENGTH);
    const hash = tagHash(tag);
    expect(tagFromHash(hash)).toBe(tag);
    expect(parseEntityListingId(tagListingId(hash, 'all'))).toEqual({ kind: 'tag', tagHash: hash, category: 'all' });
    expect(parseEntityListingId(tagListingId(tagHash('ฟุตบอลไทย'), 12))).toEqual({ kind: 'tag', tagHash: tagHash('ฟุตบอลไทย'), category: 12 });
    expect(entityListingTag(tagListingId(hash, 3))).toBe(`tag:${hash}`);
  });
});
