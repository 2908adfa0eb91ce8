import { describe, expect, it } from 'vitest';
import { errorReportingEndpoint, marketServices, trackingConfig, trackingHosts, withConnectHosts } from '#/domain/insights/trackingConfig.ts';

describe('the tracking services of shell-spec §7, from the Worker vars', () => {
  it('configures nothing without vars', () => {
    const config = trackingConfig({});
    expect(config.services).toEqual({});
    expect(trackingHosts(marketServices(config, 'tw'))).toEqual({ script: [], connect: [] });
  });
  it('reads each service, only well-formed, and the markets they load in', () => {
    const config = trackingConfig({
      TAG_MANAGER_ID: 'GTM-AB12', UNIVERSAL_TRACKING_ENDPOINT: 'https://ut.example.com/collect', UNIVERSAL_TRACKING_SAMPLE_RATE: '0.25',
      RELEASE_CHANNEL: 'rc', ERROR_REPORTING_DSN: 'https://k3y@errors.example.com/42', TRACKING_SERVICE_MARKETS: 'tw, hk',
    });
    expect(config.services).toEqual({
      tagManager: { id: 'GTM-AB12', script: 'https://www.googletagmanager.com/gtm.js' },
      universal: { endpoint: 'https://ut.example.com/collect', sampleRate: 0.25, env: 'rc' },
      errorReporting: { endpoint: 'https://errors.example.com/api/42/store/?sentry_key=k3y&sentry_version=7' },
    });
    expect(marketServices(config, 'th')).toEqual({});
    expect(trackingHosts(marketServices(config, 'hk'))).toEqual({ script: ['https://www.googletagmanager.com'], connect: ['https://ut.example.com', 'https://errors.example.com'] });
    expect(trackingConfig({ TAG_MANAGER_ID: 'gtm-<x>', UNIVERSAL_TRACKING_ENDPOINT: 'http://plain.example.com/' }).services).toEqual({});
    expect(errorReportingEndpoint('https://errors.example.com/42')).toBeNull();
    expect(trackingConfig({ TAG_MANAGER_ID: 'GTM-AB12', TAG_MANAGER_SCRIPT: 'https://gtm.example.test/gtm.js' }).services.tagManager).toEqual({ id: 'GTM-AB12', script: 'https://gtm.example.test/gtm.js' });
  });
  it("adds the hosts to the policy's connect-src", () => {
    expect(withConnectHosts("default-src 'self'; connect-src 'self'; img-src 'self'", ['https://a.example'])).toBe("default-src 'self'; connect-src 'self' https://a.example; img-src 'self'");
  });
});
