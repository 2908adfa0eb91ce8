import { describe, expect, it } from 'vitest';
import { friendshipAddresses } from '#/domain/ads/friendshipAddresses.ts';

describe('friendshipAddresses', () => {
  it('puts auth/{country}/friendship under the ad host', () => {
    const expected = { status: 'https://ad.example/auth/tw/friendship/status', create: 'https://ad.example/auth/tw/friendship/create' };
    expect(friendshipAddresses('https://ad.example/', 'tw')).toEqual(expected);
    expect(friendshipAddresses('https://ad.example', 'tw')).toEqual(expected);
    expect(friendshipAddresses('https://ad.example/v1', 'th').status).toBe('https://ad.example/v1/auth/th/friendship/status');
    expect(friendshipAddresses('http://127.0.0.1:9000/', 'id').create).toBe('http://127.0.0.1:9000/auth/id/friendship/create');
  });

  it('falls back to the content API without a valid ad host', () => {
    for (const host of [undefined, '', 'not a url', 'http://ad.example/', 'https://ad.example/?x=1']) {
      expect(friendshipAddresses(host, 'hk'), String(host)).toEqual({ status: '/webapi/hk/friendship/status', create: '/webapi/hk/friendship/create' });
    }
  });

  it('refuses an unknown country', () => {
    expect(() => friendshipAddresses(undefined, '../x')).toThrow(TypeError);
  });
});
