// Slot setting validation (shell-spec §5): every refusal is code 9, 'invalid slot setting', with the
// field that failed named in the message.
import { isCountryCode } from '#/domain/routing/countryCodes.ts';
import { adError, type AdError } from './adError.ts';
import { ratioWeight } from './draw.ts';
import { AD_ERROR_CODES, AD_SERVICES, type AdRatio, type AdService } from './types.ts';
import { isAdSize } from './sizes.ts';

export interface AdSlotSetting {
  /** The slot's service, or several (then `ratio` draws between them). */
  adType: AdService | string | readonly string[];
  unitPath?: string;
  /** A unit path per service for a slot of several services; a service not listed uses `unitPath`. */
  unitPaths?: Partial<Record<AdService, string>>;
  elementId?: string;
  sizes?: string[];
  ratio?: AdRatio;
  targeting?: Record<string, string | string[]>;
}

export function isAdService(value: unknown): value is AdService {
  return typeof value === 'string' && (AD_SERVICES as readonly string[]).includes(value);
}

/** GPT: /network-code[,child-network-code]/ad/unit/code (GPT's allowed characters). */
const GPT_UNIT_PATH = /^\/\d{1,20}(?:,\d{1,20})?(?:\/[A-Za-z0-9_.*:()!-]{1,100})+$/;
/** LAD, LAD2 and GFP: an inventory key, one token without slashes. */
const INVENTORY_KEY = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
/** The first-party server: market/page/slot, e.g. tw/portal/between. */
const HOUSE_SEGMENT = /^[a-z][A-Za-z0-9_-]{0,39}$/;

/** Whether a unit path is valid for its service. */
export function validUnitPath(service: AdService, path: string): boolean {
  switch (service) {
    case 'gpt':
      return path.length <= 400 && GPT_UNIT_PATH.test(path);
    case 'lad':
    case 'lad2':
    case 'gfp':
      return INVENTORY_KEY.test(path);
    case 'house': {
      const parts = path.split('/');
      return parts.length === 3 && isCountryCode(parts[0]!) && HOUSE_SEGMENT.test(parts[1]!) && HOUSE_SEGMENT.test(parts[2]!);
    }
  }
}

const invalid = (detail: string): AdError => adError(AD_ERROR_CODES.invalidSlotSetting, `invalid slot setting: ${detail}`);

function validTargeting(targeting: unknown): boolean {
  if (typeof targeting !== 'object' || targeting === null || Array.isArray(targeting)) return false;
  return Object.entries(targeting).every(
    ([key, value]) => key.trim() !== '' && (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))),
  );
}

/** Code 9 with the failing field when the setting is invalid, else null. */
export function validateSlotSetting(setting: AdSlotSetting): AdError | null {
  const types = typeof setting.adType === 'string' ? [setting.adType] : Array.isArray(setting.adType) ? [...setting.adType] : [];
  if (types.length === 0) return invalid('adType is required');
  const unsupported = types.find((t) => !isAdService(t));
  if (unsupported !== undefined) return invalid(`adType '${String(unsupported)}' is not supported`);
  const services = [...new Set(types)] as AdService[];

  if (!setting.elementId || !/^\S{1,200}$/.test(setting.elementId)) return invalid('elementId is required');
  if (services.length > 1 && !services.some((s) => ratioWeight(setting.ratio, s) > 0)) {
    return invalid('ratio is required for a slot of several ad types');
  }
  for (const service of services) {
    const path = setting.unitPaths?.[service] ?? setting.unitPath;
    if (!path) return invalid('unitPath is required');
    if (!validUnitPath(service, path)) return invalid(`unitPath '${path}' is not a valid ${service} unit path`);
  }
  if (services.includes('gpt') && (!setting.sizes || setting.sizes.length === 0)) return invalid('sizes are required for a gpt slot');
  const badSize = setting.sizes?.find((size) => !isAdSize(size));
  if (badSize !== undefined) return invalid(`size '${badSize}' is not allowed`);
  if (setting.targeting !== undefined && !validTargeting(setting.targeting)) return invalid('targeting must map keys to strings or lists of strings');
  return null;
}
