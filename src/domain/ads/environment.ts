// Where an ad module may show and which services it can be drawn for (shell-spec §5): the module
// needs an inventory key and its desktop and messenger flags not false; LAD, LAD2 and GFP need the
// messaging environment (GFP the messenger proper, LAD also LIFF); a third-party SDK only counts when
// configured; the first-party server needs nothing but its unit.
import { adError, type AdError } from './adError.ts';
import { AD_ERROR_CODES, type AdModuleConfig, type AdService } from './types.ts';

export interface AdEnvironment {
  device: 'pc' | 'mobile' | 'tablet';
  /** Inside the messaging app. */
  messenger: boolean;
  /** In a LIFF mini-app (inside the messaging app or its web edition). */
  liff: boolean;
}

/** Which third-party SDKs the deployment configured (src/domain/ads/sdkConfig.ts). */
export interface AdSdkAvailability {
  gpt: boolean;
  lad: boolean;
  gfp: boolean;
}

type InventoryConfig = Pick<AdModuleConfig, 'lapInventoryKey' | 'gptInventoryKey' | 'gfpInventoryKey' | 'houseInventoryKey'>;

/** The inventory key a service is asked with; LAD and LAD2 share the `lap` key. */
export function inventoryKey(config: InventoryConfig, service: AdService): string | undefined {
  switch (service) {
    case 'lad':
    case 'lad2':
      return config.lapInventoryKey || undefined;
    case 'gpt':
      return config.gptInventoryKey || undefined;
    case 'gfp':
      return config.gfpInventoryKey || undefined;
    case 'house':
      return config.houseInventoryKey || undefined;
  }
}

export function adModuleAllowed(config: AdModuleConfig, env: AdEnvironment): boolean {
  const hasKey = (['lad', 'gpt', 'gfp', 'house'] as const).some((s) => inventoryKey(config, s) !== undefined);
  if (!hasKey) return false;
  if (env.device === 'pc' && config.metaData?.isDesktopOn === false) return false;
  if (env.messenger && config.metaData?.isLineEnvOn === false) return false;
  return true;
}

/** Null when the service may run here, else 202 (LAD, LAD2) or 403 (GFP): messenger only. */
export function serviceEnvironmentError(service: AdService, env: AdEnvironment): AdError | null {
  if ((service === 'lad' || service === 'lad2') && !(env.messenger || env.liff)) return adError(AD_ERROR_CODES.messengerOnly);
  if (service === 'gfp' && !env.messenger) return adError(AD_ERROR_CODES.messengerOnlyAlt);
  return null;
}

/** A GPT passback unit is asked only inside the messenger or LIFF. */
export function passbackAllowed(env: AdEnvironment): boolean {
  return env.messenger || env.liff;
}

/** The services a module can be drawn for here, in the spec's order (LAD2 only with enableLadV2). */
export function availableServices(config: AdModuleConfig, env: AdEnvironment, sdks: AdSdkAvailability): AdService[] {
  const out: AdService[] = [];
  const can = (service: AdService, sdk: boolean) => inventoryKey(config, service) !== undefined && sdk && serviceEnvironmentError(service, env) === null;
  if (can('lad', sdks.lad)) out.push('lad');
  if (config.enableLadV2 && can('lad2', sdks.lad)) out.push('lad2');
  if (can('gpt', sdks.gpt)) out.push('gpt');
  if (can('gfp', sdks.gfp)) out.push('gfp');
  if (can('house', true)) out.push('house');
  return out;
}
