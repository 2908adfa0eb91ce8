// The ad SDKs this deployment loads (src/domain/ads/sdkConfig.ts), read from the Worker's vars once
// per isolate: they do not change while it runs. The pages' ad modules, the AMP article, the video
// player and the content security policy all read them here.
import { env } from 'cloudflare:workers';
import { adSdkConfig } from '#/domain/ads/sdkConfig.ts';
import type { AdSdkConfig } from '#/domain/ads/types.ts';

let sdks: AdSdkConfig | undefined;

export function deploymentAdSdks(): AdSdkConfig {
  return (sdks ??= adSdkConfig(env as unknown as Record<string, unknown>));
}
