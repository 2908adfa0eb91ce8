// Which third-party ad SDKs this deployment loads: read from Worker vars, each an https address (or
// http on loopback, for local doubles). Nothing is configured by default: the portal then runs on
// its own ad server alone.
import type { AdSdkConfig } from './types.ts';

/** The Worker vars, by SDK. */
export const AD_SDK_VARS = {
  gpt: 'AD_GPT_SCRIPT',
  lad: 'AD_LAD_SCRIPT',
  gfp: 'AD_GFP_SCRIPT',
  ima: 'AD_IMA_SCRIPT',
} as const;

/** The Worker var of the ad host (shell-spec §7's friendship addresses). */
export const AD_HOST_VAR = 'AD_HOST';

function scriptAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function adSdkConfig(env: Readonly<Record<string, unknown>>): AdSdkConfig {
  const read = (name: string) => scriptAddress(typeof env[name] === 'string' ? (env[name] as string) : undefined);
  const ampAdType = typeof env.AMP_AD_TYPE === 'string' && /^[a-z0-9_-]{1,40}$/.test(env.AMP_AD_TYPE) ? env.AMP_AD_TYPE : undefined;
  return {
    gpt: read(AD_SDK_VARS.gpt),
    lad: read(AD_SDK_VARS.lad),
    gfp: read(AD_SDK_VARS.gfp),
    ima: read(AD_SDK_VARS.ima),
    adHost: read(AD_HOST_VAR),
    ampAdType,
  };
}

/** The origins the content security policy must let scripts come from for the configured SDKs. */
export function adScriptHosts(config: AdSdkConfig): string[] {
  const hosts = [config.gpt, config.lad, config.gfp, config.ima].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  return [...new Set(hosts)];
}
