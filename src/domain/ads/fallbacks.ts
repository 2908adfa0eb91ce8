// What a slot does when its service fails (shell-spec §4, §8): LAD (and LAD2) → GPT with the LAD
// fallback label, GFP → GPT with the GFP label, a third-party GPT creative that signals empty → LAD,
// else the passback unit (messenger or LIFF only). Otherwise the slot fails with the catalogue's
// code and the module shows its error state and hides. Codes: without the label LAD 200, LAD2 203,
// GFP 402; with the label but no GPT to fall back to, 201 and 404; GPT third-party empty, 108; an
// empty first-party (or plain GPT) answer, 'ad response is empty'.
import { adError, type AdError } from './adError.ts';
import { passbackAllowed, type AdEnvironment } from './environment.ts';
import { validUnitPath } from './slotSetting.ts';
import { AD_ERROR_CODES, AD_MESSAGES, type AdModuleConfig, type AdService } from './types.ts';

export type FailureReason = 'error' | 'thirdPartyEmpty';
export type FailureNext = { service: AdService } | { passback: string } | { error: AdError };

/**
 * The next step after `failed` failed. `tried` lists the services this slot ran before `failed`
 * (a passback counts as GPT), so a fallback never goes back to one (no LAD → GPT → LAD loop).
 */
export function nextOnFailure(
  failed: AdService,
  reason: FailureReason,
  config: AdModuleConfig,
  env: AdEnvironment,
  available: readonly AdService[],
  tried: readonly AdService[] = [],
): FailureNext {
  const open = (s: AdService) => available.includes(s) && s !== failed && !tried.includes(s);
  switch (failed) {
    case 'lad':
    case 'lad2':
      if (!config.metaData?.ladFallback) return { error: adError(failed === 'lad' ? AD_ERROR_CODES.ladFailure : AD_ERROR_CODES.lad2Error) };
      return open('gpt') ? { service: 'gpt' } : { error: adError(AD_ERROR_CODES.ladFallback) };
    case 'gfp':
      if (!config.metaData?.gfpFallback) return { error: adError(AD_ERROR_CODES.gfpFailure) };
      return open('gpt') ? { service: 'gpt' } : { error: adError(AD_ERROR_CODES.gfpNoFallback) };
    case 'gpt':
      if (reason !== 'thirdPartyEmpty') return { error: adError(null, AD_MESSAGES.emptyResponse) };
      if (open('lad')) return { service: 'lad' };
      if (config.passbackUnitPath && passbackAllowed(env) && validUnitPath('gpt', config.passbackUnitPath) && !tried.includes('gpt')) {
        return { passback: config.passbackUnitPath };
      }
      return { error: adError(AD_ERROR_CODES.emptyThirdPartyCreative) };
    case 'house':
      return { error: adError(null, AD_MESSAGES.emptyResponse) };
  }
}
