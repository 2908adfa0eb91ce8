import { describe, expect, it } from 'vitest';
import { errorReportingEndpoint, marketServices, monitoringDrawn, trackingConfig, trackingHosts, withConnectHosts } from '#/domain/insights/trackingConfig.ts';

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
  it('starts the front-end monitoring only with both its API url and key, on its sample percentage of page loads', () => {
    const vars = { FRONTEND_MONITORING_URL: 'https://fem.example.com/v1/report', FRONTEND_MONITORING_KEY: 'k-123', FRONTEND_MONITORING_SAMPLE_PERCENT: '12.5' };
    const config = trackingConfig(vars);
    expect(config.services).toEqual({ monitoring: { url: 'https://fem.example.com/v1/report', key: 'k-123', samplePercent: 12.5 } });
    expect(trackingHosts(marketServices(config, 'tw'))).toEqual({ script: [], connect: ['https://fem.example.com'] });
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_KEY: '' }).services).toEqual({});
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_URL: '' }).services).toEqual({});
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_URL: 'http://fem.example.com/' }).services).toEqual({});
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_KEY: 'a key"<x>' }).services).toEqual({});
    // The percentage: unset all page loads; clamped to 0–100.
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_SAMPLE_PERCENT: undefined }).services.monitoring?.samplePercent).toBe(100);
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_SAMPLE_PERCENT: '250' }).services.monitoring?.samplePercent).toBe(100);
    expect(trackingConfig({ ...vars, FRONTEND_MONITORING_SAMPLE_PERCENT: '-3' }).services.monitoring?.samplePercent).toBe(0);
    // The draw (random in [0, 1)) falls within the percentage, or the monitoring stays off.
    expect(monitoringDrawn(12.5, 0)).toBe(true);
    expect(monitoringDrawn(12.5, 0.1249)).toBe(true);
    expect(monitoringDrawn(12.5, 0.125)).toBe(false);
    expect(monitoringDrawn(0, 0)).toBe(false);
    expect(monitoringDrawn(100, 0.9999)).toBe(true);
  });
  it("adds the hosts to the policy's connect-src", () => {
    expect(withConnectHosts("default-src 'self'; connect-src 'self'; img-src 'self'", ['https://a.example'])).toBe("default-src 'self'; connect-src 'self' https://a.example; img-src 'self'");
  });
});
