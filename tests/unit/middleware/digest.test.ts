import { describe, expect, it } from 'vitest';
import { digestRedirect } from '#/middleware/rules/digest.ts';

const QUERY = '?oapContentOrder=2&oapHash=H1&oaId=%40oa&view=lite&referral=r&utm_source=x';

describe('OA digest redirect', () => {
  it('sends the test group to the digest page, dropping oapHash, oaId, view and referral', () => {
    expect(digestRedirect({ groupCookie: 'oadigestpage-T1', routeHasDigest: true, country: 'tw', search: QUERY })).toBe(
      '/tw/v2/oa/%40oa/digest/H1?oapContentOrder=2&utm_source=x',
    );
  });

  it('needs the group, a digest route and all three parameters', () => {
    expect(digestRedirect({ groupCookie: 'NA', routeHasDigest: true, country: 'tw', search: QUERY })).toBeNull();
    expect(digestRedirect({ groupCookie: 'oadigestpage-T1', routeHasDigest: false, country: 'tw', search: QUERY })).toBeNull();
    expect(digestRedirect({ groupCookie: 'oadigestpage-T1', routeHasDigest: true, country: 'tw', search: '?oapHash=H&oaId=o' })).toBeNull();
  });
});
