import { describe, expect, it } from 'vitest';
import { AdError } from '#/domain/ads/adError.ts';
import { buildVideoAdTagUrl, encodeCustomParams, imaAdError, type VideoAdTagInput } from '#/domain/ads/videoAdTag.ts';

const input: VideoAdTagInput = { base: 'https://ads.example/gampad/ads?env=vp', adUnitPath: '/218/tw_video', imaLoaded: true, correlator: 1234, customParams: { kind: 'article', tags: ['a b', 'c'] } };
const thrown = (i: VideoAdTagInput) => {
  try {
    buildVideoAdTagUrl(i);
  } catch (e) {
    return e as AdError;
  }
  throw new Error('no error');
};

describe('buildVideoAdTagUrl', () => {
  it('asks 640x480 VAST with the correlator, unit path and custom params, keeping the base query', () => {
    const url = new URL(buildVideoAdTagUrl(input));
    expect(url.origin + url.pathname).toBe('https://ads.example/gampad/ads');
    expect(Object.fromEntries(url.searchParams)).toEqual({ env: 'vp', sz: '640x480', output: 'vast', correlator: '1234', iu: '/218/tw_video', cust_params: 'kind=article&tags=a%20b%2Cc' });
    expect(url.search).toContain('cust_params=kind%3Darticle%26tags%3Da%2520b%252Cc');
  });

  it('adds cmsid and vid only with both an article hash and a cms id', () => {
    const both = new URL(buildVideoAdTagUrl({ ...input, articleHash: 'aBc123', cmsId: '2500' })).searchParams;
    expect([both.get('cmsid'), both.get('vid')]).toEqual(['2500', 'aBc123']);
    for (const partial of [{ articleHash: 'aBc123' }, { cmsId: '2500' }]) {
      const p = new URL(buildVideoAdTagUrl({ ...input, ...partial })).searchParams;
      expect([p.has('cmsid'), p.has('vid')]).toEqual([false, false]);
    }
  });

  it('builds on a path of our own with a first-party unit', () => {
    expect(buildVideoAdTagUrl({ base: '/webapi/ads/vast', adUnitPath: 'tw/video/preroll', imaLoaded: true, correlator: 'c1' })).toBe('/webapi/ads/vast?sz=640x480&output=vast&correlator=c1&iu=tw%2Fvideo%2Fpreroll');
  });

  it("refuses with 301 'IMA not loaded' without the SDK", () => {
    const e = thrown({ ...input, imaLoaded: false });
    expect(e).toBeInstanceOf(AdError);
    expect([e.code, e.message]).toEqual([301, 'IMA not loaded']);
  });

  it('refuses with 9 without a valid unit path', () => {
    expect([thrown({ ...input, adUnitPath: undefined }).code, thrown({ ...input, adUnitPath: undefined }).message]).toEqual([9, 'invalid slot setting: adUnitPath is required']);
    expect(thrown({ ...input, adUnitPath: 'tw video' }).code).toBe(9);
  });

  it('encodes custom params as key=value pairs', () => {
    expect(encodeCustomParams({ a: 1, 'b&c': 'd=e' })).toBe('a=1&b%26c=d%3De');
    expect(encodeCustomParams()).toBe('');
  });

  it("reports IMA's own errors as 304", () => {
    expect([imaAdError().code, imaAdError().message]).toEqual([304, 'IMA ad error']);
    expect(imaAdError({ code: 1009, message: 'VAST empty' }).message).toBe('IMA ad error: 1009 VAST empty');
  });
});
