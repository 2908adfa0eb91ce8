// The tracking services this deployment loads (the front-end monitoring among them) and the idle
// start (src/domain/insights/trackingConfig.ts), read from the Worker's vars once per isolate: they do
// not change while it runs. The page-tracking JSON (src/components/PageTracking.astro) and the content
// security policy read them here.
import { env } from 'cloudflare:workers';
import { trackingConfig, type TrackingConfig } from '#/domain/insights/trackingConfig.ts';

let config: TrackingConfig | undefined;

export function deploymentTracking(): TrackingConfig {
  return (config ??= trackingConfig(env as unknown as Record<string, unknown>));
}
