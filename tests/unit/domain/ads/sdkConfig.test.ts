import { describe, expect, it } from 'vitest';
import { adScriptHosts, adSdkConfig } from '#/domain/ads/sdkConfig.ts';

describe('adSdkConfig', () => {
  it('configures nothing by default', () => {
    expect(adSdkConfig({})).toEqual({ gpt: undefined, lad: undefined, gfp: undefined, ima: undefined, adHost: undefined, ampAdType: undefined });
    expect(adScriptHosts(adSdkConfig({}))).toEqual([]);
  });

  it('takes https addresses, and http only on loopback (local doubles)', () => {
    const config = adSdkConfig({
      AD_GPT_SCRIPT: 'https://securepubads.example/tag/js/gpt.js',
      AD_LAD_SCRIPT: 'http://127.0.0.1:9100/lad.js',
      AD_GFP_SCRIPT: 'http://gfp.example/core.js',
      AD_IMA_SCRIPT: 'not a url',
      AD_HOST: 'https://ad-host.example/',
      AMP_AD_TYPE: 'doubleclick',
    });
    expect(config).toEqual({ gpt: 'https://securepubads.example/tag/js/gpt.js', lad: 'http://127.0.0.1:9100/lad.js', gfp: undefined, ima: undefined, adHost: 'https://ad-host.example/', ampAdType: 'doubleclick' });
  });

  it('refuses an amp-ad type that is not a plain name', () => {
    expect(adSdkConfig({ AMP_AD_TYPE: 'x" onload="y' }).ampAdType).toBeUndefined();
    expect(adSdkConfig({ AMP_AD_TYPE: 3 }).ampAdType).toBeUndefined();
  });

  it('lists each configured origin once for the content security policy', () => {
    const config = adSdkConfig({ AD_GPT_SCRIPT: 'https://a.example/gpt.js', AD_IMA_SCRIPT: 'https://a.example/ima3.js', AD_LAD_SCRIPT: 'https://b.example:8443/lad.js' });
    expect(adScriptHosts(config)).toEqual(['https://a.example', 'https://b.example:8443']);
  });
});
