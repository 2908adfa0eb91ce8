import { describe, expect, it } from 'vitest';
import { ladInitOptions } from '#/browser/ads/ladOptions.ts';

describe('ladInitOptions', () => {
  it("gives the messenger-ad SDK the ad host's friendship addresses", () => {
    expect(ladInitOptions({ theme: 'dark', country: 'th', adHost: 'https://ad-host.example/' })).toEqual({
      theme: 'dark',
      friendshipStatusUrl: 'https://ad-host.example/auth/th/friendship/status',
      friendshipCreateUrl: 'https://ad-host.example/auth/th/friendship/create',
    });
  });

  it("falls back to the content API's friendship routes without an ad host", () => {
    expect(ladInitOptions({ theme: 'light', country: 'tw' })).toEqual({
      theme: 'light',
      friendshipStatusUrl: '/webapi/tw/friendship/status',
      friendshipCreateUrl: '/webapi/tw/friendship/create',
    });
  });
});
