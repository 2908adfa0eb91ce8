// The third-party tracking services of shell-spec §7 ("a tag-manager script, a universal tracking
// service (endpoint, sample rate, env from configuration) … and an error-reporting service"), the
// optional front-end monitoring ("starts only when its API url and key are configured and a random
// draw falls within a sample-rate percentage") and the idle start of §4, read from the Worker's
// vars. Each service is off unless its var is set, and then only in the markets
// TRACKING_SERVICE_MARKETS lists (empty: every market). What the page needs goes to the browser in
// the page-tracking JSON (PageTracking.astro); the policy gets the hosts.

export interface TrackingServices {
  /** The tag manager's container id and script (loaded as script?id=…). */
  tagManager?: { id: string; script: string };
  /** Where the universal tracking service takes events, the share of readers sent, and the environment named. */
  universal?: { endpoint: string; sampleRate: number; env: string };
  /** Where error reports are posted (from the error-reporting service's DSN). */
  errorReporting?: { endpoint: string };
  /** The optional front-end monitoring: its API address and key, and the percentage of page loads it starts on (0–100). */
  monitoring?: { url: string; key: string; samplePercent: number };
}

export interface TrackingConfig {
  services: TrackingServices;
  /** Market codes with third parties (empty: all). */
  serviceMarkets: readonly string[];
  idle: boolean;
  idleGroups: readonly string[];
}

/** The tag manager's script unless TAG_MANAGER_SCRIPT names another (the browser tests' double). */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

const text = (env: Readonly<Record<string, unknown>>, name: string) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');
const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);
const httpsUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The error-reporting service's DSN (`https://<key>@<host>/<project>`) as the address its events are
 * stored at; null when it is not one.
 */
export function errorReportingEndpoint(dsn: string): string | null {
  const url = httpsUrl(dsn);
  const project = url?.pathname.replace(/^\//, '');
  if (!url || !url.username || !project || !/^\d+$/.test(project)) return null;
  return `${url.origin}/api/${project}/store/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
}

export function trackingConfig(env: Readonly<Record<string, unknown>>): TrackingConfig {
  const services: TrackingServices = {};
  const gtm = text(env, 'TAG_MANAGER_ID');
  const gtmScript = httpsUrl(text(env, 'TAG_MANAGER_SCRIPT') || TAG_MANAGER_SCRIPT);
  if (/^GTM-[A-Z0-9]{1,20}$/.test(gtm) && gtmScript) services.tagManager = { id: gtm, script: gtmScript.href };
  const endpoint = httpsUrl(text(env, 'UNIVERSAL_TRACKING_ENDPOINT'));
  if (endpoint) {
    const rate = Number(text(env, 'UNIVERSAL_TRACKING_SAMPLE_RATE') || '1');
    services.universal = {
      endpoint: endpoint.href,
      sampleRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1,
      env: text(env, 'UNIVERSAL_TRACKING_ENV') || text(env, 'RELEASE_CHANNEL') || 'local',
    };
  }
  const errors = errorReportingEndpoint(text(env, 'ERROR_REPORTING_DSN'));
  if (errors) services.errorReporting = { endpoint: errors };
  // Front-end monitoring: both its API url and key, or nothing; the sample percentage defaults to all.
  const monitoringUrl = httpsUrl(text(env, 'FRONTEND_MONITORING_URL'));
  const monitoringKey = text(env, 'FRONTEND_MONITORING_KEY');
  if (monitoringUrl && /^[\w.-]{1,200}$/.test(monitoringKey)) {
    const percent = Number(text(env, 'FRONTEND_MONITORING_SAMPLE_PERCENT') || '100');
    services.monitoring = { url: monitoringUrl.href, key: monitoringKey, samplePercent: Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 100 };
  }
  return {
    services,
    serviceMarkets: list(text(env, 'TRACKING_SERVICE_MARKETS')),
    idle: text(env, 'TRACKING_IDLE') === 'true',
    idleGroups: list(text(env, 'TRACKING_IDLE_GROUPS')),
  };
}

/**
 * Whether the front-end monitoring starts on this page load (shell-spec §7: "a random draw falls
 * within a sample-rate percentage"); `draw` is random in [0, 1).
 */
export function monitoringDrawn(samplePercent: number, draw: number): boolean {
  return draw * 100 < samplePercent;
}

/** The services a market's pages load. */
export function marketServices(config: TrackingConfig, market: string): TrackingServices {
  return config.serviceMarkets.length && !config.serviceMarkets.includes(market) ? {} : config.services;
}

/** Origins the content security policy must allow: scripts (the tag manager) and connections (the others). */
export function trackingHosts(services: TrackingServices): { script: string[]; connect: string[] } {
  return {
    script: services.tagManager ? [new URL(services.tagManager.script).origin] : [],
    connect: [services.universal?.endpoint, services.errorReporting?.endpoint, services.monitoring?.url].filter((u): u is string => !!u).map((u) => new URL(u).origin),
  };
}

/** The policy with `hosts` added to its connect-src (the policy's own sources kept). */
export function withConnectHosts(policy: string, hosts: readonly string[]): string {
  if (!hosts.length) return policy;
  return policy.replace(/(^|;\s*)connect-src([^;]*)/, (_m, lead: string, sources: string) => `${lead}connect-src${sources} ${hosts.join(' ')}`);
}
